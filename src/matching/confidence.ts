/**
 * The confidence rule: when the engine may give a SKU, when it must offer choices, and when it
 * says the unit is not found. A wrong SKU is the worst outcome, so the rule is deliberately
 * strict; model codes are compared on their normalised keys (see normalise.ts). Every clause
 * holds for any catalogue: it reads only the typed key, the catalogue's keys and their shapes.
 *
 * Candidates come in tiers, strongest first; only the strongest tier present counts:
 * 1. `exact`    the typed key equals the model key.
 *               One unit → ANSWER. Several (same code under two brands or twice in a brand) → CHOICES.
 * 2. `prefix`   the typed key (≥ 4 characters, with a digit) starts the model key without cutting a
 *               digit run (`AB25` → `AB25C`, never `AB2` → `AB25C`), or ends exactly where the
 *               catalogue's designation has a run of separators (`QX36` → `QX36---3`) or any
 *               separator between two digits (`V2` → `V2 25`): the catalogue itself separates the
 *               numbers there, so no capacity is guessed.
 *               One unit → ANSWER. Several → CHOICES, shortest completion first.
 * 3. `fuzzy`    edit distance 1–2 (one substitution, insertion, deletion or swap of neighbours
 *               counts 1; fuse.js proposes, the edit distance decides). Only a unit with the same
 *               digit runs as the typed key can be answered; one whose digits differ at no greater
 *               distance is a rival all the same. ANSWER (said as "closest match") only when:
 *               - the unit is one edit away and no other unit is within one edit (two equally close
 *                 units are a question, not a typo);
 *               - the slip lies after the first digit (typed and model keys agree up to and
 *                 including it): the letters before the digits name the series, and one letter
 *                 there is another series (`QS-Z…` vs `QS-HZ…`), not a typo;
 *               - the typed key has at least `minFuzzyAnswerLength` characters.
 *               Otherwise CHOICES: the units at the best distance. Only differing-digit units →
 *               NOT FOUND. Digits are never corrected.
 * 4. `extended` the typed key is a model key plus extra characters (a rating-plate code with
 *               region, voltage or colour letters: `AB25C2V1B` → `AB25C`). ANSWER (said as
 *               "closest match") only when exactly one unit fits and the extra part begins at a
 *               letter/digit boundary (models.ts `extendsAtLetterDigit`): a letter right after a
 *               closing letter, or a single letter after closing digits, may name a variant the
 *               catalogue lacks (`AB25CW` for a white `AB25C`), and a digit after a digit would
 *               change the capacity. Otherwise CHOICES. Leftover tokens after a completed code
 *               narrow it the same way (model-match.ts): `AB25C-W 1E` with `AB25C-S` and
 *               `AB25C-W` in the catalogue is `AB25C-W` extended by `1E`.
 * No candidate → NOT FOUND (the caller adds up to 3 nearest suggestions, which carry no SKU).
 * Choices of the exact, prefix or (one-edit, slip after the first digit) fuzzy tier that are
 * all the units of the tier (`total`) may still be answered at once when they are variants of
 * one unit with the same answer (matching/variants.ts, lookup/variants.ts): each of them
 * would be answered were it alone (`eachAnswerable`), so no SKU comes out that a question
 * naming any one of them would not give.
 * A code typed exactly as another market lists it is never answered fuzzily here: the lookup asks
 * the other markets first (guidance.ts), so a variant sold elsewhere is not taken for a slip.
 *
 * What the words around the code mean is settled before this rule (readings.ts): a type word
 * that completes a designation, and a leftover partial word, decide which windows are matched.
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
