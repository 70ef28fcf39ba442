/**
 * Where a word that is not itself the code may count: a guessed brand (`nordwnd`, `nord`) or a
 * controller-type word (`knx`). A question is short (`wifi nordwind qxe 12 kmcc`: a type, a brand
 * of up to two words and a code of up to three pieces) and then every word in it is meant. A
 * longer text is a message (an email, a forwarded note) full of chatter, where "I agree" is not
 * a brand "Agree" and "the building already runs KNX" is not a type request: there such a word counts only
 * this close to the unit it would qualify (an anchor: a token with a digit, or a named brand).
 * One rule for both, so that what counts as "a question" and "next to the unit" cannot drift apart.
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
