/**
 * Labelled queries and how an outcome is judged against its label, shared by every labelled set
 * (the sample catalogue's and the evaluation catalogue's), the quality tests and the bench.
 *
 * A query is `answerable` (one unit fits: the right outcome is that unit with its SKUs),
 * `ambiguous` (several fit: choices holding all of them) or `absent` (none fits: no SKU at all).
 * `kind` says what the salesperson did (exact, brand typo, rating plate, …) and drives the
 * per-kind figures. An answer is right only for the expected unit with exactly its SKUs; an
 * answer covering variants of one unit (src/lookup/variants.ts) is right for an answerable
 * query when it covers the expected unit with exactly its SKUs, and for an ambiguous query
 * when it covers every fitting unit and those SKUs are each one's own (whichever the user
 * meant, the SKU is right); any other answer, and any answer to an absent query, counts as a
 * wrong SKU. The sets' generators build their labels with `answerableLabel` and `ambiguousLabel`.
 */
import type { SampleUnit } from '../../../src/catalogue/sample/data.js';
import type { LookupResult } from '../../../src/lookup/result.js';

export type QueryCategory = 'answerable' | 'ambiguous' | 'absent';

export interface UnitId {
  brandId: number;
  modelId: number;
}

export interface Sku {
  typeReference: string;
  sku: string;
}

export interface LabelledQuery {
  text: string;
  market: string;
  category: QueryCategory;
  /** What the salesperson did, e.g. `exact`, `brand typo`, `capacity neighbour`. */
  variant: string;
  /** answerable: the unit, and its SKUs (one per market type it works with, or the named type only). */
  expected?: { unit: UnitId; skus: Sku[] };
  /** ambiguous: the units the choices must contain. */
  candidates?: UnitId[];
  /** ambiguous: each candidate's SKUs, in the same order (to judge an answer covering them all). */
  candidateSkus?: Sku[][];
}

const idOf = (unit: SampleUnit): UnitId => ({ brandId: unit.brandId, modelId: unit.modelId });

/** The label of a query only `unit` fits: its SKUs, or those of the named type alone. */
export const answerableLabel = (
  variant: string,
  text: string,
  unit: SampleUnit,
  onlyType?: string,
): Omit<LabelledQuery, 'market'> => ({
  category: 'answerable',
  variant,
  text,
  expected: {
    unit: idOf(unit),
    skus: unit.skus.filter((s) => onlyType === undefined || s.typeReference === onlyType),
  },
});

/** The label of a query every unit of `fits` fits. */
export const ambiguousLabel = (
  variant: string,
  text: string,
  fits: readonly SampleUnit[],
): Omit<LabelledQuery, 'market'> => ({
  category: 'ambiguous',
  variant,
  text,
  candidates: fits.map(idOf),
  candidateSkus: fits.map((fit) => fit.skus),
});

export interface Outcome {
  kind: string;
  unit?: UnitId;
  /** An answer covering variants of one unit: all of them. */
  units?: UnitId[];
  skus?: Sku[];
  candidates?: UnitId[];
}

export interface Judged {
  query: LabelledQuery;
  outcome: Outcome;
}

/** How one outcome is classed against its label. */
export type Verdict =
  | 'right answer'
  | 'right variants'
  | 'wrong SKU'
  | 'needless choice'
  | 'missed'
  | 'right choices'
  | 'choices missing units'
  | 'no choices'
  | 'no SKU';

const sameUnit = (a: UnitId | undefined, b: UnitId) => a?.brandId === b.brandId && a.modelId === b.modelId;
const skuSet = (skus: readonly Sku[]) =>
  skus
    .map((s) => `${s.typeReference}=${s.sku}`)
    .sort()
    .join(',');

const covers = (outcome: Outcome, unit: UnitId) =>
  (outcome.units ?? (outcome.unit ? [outcome.unit] : [])).some((u) => sameUnit(u, unit));

/** Whether an answer is right for its answerable query (see the module comment). */
export function answerIsRight(query: LabelledQuery, outcome: Outcome): boolean {
  return (
    query.category === 'answerable' &&
    outcome.kind === 'answer' &&
    query.expected !== undefined &&
    covers(outcome, query.expected.unit) &&
    skuSet(outcome.skus ?? []) === skuSet(query.expected.skus)
  );
}

/** Whether an answer covering variants is right for its ambiguous query (see the module comment). */
function variantsAreRight(query: LabelledQuery, outcome: Outcome): boolean {
  const candidates = query.candidates ?? [];
  const skus = query.candidateSkus ?? [];
  return (
    query.category === 'ambiguous' &&
    outcome.kind === 'answer' &&
    candidates.length > 0 &&
    skus.length === candidates.length &&
    candidates.every((unit) => covers(outcome, unit)) &&
    skus.every((own) => skuSet(own) === skuSet(outcome.skus ?? []))
  );
}

export function verdictOf(query: LabelledQuery, outcome: Outcome): Verdict {
  if (outcome.kind === 'answer') {
    if (answerIsRight(query, outcome)) return 'right answer';
    return variantsAreRight(query, outcome) ? 'right variants' : 'wrong SKU';
  }
  switch (query.category) {
    case 'answerable':
      return outcome.kind === 'choices' ? 'needless choice' : 'missed';
    case 'ambiguous': {
      if (outcome.kind !== 'choices') return 'no choices';
      const offered = outcome.candidates ?? [];
      const all = (query.candidates ?? []).every((unit) => offered.some((c) => sameUnit(c, unit)));
      return all ? 'right choices' : 'choices missing units';
    }
    case 'absent':
      return 'no SKU';
  }
}

/**
 * Handled as labelled: the right answer, choices holding every fitting unit (or one answer
 * covering them all, right for each), or no SKU.
 */
export function handled(query: LabelledQuery, outcome: Outcome): boolean {
  return ['right answer', 'right variants', 'right choices', 'no SKU'].includes(verdictOf(query, outcome));
}

export interface QualityFigures {
  answerable: number;
  ambiguous: number;
  absent: number;
  answers: number;
  wrongAnswers: number;
  correctAnswers: number;
  needlessChoices: number;
  /** Ambiguous queries given choices holding every fitting unit, or one answer right for each. */
  ambiguousHandled: number;
  /** Of those, the ones given one answer covering every fitting unit (variants with the same SKUs). */
  ambiguousAnswered: number;
  absentHandled: number;
  precision: number;
  recall: number;
}

export function qualityFigures(results: readonly Judged[]): QualityFigures {
  const of = (category: QueryCategory) => results.filter((r) => r.query.category === category);
  const verdicts = results.map((r) => verdictOf(r.query, r.outcome));
  const count = (verdict: Verdict) => verdicts.filter((v) => v === verdict).length;
  const answers = results.filter((r) => r.outcome.kind === 'answer').length;
  const rightAnswers = count('right answer');
  const correct = rightAnswers + count('right variants');
  const answerable = of('answerable').length;
  return {
    answerable,
    ambiguous: of('ambiguous').length,
    absent: of('absent').length,
    answers,
    wrongAnswers: count('wrong SKU'),
    correctAnswers: correct,
    needlessChoices: count('needless choice'),
    ambiguousHandled: count('right choices') + count('right variants'),
    ambiguousAnswered: count('right variants'),
    absentHandled: count('no SKU'),
    precision: answers === 0 ? 1 : correct / answers,
    recall: answerable === 0 ? 0 : rightAnswers / answerable,
  };
}

/** What a lookup result says, in the terms the labels use. */
export function outcomeOf(result: LookupResult): Outcome {
  switch (result.kind) {
    case 'answer':
      return {
        kind: 'answer',
        unit: { brandId: result.unit.brandId, modelId: result.unit.modelId },
        ...(result.variants
          ? { units: result.variants.map((u) => ({ brandId: u.brandId, modelId: u.modelId })) }
          : {}),
        skus: result.rows.map((row) => ({ typeReference: row.typeReference, sku: row.sku })),
      };
    case 'choices':
      return {
        kind: 'choices',
        candidates: result.candidates.map((c) => ({ brandId: c.brandId, modelId: c.modelId })),
      };
    default:
      return { kind: result.kind };
  }
}

/** One line per judged query, for failure messages: category/kind, text, verdict, outcome. */
export const describeJudged = ({ query, outcome }: Judged): string =>
  `${query.category}/${query.variant}: "${query.text}" → ${verdictOf(query, outcome)} ${JSON.stringify(outcome)}`;
