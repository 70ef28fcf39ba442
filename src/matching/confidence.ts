/**
 * The confidence rule: when the engine may give a SKU, must offer choices, or says "not found". A
 * wrong SKU is the worst outcome, so it is strict; it reads the typed key, the catalogue's keys
 * and their shapes (normalise.ts), so it holds for any catalogue. Only the strongest tier counts:
 * 1. `exact`: the typed key is the model key. One unit → ANSWER; several → CHOICES.
 * 2. `prefix`: the typed key (≥ 4 characters, a digit) starts the model key without cutting a digit
 *    run (`AB25` → `AB25C`, never `AB2` → `AB25C`), or stops where the catalogue's designation puts
 *    separators (`QX36` → `QX36---3`, `V2` → `V2 25`). One → ANSWER; several → CHOICES, shortest
 *    first.
 * 3. `fuzzy`: edit distance 1–2 (fuse.js proposes, the edit distance decides). ANSWER ("closest
 *    match") only for a unit with the typed digit runs, one edit away, no other unit within one
 *    edit, the slip after the first digit (the letters before it name the series) and a typed key
 *    of ≥ `minFuzzyAnswerLength`. Else CHOICES at the best distance; differing digits only → NOT
 *    FOUND. Digits are never corrected.
 * 4. `extended`: a model key plus extra characters (plate code `AB25C2V1B` → `AB25C`). ANSWER
 *    ("closest match") only when one unit fits and the extra begins at a letter/digit boundary
 *    (`extendsAtLetterDigit`): a digit after a digit would change the capacity. Else CHOICES.
 * No candidate → NOT FOUND (the caller adds up to 3 suggestions, with no SKU). Choices that are all
 * of a tier's units are answered at once when they are variants with one answer, each answerable
 * alone (variants.ts). A code another market lists exactly is asked there first (guidance.ts).
 * The rule with its examples: docs/matching.md.
 */

const matchKinds = ['exact', 'prefix', 'fuzzy', 'extended'] as const;
export type MatchKind = (typeof matchKinds)[number];

export interface Candidate {
  kind: MatchKind;
  /** Edits between typed and model key (fuzzy), or characters completed (prefix) or added (extended); 0 for exact. */
  distance: number;
  /** Length of the typed key the candidate was matched from. */
  typedLength: number;
  /** Identity of the unit (brand and model id), so one unit found twice counts once. */
  unitKey: string;
  /** The unit's digit runs equal the typed ones (always true outside the fuzzy tier). */
  digitsMatch: boolean;
  /** Fuzzy: typed and model keys agree up to and including the first digit (the slip lies after it). */
  slipAfterDigit: boolean;
  /** Extended: the typed key goes on from the model key at a letter/digit boundary. */
  plateBoundary: boolean;
}

export const maxChoices = 5;

/** The identity of a unit (brand and model id): the one way a unit is told apart from another. */
export const unitKey = (brandId: number, modelId: number): string => `${brandId}:${modelId}`;
const minFuzzyAnswerLength = 6;
export const maxFuzzyChoiceDistance = 2;

export type Decision<T extends Candidate> =
  | { verdict: 'answer'; best: T }
  | {
      verdict: 'choices';
      candidates: T[];
      /** How many units the choices stand for: more than `candidates` when they were cut to `maxChoices`. */
      total: number;
    }
  | { verdict: 'not_found' };

/** Applies the rule above. Pure: the same candidates always give the same decision. */
export function decide<T extends Candidate>(candidates: readonly T[]): Decision<T> {
  const tier = matchKinds.find((kind) => candidates.some((candidate) => candidate.kind === kind));
  if (!tier) return { verdict: 'not_found' };
  const ranked = uniqueUnits(
    candidates
      .filter((candidate) => candidate.kind === tier)
      .sort(
        (a, b) =>
          a.distance - b.distance ||
          Number(b.digitsMatch) - Number(a.digitsMatch) ||
          b.typedLength - a.typedLength,
      ),
  );
  const [first, second] = ranked;
  if (!first) return { verdict: 'not_found' };
  switch (tier) {
    case 'exact':
    case 'prefix':
      return second ? choicesOf(ranked) : { verdict: 'answer', best: first };
    case 'fuzzy': {
      const best = ranked.find((candidate) => candidate.digitsMatch);
      if (!best || best.distance > maxFuzzyChoiceDistance) return { verdict: 'not_found' };
      const rivals = ranked.filter((candidate) => candidate !== best && candidate.distance <= best.distance);
      const sure = best.distance === 1 && best.slipAfterDigit && best.typedLength >= minFuzzyAnswerLength;
      if (sure && rivals.length === 0) return { verdict: 'answer', best };
      return choicesOf(ranked.filter((candidate) => candidate.distance <= best.distance));
    }
    case 'extended':
      return !second && first.plateBoundary ? { verdict: 'answer', best: first } : choicesOf(ranked);
  }
}

const choicesOf = <T extends Candidate>(units: readonly T[]): Decision<T> => ({
  verdict: 'choices',
  candidates: units.slice(0, maxChoices),
  total: units.length,
});

/**
 * True when every candidate would be answered were it the only one: an exact or prefix hit, or
 * a fuzzy hit the fuzzy clause would answer (one edit, the typed digits, the slip after the
 * first digit, a typed key long enough). A rating-plate (`extended`) reading never is.
 */
export function eachAnswerable(candidates: readonly Candidate[]): boolean {
  return candidates.every(
    (candidate) =>
      candidate.kind === 'exact' ||
      candidate.kind === 'prefix' ||
      (candidate.kind === 'fuzzy' &&
        candidate.distance === 1 &&
        candidate.digitsMatch &&
        candidate.slipAfterDigit &&
        candidate.typedLength >= minFuzzyAnswerLength),
  );
}

function uniqueUnits<T extends Candidate>(candidates: readonly T[]): T[] {
  const seen = new Set<string>();
  return candidates.filter(
    (candidate) => !seen.has(candidate.unitKey) && Boolean(seen.add(candidate.unitKey)),
  );
}
