/** Reading what a user wrote in Slack: message text, blocks, attachments, Slack markup. */
import { unescapeSlack } from './blocks/text.js';

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
    for (const key of ['elements', 'text', 'fields', 'blocks'] as const) {
      const child = node[key];
      if (typeof child === 'object') visit(child);
    }
  };
  visit(blocks);
  return parts.join('').trim();
}

function attachmentsText(attachments: Json): string {
  if (!Array.isArray(attachments)) return '';
  return attachments
    .filter(isRecord)
    .flatMap((a) => [a.pretext, a.title, a.text ?? a.fallback, blocksText(a.message_blocks ?? a.blocks)])
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join('\n');
}

/** A message's text; when `text` is empty (e.g. some forwarded or app messages), its blocks' and attachments' text. */
export function messageText(message: { text?: string; blocks?: Json; attachments?: Json }): string {
  const text = message.text?.trim();
  if (text) return text;
  return [blocksText(message.blocks), attachmentsText(message.attachments)].filter(Boolean).join('\n').trim();
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
