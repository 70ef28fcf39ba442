/**
 * Text helpers for Block Kit: escaping for mrkdwn, catalogue HTML to plain text, and
 * length limits that cut cleanly.
 */
import type { types } from '@slack/bolt';

/** Slack's three control characters; after this, text can neither ping anyone nor inject a link. */
export function escapeMrkdwn(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Slack sends `&`, `<`, `>` in user text as entities; this gives back what the user typed. */
export function unescapeSlack(text: string): string {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

const namedEntities: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  laquo: '«',
  raquo: '»',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  deg: '°',
  sup2: '²',
  sup3: '³',
  micro: 'µ',
  times: '×',
  euro: '€',
  copy: '©',
  reg: '®',
  trade: '™',
  middot: '·',
  bull: '•',
  iexcl: '¡',
  iquest: '¿',
  ordm: 'º',
  ordf: 'ª',
  szlig: 'ß',
};

/** Accented Latin letters written as entities: `&eacute;` → `é`, `&Ntilde;` → `Ñ`, … */
const accentMarks: Readonly<Record<string, string>> = {
  acute: '\u0301',
  grave: '\u0300',
  circ: '\u0302',
  tilde: '\u0303',
  uml: '\u0308',
  cedil: '\u0327',
  ring: '\u030A',
};

function decodeEntity(entity: string, body: string): string {
  if (body.startsWith('#')) {
    const code =
      body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  }
  const named = namedEntities[body];
  if (named !== undefined) return named;
  const accented = /^([A-Za-z])(acute|grave|circ|tilde|uml|cedil|ring)$/.exec(body);
  if (accented?.[1] && accented[2]) return `${accented[1]}${accentMarks[accented[2]]}`.normalize('NFC');
  return entity;
}

/** Decodes HTML character references; unknown ones stay as written. */
export function decodeHtmlEntities(text: string): string {
  return text.replace(/&(#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/gi, (entity, body: string) =>
    decodeEntity(entity, body),
  );
}

/**
 * Catalogue HTML fragments (titles, descriptions, warnings) → plain text: line breaks
 * where blocks end, bullets for list items, no tags, entities decoded, spaces tidied.
 */
export function htmlToPlainText(html: string): string {
  return decodeHtmlEntities(
    html
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<li\b[^>]*>/gi, '\n• ')
      .replace(/<\/(p|div|li|ul|ol|h[1-6]|tr|table|blockquote)\s*>/gi, '\n')
      .replace(/<\/?[a-z][^>]*>/gi, ''),
  )
    .replace(/[ \t\u00a0]+/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
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
