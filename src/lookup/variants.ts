/**
 * Choices that are one answer: variants of one unit (matching/variants.ts) whose answers, read from
 * their model details, are the same in every SKU row, warning, type and spec. Every unit's facts
 * must be known and each must have a controller in the market, else the choices stay. Pure.
 */
import { normaliseKey } from '../matching/normalise.js';
import { formsVariantFamily } from '../matching/variants.js';
import type { ChoiceUnit, LookupResult, SearchedFor, UnitFacts, UnitRef } from './result.js';

type Answer = Extract<LookupResult, { kind: 'answer' }>;

/** What must be equal for two units to have the same answer. */
const answerSignature = (facts: UnitFacts): string =>
  JSON.stringify([facts.rows, facts.warnings, facts.unitType, facts.technology, facts.specs]);

const refOf = ({ facts: _facts, ...unit }: ChoiceUnit): UnitRef => unit;

interface SharedAnswerRequest {
  scope: Answer['scope'];
  searched: SearchedFor;
  units: readonly ChoiceUnit[];
  how: Answer['matchedBy'];
  /** Part of the lookup was served from an expired cache entry. */
  stale: boolean;
  /** Read from the app's copy after its refresh failed: when (epoch ms). */
  readAt?: number | undefined;
}

/**
 * The one answer units share, naming them all (the first is `unit`): undefined unless every
 * unit's facts are known, it has a controller in the market, and the answers are the same.
 */
export function sharedAnswer(request: SharedAnswerRequest): Answer | undefined {
  const { units } = request;
  const facts = units.map((unit) => unit.facts);
  const [first] = units;
  const [known] = facts;
  if (!first || units.length < 2 || !known) return undefined;
  const signature = answerSignature(known);
  if (facts.some((f) => f === undefined || f.rows.length === 0 || answerSignature(f) !== signature))
    return undefined;
  const answer: Answer = {
    kind: 'answer',
    scope: request.scope,
    searched: request.searched,
    unit: refOf(first),
    rows: known.rows,
    warnings: known.warnings,
    specs: known.specs,
    stale: request.stale || facts.some((f) => f?.stale),
    variants: units.map(refOf),
  };
  if (request.readAt !== undefined) answer.readAt = request.readAt;
  if (known.unitType) answer.unitType = known.unitType;
  if (known.technology) answer.technology = known.technology;
  if (request.how) answer.matchedBy = request.how;
  return answer;
}

/**
 * Choices for the typed key as one answer when they are variants of one unit (see
 * matching/variants.ts) with the same answer; else undefined.
 */
export function variantsAnswer(request: SharedAnswerRequest & { typedKey: string }): Answer | undefined {
  const family = request.units.map((unit) => ({
    brandId: unit.brandId,
    key: normaliseKey(unit.designation),
  }));
  return formsVariantFamily(request.typedKey, family) ? sharedAnswer(request) : undefined;
}

/** What an answer says of its unit, as a choice's facts: to compare answers. */
export const factsOfAnswer = (answer: Answer): UnitFacts => {
  const facts: UnitFacts = {
    rows: answer.rows,
    warnings: answer.warnings,
    specs: answer.specs,
    stale: answer.stale,
  };
  if (answer.unitType) facts.unitType = answer.unitType;
  if (answer.technology) facts.technology = answer.technology;
  return facts;
};
