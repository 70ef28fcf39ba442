/**
 * Text helpers for Block Kit: escaping for mrkdwn, and length limits that cut cleanly.
 * Catalogue text arrives already plain (cleaned once by the catalogue schemas).
 */
import type { types } from '@slack/bolt';
import { slackLimits } from './limits.js';

/** Slack's three control characters; after this, text can neither ping anyone nor inject a link. */
export function escapeMrkdwn(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Slack sends `&`, `<`, `>` in user text as entities; this gives back what the user typed. */
export function unescapeSlack(text: string): string {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

/**
 * Cuts `text` to at most `max` characters, ending in `…`. Never splits an escape like
 * `&amp;` or a surrogate pair, so what Slack receives is still well formed.
 */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, Math.max(0, max - 1));
  const lastAmp = cut.lastIndexOf('&');
  if (lastAmp !== -1 && !cut.slice(lastAmp).includes(';')) cut = cut.slice(0, lastAmp);
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/**
 * Joins lines up to `max` characters; lines that do not fit are replaced by one
 * "and N more" line built by `more(count)`.
 */
export function joinLinesWithin(
  lines: readonly string[],
  max: number,
  more: (count: number) => string,
): string {
  const all = lines.join('\n');
  if (all.length <= max) return all;
  const [first = ''] = lines;
  if (lines.length === 1) return truncate(first, max);
  let kept = 0;
  let length = 0;
  for (const line of lines) {
    const withLine = length + (kept > 0 ? 1 : 0) + line.length;
    if (withLine + 1 + more(lines.length - kept - 1).length > max) break;
    length = withLine;
    kept += 1;
  }
  if (kept === 0) {
    const tail = more(lines.length - 1);
    return `${truncate(first, max - tail.length - 1)}\n${tail}`;
  }
  return `${lines.slice(0, kept).join('\n')}\n${more(lines.length - kept)}`;
}

/** A mrkdwn text object; `verbatim` keeps Slack from turning bare names into mentions or links. */
export const mrkdwn = (text: string, max: number): types.MrkdwnElement => ({
  type: 'mrkdwn',
  text: truncate(text, max),
  verbatim: true,
});

export const plainText = (text: string, max: number): types.PlainTextElement => ({
  type: 'plain_text',
  text: truncate(text, max),
  emoji: true,
});

/** A SKU in code format, verbatim; one holding a backtick is shown plain so the format cannot break. */
export const codeSpan = (text: string): string => (text.includes('`') ? text : `\`${text}\``);

/** A select option; callers keep `value` within `slackLimits.optionValue`. */
export const plainOption = (text: string, value: string): types.PlainTextOption => ({
  text: plainText(text, slackLimits.optionText),
  value,
});
