/**
 * What a lookup came to, as facts the Home tab writes in its reader's language (state/schema.ts
 * `recentOutcomeSchema`), and the outcome kind, brand and model the lookup log and metrics keep.
 */
import { z } from 'zod';
import { answeredName, type LookupResult } from '../../lookup/result.js';
import { type RecentOutcome, recentOutcomeSchema, type UnitOutcome } from '../../state/schema.js';
import { truncate } from '../blocks/text.js';

/** What a lookup came to, for the recent lookups, the lookup log and the metrics. */
export const lookupFactsSchema = z.object({
  /** The outcome the recent lookups show. */
  recent: recentOutcomeSchema,
  /** The LookupResult kind. */
  outcome: z.string(),
  brand: z.string().optional(),
  model: z.string().optional(),
});
export type LookupFacts = z.infer<typeof lookupFactsSchema>;

/** Recent lookups keep this much of the question. */
const maxRecentQueryLength = 150;

/** The question as typed, on one line and cut short (plain text: escaped when shown). */
export const recentQuery = (text: string): string =>
  truncate(text.replace(/\s+/g, ' ').trim(), maxRecentQueryLength);

function unitOutcome(result: Exclude<LookupResult, { kind: 'several' }>): UnitOutcome {
  switch (result.kind) {
    case 'answer': {
      const [first] = result.rows;
      const one = result.rows.length === 1 && first ? { sku: first.sku, type: first.typeName } : {};
      return { kind: 'answer', unit: answeredName(result), rows: result.rows.length, ...one };
    }
    case 'choices':
      return { kind: 'choices', count: result.candidates.length };
    case 'type_not_offered':
      return { kind: 'type_not_offered', type: result.requestedTypeName };
    case 'which_model':
      return { kind: 'which_model', brands: result.brands.map((brand) => brand.name) };
    case 'other_markets':
      return { kind: 'other_markets', markets: [...result.markets] };
    default:
      return { kind: result.kind };
  }
}

/** Each unit's outcome, those of a question that named several in the order it named them. */
const unitOutcomes = (result: LookupResult): UnitOutcome[] =>
  result.kind === 'several' ? result.results.flatMap(unitOutcomes) : [unitOutcome(result)];

/** The lookup's outcome as the recent lookups keep it. */
export const recentOutcome = (result: LookupResult): RecentOutcome =>
  result.kind === 'several' ? { kind: 'several', parts: unitOutcomes(result) } : unitOutcome(result);

/** The outcome, its kind, and the answered unit's brand and model (else those searched). */
export function lookupFacts(result: LookupResult): LookupFacts {
  const answered = result.kind === 'answer';
  const brand = answered ? result.unit.brandName : result.searched.brand;
  const model = answered
    ? (result.variants ?? [result.unit]).map((unit) => unit.designation).join(' / ')
    : result.searched.model;
  return {
    recent: recentOutcome(result),
    outcome: result.kind,
    ...(brand ? { brand } : {}),
    ...(model ? { model } : {}),
  };
}
