/**
 * The confidence rule: when the engine may give a SKU, when it must offer choices, and when it
 * says the unit is not found. A wrong SKU is the worst outcome, so the rule is deliberately
 * strict; model codes are compared on their normalised keys (see normalise.ts).
 *
 * Candidates come in tiers, strongest first; only the strongest tier present counts:
 * 1. `exact`    the typed key equals the model key.
 *               One unit → ANSWER. Several (same code under two brands or twice in a brand) → CHOICES.
 * 2. `prefix`   the typed key (≥ 4 characters, with a digit) starts the model key without cutting a
 *               digit run (`FTXM25` → `FTXM25R`, never `FTXM2` → `FTXM25R`).
 *               One unit → ANSWER. Several → CHOICES, shortest completion first.
 * 3. `fuzzy`    edit distance 1–2 (fuse.js proposes, the edit distance decides). Only a unit with the
 *               same digit runs as the typed key can be answered; one whose digits differ at no greater
 *               distance is a rival all the same (`AC052RNKDKG` is one edit from both `AC052RNMDKG`
 *               and `AC052RN4DKG`). ANSWER only when a same-digits unit is at distance 1 with no rival
 *               at distance 1, the typed key has at least `minFuzzyAnswerLength` characters, and the
 *               edit is not in the letters after the last digit: those mark variants (`AC09BK` vs
 *               `AC09BQ`, `MSZ-LN25VG` vs `…VGW`), so a unit the catalogue lacks is more likely there
 *               than a typo. Otherwise CHOICES: the units at the best distance. Only differing-digit
 *               units → NOT FOUND.
 * 4. `extended` the typed key is a model key plus extra characters (`FTXM25RV1B` → `FTXM25R`):
 *               the typed unit may be a variant the catalogue lacks, so CHOICES only, never an answer.
 * No candidate → NOT FOUND (the caller adds up to 3 nearest suggestions, which carry no SKU).
 * Digits are never corrected: a unit whose digit runs differ from the typed ones is never the answer.
 */

export const matchKinds = ['exact', 'prefix', 'fuzzy', 'extended'] as const;
export type MatchKind = (typeof matchKinds)[number];

export interface Candidate {
  kind: MatchKind;
  /** Edits between typed and model key (fuzzy), or characters completed (prefix); 0 for exact. */
  distance: number;
  /** Length of the typed key the candidate was matched from. */
  typedLength: number;
  /** Identity of the unit (brand and model id), so one unit found twice counts once. */
  unitKey: string;
  /** The unit's digit runs equal the typed ones (always true outside the fuzzy tier). */
  digitsMatch: boolean;
  /** Typed and model keys agree up to the model's last digit: they differ in the trailing letters only. */
  suffixEdit: boolean;
}

export const maxChoices = 5;
export const minFuzzyAnswerLength = 6;
export const maxFuzzyChoiceDistance = 2;

export type Decision<T extends Candidate> =
  | { verdict: 'answer'; best: T }
  | { verdict: 'choices'; candidates: T[] }
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
      return second
        ? { verdict: 'choices', candidates: ranked.slice(0, maxChoices) }
        : { verdict: 'answer', best: first };
    case 'fuzzy': {
      const best = ranked.find((candidate) => candidate.digitsMatch);
      if (!best || best.distance > maxFuzzyChoiceDistance) return { verdict: 'not_found' };
      const rivals = ranked.filter((candidate) => candidate !== best && candidate.distance <= best.distance);
      const sure = best.distance === 1 && !best.suffixEdit && best.typedLength >= minFuzzyAnswerLength;
      if (sure && rivals.length === 0) {
        return { verdict: 'answer', best };
      }
      const choices = ranked.filter((candidate) => candidate.distance <= best.distance);
      return { verdict: 'choices', candidates: choices.slice(0, maxChoices) };
    }
    case 'extended':
      return { verdict: 'choices', candidates: ranked.slice(0, maxChoices) };
  }
}

function uniqueUnits<T extends Candidate>(candidates: readonly T[]): T[] {
  const seen = new Set<string>();
  return candidates.filter(
    (candidate) => !seen.has(candidate.unitKey) && Boolean(seen.add(candidate.unitKey)),
  );
}
