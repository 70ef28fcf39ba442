/**
 * What one line of a list came to, by the same rules as a single question: SKUs, candidates with no
 * SKU, "not found", "not sold in this market", or `check` for a closest match (shown, never counted
 * as clean). A catalogue that did not answer is said so, never turned into "not found". Pure; the
 * words come from i18n.
 */
import { z } from 'zod';
import { type Language, labelled, t } from '../i18n/index.js';
import { type LookupResult, unitName } from '../lookup/result.js';

export const listStatuses = ['answered', 'check', 'choose', 'not_found', 'not_sold', 'unavailable'] as const;
export type ListStatus = (typeof listStatuses)[number];

export interface ListSku {
  typeName: string;
  sku: string;
}

export interface LineOutcome {
  status: ListStatus;
  brand?: string;
  /** As the catalogue writes it. */
  model?: string;
  skus: ListSku[];
  /** "Brand Designation" of each plausible unit, best first. */
  candidates: string[];
  warnings: string[];
}

/** An outcome as kept (a list job's checkpoint, a watched list). */
export const lineOutcomeSchema = z.object({
  status: z.enum(listStatuses),
  brand: z.string().optional(),
  model: z.string().optional(),
  skus: z.array(z.object({ typeName: z.string(), sku: z.string() })),
  candidates: z.array(z.string()),
  warnings: z.array(z.string()),
}) satisfies z.ZodType<LineOutcome>;

export function lineOutcome(result: LookupResult, language: Language): LineOutcome {
  const base = { skus: [], candidates: [], warnings: [] };
  switch (result.kind) {
    case 'answer': {
      const several = result.rows.length > 1;
      const warnings = [
        ...(result.matchedBy === 'fuzzy' ? [t(language, 'list.warn.closest')] : []),
        ...result.warnings,
        ...result.rows.flatMap((row) =>
          row.warnings.map((w) => (several ? labelled(language, row.typeName, w) : w)),
        ),
        ...(result.rows.length === 0 ? [t(language, 'answer.noRows')] : []),
        ...(result.stale ? [t(language, 'context.stale')] : []),
      ];
      const status = result.matchedBy === 'fuzzy' ? 'check' : 'answered';
      return {
        status: result.rows.length > 0 ? status : 'not_sold',
        brand: result.unit.brandName,
        model: (result.variants ?? [result.unit]).map((unit) => unit.designation).join(' / '),
        skus: result.rows.map((row) => ({ typeName: row.typeName, sku: row.sku })),
        candidates: [],
        warnings: [...new Set(warnings)],
      };
    }
    case 'choices':
      return { ...base, status: 'choose', candidates: result.candidates.map(unitName) };
    case 'not_found': {
      const notSold = result.reason === 'no_compatible_type';
      const nearest = result.suggestions.map(unitName);
      return {
        ...base,
        status: notSold ? 'not_sold' : 'not_found',
        ...(result.searched.brand ? { brand: result.searched.brand } : {}),
        warnings: [
          ...(notSold ? [t(language, 'answer.noRows')] : []),
          ...(nearest.length > 0 ? [t(language, 'list.warn.nearest', { units: nearest.join(', ') })] : []),
        ],
      };
    }
    case 'type_not_offered':
      return {
        ...base,
        status: 'not_sold',
        warnings: [
          t(language, 'list.warn.typeNotOffered', {
            type: result.requestedTypeName || result.requestedType,
            market: result.scope.market,
          }),
        ],
      };
    case 'which_model': {
      const brands = result.brands.map((b) => b.name).join(' / ');
      return {
        ...base,
        status: 'not_found',
        ...(brands ? { brand: brands } : {}),
        warnings: [t(language, 'recent.whichModel', { brands })],
      };
    }
    case 'other_markets':
      return {
        ...base,
        status: 'not_sold',
        brand: result.unit.brandName,
        model: result.unit.designation,
        warnings: [t(language, 'recent.otherMarkets', { markets: result.markets.join(', ') })],
      };
    case 'still_learning':
    case 'catalogue_unavailable':
      return { ...base, status: 'unavailable', warnings: [t(language, 'list.warn.unavailable')] };
    case 'several':
      return {
        ...base,
        status: 'choose',
        candidates: result.results.flatMap((part) => (part.kind === 'answer' ? [unitName(part.unit)] : [])),
      };
  }
}
