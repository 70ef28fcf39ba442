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
    const trimmed = part.slice(0, maxMessageText).trim();
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

/** What a token between `<` and `>` reads as; undefined when it is not markup the app reads. */
function markupText(token: string, botUserId: string | undefined): string | undefined {
  if (botUserId && (token === `@${botUserId}` || token.startsWith(`@${botUserId}|`))) return ' ';
  const scheme = /^(https?|mailto|tel):/i.exec(token)?.[1]?.toLowerCase();
  if (scheme !== undefined) {
    const bar = token.indexOf('|');
    if (bar !== -1) return token.slice(bar + 1);
    return scheme === 'mailto' ? token.slice('mailto:'.length) : token;
  }
  const channel = /^#[A-Z0-9]+\|/.exec(token);
  if (channel) return `#${token.slice(channel[0].length)}`;
  return undefined;
}

/**
 * Slack-formatted text → what the lookup reads: the app's own mention removed, links
 * reduced to their label, entities decoded. User and special mentions (`<@U…>`, `<!here>`)
 * stay as written: they are echoed escaped, never resolved. The text is cut to
 * `maxMessageText` first, then read in one pass: each `<…>` is looked at once, so the cost
 * grows with the length of the text and no more.
 */
export function toLookupText(slackText: string, botUserId?: string): string {
  const text = slackText.slice(0, maxMessageText);
  const out: string[] = [];
  let at = 0;
  while (at < text.length) {
    const open = text.indexOf('<', at);
    const close = open === -1 ? -1 : text.indexOf('>', open + 1);
    if (close === -1) break;
    // The token is what follows the last `<` before this `>`: markup does not nest.
    const start = text.lastIndexOf('<', close);
    const token = text.slice(start + 1, close);
    out.push(text.slice(at, start), markupText(token, botUserId) ?? `<${token}>`);
    at = close + 1;
  }
  out.push(text.slice(at));
  return unescapeSlack(out.join('')).replace(/\s+/g, ' ').trim();
}
