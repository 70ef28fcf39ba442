/**
 * One question naming several units (`acme qx25r, nordwind kl-n25vg`), cut into parts at `,` `;`
 * `and`/`y`/`et`/`e`/`und`/`&` or line ends; the other words come back apart, for every unit. `+`,
 * `/` and indoor+outdoor wording are never cut. Only the reading of the text: whether each part
 * names a unit is for lookup/question.ts. The rule: docs/matching.md. Pure.
 */

import { maxQuestionTokens } from './near-code.js';
import { hasDigit, hasLetter } from './normalise.js';
import { tokenise } from './query.js';

/** The most units of one question answered together; more are a list. */
export const maxQuestionUnits = 5;

export interface QuestionParts {
  /** The pieces that may name a unit, in order (the words before the first one included in it). */
  parts: string[];
  /** The other pieces: words around the units. */
  around: string[];
}

/**
 * Line breaks; `,` `;` (not inside a number) and `&`; and the connectors as words of their own.
 * A `/` or `+` never separates: it joins a system's indoor and outdoor unit.
 */
const separators = /\r\n|\r|\n|(?<!\d)[,;]|[,;](?!\d)|&|(?<=\s)(?:and|y|et|e|und)(?=\s)/giu;

/** The shortest word of letters and digits taken as a code (`kl25`; `R32` is a refrigerant). */
const minCodeWord = 4;

/** True when the piece could name a unit on its own (see the module comment). */
export function namesUnitAlone(piece: string): boolean {
  const tokens = tokenise(piece);
  if (tokens.some((token) => token.key.length >= minCodeWord && hasDigit(token.key) && hasLetter(token.key)))
    return true;
  return (
    tokens.length <= maxQuestionTokens &&
    tokens.some((token) => !hasLetter(token.key)) &&
    tokens.some((token) => !hasDigit(token.key))
  );
}

/** The text cut into the parts that may each name a unit, and the words around them. */
export function questionParts(text: string): QuestionParts {
  const pieces = text
    .split(separators)
    .map((piece) => piece.trim())
    .filter(Boolean);
  const parts: string[] = [];
  const around: string[] = [];
  let before: string[] = [];
  for (const piece of pieces) {
    if (!namesUnitAlone(piece)) {
      if (parts.length === 0) before.push(piece);
      else around.push(piece);
      continue;
    }
    parts.push([...before, piece].join(' '));
    before = [];
  }
  return { parts, around: [...before, ...around] };
}
