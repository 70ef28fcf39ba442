/**
 * Free text to tokens, and the token windows a model code may hide in. A code may be split
 * by spaces, dashes, slashes or dots (`QX-25B`, `qxe 12 kmcc`), so model candidates are
 * runs of consecutive tokens, joined on their keys.
 */
import { normaliseKey, stripDiacritics } from './normalise.js';

/**
 * Longer text is cut here before parsing: room for a pasted email with its greeting and
 * signature (the unit is often named last), not for a 100 KB paste.
 */
export const maxQueryLength = 6000;
/** A model code is never split into more pieces than this (`AS 50 S2 SF 1FA WH` is six). */
const maxModelTokens = 8;

export interface QueryToken {
  /** As typed. */
  text: string;
  /** Upper-case A–Z/0–9 key. */
  key: string;
  /** Offsets in the (cut) text. */
  start: number;
  end: number;
}

/** Trims, flattens white space and cuts to `maxQueryLength` characters on a word boundary. */
export function cleanQuery(text: string): string {
  // Cut first: white space is flattened over a bounded slice, whatever was pasted.
  const flat = text
    .slice(0, maxQueryLength * 4)
    .replace(/\s+/g, ' ')
    .trim();
  if (flat.length <= maxQueryLength) return flat;
  const cut = flat.slice(0, maxQueryLength);
  const lastSpace = cut.lastIndexOf(' ');
  return lastSpace > maxQueryLength / 2 ? cut.slice(0, lastSpace) : cut;
}

/** Letters and digits runs; every other character separates. Accents are folded. */
export function tokenise(text: string): QueryToken[] {
  const tokens: QueryToken[] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const key = normaliseKey(stripDiacritics(match[0]));
    if (!key) continue;
    tokens.push({ text: match[0], key, start: match.index, end: match.index + match[0].length });
  }
  return tokens;
}

/** A run of consecutive tokens `[start, end)` and its joined key. */
export interface TokenWindow {
  start: number;
  end: number;
  key: string;
}

/** True when `inner` lies within `outer`. */
export const windowWithin = (inner: TokenWindow, outer: TokenWindow): boolean =>
  inner.start >= outer.start && inner.end <= outer.end;

/** Both tokens hold digits where they meet (`10` `0FSN6E` of `QRT-10.0FSN6E`): one number, split. */
const numberContinues = (left: QueryToken | undefined, right: QueryToken | undefined) =>
  left !== undefined && right !== undefined && /[0-9]$/.test(left.key) && /^[0-9]/.test(right.key);

/**
 * Every run of 1..`maxModelTokens` consecutive tokens that skips the excluded token
 * positions (the brand and the type the user named), longest first within each start. A run
 * never starts or ends inside a number the user split (`1.0`, `10.0`): matching `QRT 10` of
 * `QRT 10.0FSN6E` would read a capacity that was not typed.
 */
export function tokenWindows(tokens: readonly QueryToken[], excluded: ReadonlySet<number>): TokenWindow[] {
  const windows: TokenWindow[] = [];
  const continues = (left: number, right: number) =>
    !excluded.has(left) && !excluded.has(right) && numberContinues(tokens[left], tokens[right]);
  for (let start = 0; start < tokens.length; start++) {
    if (excluded.has(start) || continues(start - 1, start)) continue;
    let key = '';
    const runs: TokenWindow[] = [];
    for (let end = start; end < tokens.length && end - start < maxModelTokens && !excluded.has(end); end++) {
      key += tokens[end]?.key ?? '';
      if (!continues(end, end + 1)) runs.push({ start, end: end + 1, key });
    }
    windows.push(...runs.reverse());
  }
  return windows;
}
