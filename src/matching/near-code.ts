/**
 * Where a word that is not the code (a guessed brand, a type word) may count: anywhere in a short
 * question, only next to the unit (a token with a digit, or a named brand) in a longer message full
 * of chatter. One rule for both, so "a question" and "next to the unit" cannot drift apart.
 */
import { hasDigit } from './normalise.js';
import type { QueryToken } from './query.js';

/** Up to this many tokens a text is a question: every word in it counts. */
export const maxQuestionTokens = 6;
/** In longer text a word counts only with an anchor at most this many tokens away. */
export const maxAnchorGap = 2;

export const isQuestion = (tokens: readonly QueryToken[]): boolean => tokens.length <= maxQuestionTokens;

/** Positions of tokens with a digit: where a model code can be. */
export const digitPositions = (tokens: readonly QueryToken[]): number[] =>
  tokens.flatMap((token, i) => (hasDigit(token.key) ? [i] : []));

/** True when some anchor outside `[start, end)` lies at most `maxAnchorGap` tokens from it. */
export function nearAnchor(anchors: readonly number[], start: number, end: number): boolean {
  return anchors.some(
    (p) => (p < start || p >= end) && p >= start - maxAnchorGap - 1 && p <= end + maxAnchorGap,
  );
}
