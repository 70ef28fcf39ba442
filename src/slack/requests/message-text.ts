/** Reading what a user wrote in Slack: message text, blocks, attachments, Slack markup. */
import { unescapeSlack } from '../blocks/text.js';

type Json = unknown;

const isRecord = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Text of Block Kit blocks: rich text (as Slack writes typed messages), sections, fields, context. */
export function blocksText(blocks: Json): string {
  const parts: string[] = [];
  const visit = (node: Json): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (!isRecord(node)) return;
    if (node.type === 'text' && typeof node.text === 'string') parts.push(node.text);
    else if (node.type === 'link' && typeof node.url === 'string')
      parts.push(typeof node.text === 'string' ? node.text : node.url);
    else if ((node.type === 'mrkdwn' || node.type === 'plain_text') && typeof node.text === 'string')
      parts.push(` ${node.text} `);
    if (
      node.type === 'rich_text_section' ||
      node.type === 'rich_text_preformatted' ||
      node.type === 'rich_text_quote'
    )
      parts.push('\n');
    for (const key of ['elements', 'text', 'fields', 'blocks', 'message'] as const) {
      const child = node[key];
      if (typeof child === 'object') visit(child);
    }
  };
  visit(blocks);
  return parts.join('').trim();
}

/** What attachments say: a forwarded or shared message carries the original here. */
function attachmentParts(attachments: Json): string[] {
  if (!Array.isArray(attachments)) return [];
  return attachments
    .filter(isRecord)
    .flatMap((a) => [
      a.pretext,
      a.title,
      a.text ?? a.fallback,
      ...(Array.isArray(a.fields) ? a.fields.filter(isRecord).map((field) => field.value) : []),
      blocksText(a.message_blocks ?? a.blocks),
    ])
    .filter((part): part is string => typeof part === 'string');
}

/** How much of a message is read: room for a long email, bounded so a huge message costs little. */
export const maxMessageText = 10_000;

/** Letters and digits only: the same words in mrkdwn, rich text or a fallback compare equal. */
const comparable = (text: string): string =>
  toLookupText(text)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/**
 * All a message says: its `text`, then what its blocks and attachments add (a forwarded or
 * shared message carries the original in its attachments). Rich-text blocks repeat a typed
 * `text` and are read only when it is empty; a part whose words were already read is
 * skipped; reading stops at `maxMessageText` characters.
 */
export function messageText(message: { text?: string; blocks?: Json; attachments?: Json }): string {
  const text = message.text?.trim() ?? '';
  const blocks = (Array.isArray(message.blocks) ? message.blocks : []).filter(
    (block) => text === '' || !isRecord(block) || block.type !== 'rich_text',
  );
  const kept: string[] = [];
  let read = '';
  let length = 0;
  for (const part of [text, ...blocks.map(blocksText), ...attachmentParts(message.attachments)]) {
    const trimmed = part.trim();
    const words = comparable(trimmed);
    if (words === '' || read.includes(words)) continue;
    const room = maxMessageText - length;
    kept.push(trimmed.slice(0, room));
    length += Math.min(trimmed.length, room) + 1;
    read += `|${words}`;
    if (length >= maxMessageText) break;
  }
  return kept.join('\n');
}

/**
 * Slack-formatted text → what the lookup reads: the app's own mention removed, links
 * reduced to their label, entities decoded. User and special mentions (`<@U…>`, `<!here>`)
 * stay as written: they are echoed escaped, never resolved.
 */
export function toLookupText(slackText: string, botUserId?: string): string {
  let text = slackText;
  if (botUserId) text = text.replace(new RegExp(`<@${botUserId}(\\|[^>]*)?>`, 'g'), ' ');
  return unescapeSlack(
    text
      .replace(/<((?:https?|mailto|tel):[^|>]*)\|([^>]*)>/gi, '$2')
      .replace(/<((?:https?|tel):[^>]*)>/gi, '$1')
      .replace(/<mailto:([^>]*)>/gi, '$1')
      .replace(/<#[A-Z0-9]+\|([^>]*)>/g, '#$1'),
  )
    .replace(/\s+/g, ' ')
    .trim();
}
