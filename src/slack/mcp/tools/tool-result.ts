/**
 * What every tool returns: structured content (checked by the SDK against the tool's output
 * schema), a plain-text rendering for any MCP client, and `/controller`'s Block Kit answer in
 * `_meta.slack.blocks` without buttons or menus (they act through a response URL Slackbot's
 * message has not). A refusal is a tool error, in words.
 */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { types } from '@slack/bolt';
import type { SlackMessage } from '../../blocks/message.js';

/** Declared on every tool in `tools/list`: Slackbot may show the blocks a result carries. */
export const blockKitToolMeta = { slack: { supportsBlockKit: true } } as const;

/** A block without the interactive elements that would need a response URL; undefined when nothing is left. */
function staticBlock(block: types.KnownBlock): types.KnownBlock | undefined {
  if (block.type === 'actions' || block.type === 'input') return undefined;
  if (block.type === 'section' && block.accessory && block.accessory.type !== 'image') {
    const { accessory: _interactive, ...rest } = block;
    return rest;
  }
  return block;
}

/** The message's blocks, static (see the header). */
const staticBlocks = (message: SlackMessage): types.KnownBlock[] =>
  message.blocks.flatMap((block) => staticBlock(block) ?? []);

export function toolResult<T extends Record<string, unknown>>(
  structured: T,
  text: string,
  message: SlackMessage,
): CallToolResult {
  return {
    structuredContent: structured,
    content: [{ type: 'text', text }],
    _meta: { slack: { blocks: staticBlocks(message) } },
  };
}

/** A call the tool does not answer (no Slack identity, a market not enabled…), said in words. */
export const toolRefusal = (text: string): CallToolResult => ({
  content: [{ type: 'text', text }],
  isError: true,
});
