/**
 * Pure helpers over the user's tokens for what the engine echoes and where a type word counts:
 * the raw text of a token window, the code the user seems to have typed (for "not found"
 * messages), and the positions at which a controller-type word is taken as a request (see
 * src/matching/near-code.ts for the shared "question or next to the unit" rule).
 */
import type { BrandHit } from '../matching/brands.js';
import { digitPositions, isQuestion, nearAnchor } from '../matching/near-code.js';
import { hasDigit, hasLetter } from '../matching/normalise.js';
import type { QueryToken, TokenWindow } from '../matching/query.js';

/** A token span `[start, end)`. */
interface Span {
  start: number;
  end: number;
}

/** The text as typed from the window's first token to its last. */
export const rawText = (
  text: string,
  tokens: readonly QueryToken[],
  window: Pick<TokenWindow, 'start' | 'end'>,
) => text.slice(tokens[window.start]?.start ?? 0, tokens[window.end - 1]?.end ?? 0);

/** The positions a span covers; none for no span. */
export const spanPositions = (span: Span | undefined): number[] =>
  span ? Array.from({ length: span.end - span.start }, (_, i) => span.start + i) : [];

export const overlaps = (a: Span, b: Span | undefined): boolean =>
  b !== undefined && a.start < b.end && b.start < a.end;

/** The longest piece joined to a code in a "not found" echo (`QRS-TU25VB`, `QXE 12`). */
const maxCodePieceLength = 6;
/** The most tokens a guessed code spans. */
const maxCodeTokens = 5;

/**
 * What the user seems to have typed as a model, for "not found" messages: the first token with a
 * digit, with the pieces touching it: joined by `-`, `/` or `.` (`QRS-TU25VB`), or by one space
 * when the piece holds a digit (`LN25 2`) or, in a question, is the word just before
 * (`qx 250b`). A plain word next to it in an email ("has") is never taken.
 */
export function modelTextGuess(
  text: string,
  tokens: readonly QueryToken[],
  excluded: ReadonlySet<number>,
): string {
  const usable = (i: number) => tokens[i] !== undefined && !excluded.has(i);
  const first = tokens.findIndex((token, i) => usable(i) && hasDigit(token.key) && hasLetter(token.key));
  const at = first >= 0 ? first : tokens.findIndex((token, i) => usable(i) && hasDigit(token.key));
  if (at < 0) return '';
  // In a question a series word before the digits is part of the code (`qx 250b`); in an
  // email the word before the code is chatter ("has").
  const seriesBefore = isQuestion(tokens);
  const joins = (left: number, right: number, piece: number) => {
    const key = tokens[piece]?.key ?? '';
    if (!usable(piece) || key.length > maxCodePieceLength) return false;
    const separator = text.slice(tokens[left]?.end, tokens[right]?.start);
    if (/^[-/.]$/.test(separator)) return true;
    return separator === ' ' && (hasDigit(key) || (seriesBefore && piece === left));
  };
  let start = at;
  let end = at + 1;
  while (start > 0 && end - start < maxCodeTokens && joins(start - 1, start, start - 1)) start--;
  while (end < tokens.length && end - start < maxCodeTokens && joins(end - 1, end, end)) end++;
  return rawText(text, tokens, { start, end });
}

/**
 * Where a type word counts: anywhere in a question; in longer text only at its start or next to
 * the unit (a named brand or a token with a digit), so that "the building already runs KNX" in
 * an email neither restricts nor refuses the answer.
 */
export function typeMentionNear(
  tokens: readonly QueryToken[],
  hits: readonly BrandHit[],
): (start: number, end: number) => boolean {
  if (isQuestion(tokens)) return () => true;
  const anchors = digitPositions(tokens);
  for (const hit of hits) if (!hit.guessed) anchors.push(...spanPositions(hit));
  return (start, end) => start === 0 || nearAnchor(anchors, start, end);
}
