/**
 * A lookup as the recent-lookups list shows it (what was asked and a one-line outcome), and
 * what the lookup log keeps of it (outcome kind, brand and model). An answer covering variants
 * is named by all of them; a question that named several units gives each unit's outcome.
 */
import { z } from 'zod';
import { type Language, t } from '../../i18n/index.js';
import { answeredName, type LookupResult } from '../../lookup/result.js';
import { listOf } from '../blocks/redirects.js';
import { truncate } from '../blocks/text.js';

/** What a lookup came to, for the recent lookups, the lookup log and the metrics. */
export const lookupFactsSchema = z.object({
  /** One-line outcome shown in the recent lookups. */
  summary: z.string(),
  /** The LookupResult kind. */
  outcome: z.string(),
  brand: z.string().optional(),
  model: z.string().optional(),
});
export type LookupFacts = z.infer<typeof lookupFactsSchema>;

/** Recent lookups keep this much of the question. */
const maxRecentQueryLength = 150;
const maxSummaryLength = 200;

/** The question as typed, on one line and cut short (plain text: escaped when shown). */
export const recentQuery = (text: string): string =>
  truncate(text.replace(/\s+/g, ' ').trim(), maxRecentQueryLength);

/** e.g. "Daikin FTXM25R → 3 SKUs", "Daikin FTXM25R → CFWIFDAI001R000 (Wi-Fi controller)", "not found". */
export function lookupSummary(result: LookupResult, language: Language): string {
  switch (result.kind) {
    case 'answer': {
      const [first] = result.rows;
      const unit = answeredName(result);
      if (!first) return truncate(`${unit} → ${t(language, 'recent.notFound')}`, maxSummaryLength);
      // One row (a type asked for, or the user's default type): that SKU. Several: how many, so
      // that no one SKU reads as the answer.
      const outcome =
        result.rows.length === 1
          ? `${first.sku} (${first.typeName})`
          : t(language, 'recent.skus', { count: result.rows.length });
      return truncate(`${unit} → ${outcome}`, maxSummaryLength);
    }
    case 'choices':
      return t(language, 'recent.choices', { count: result.candidates.length });
    case 'not_found':
      return t(language, 'recent.notFound');
    case 'type_not_offered':
      return truncate(
        t(language, 'recent.typeNotOffered', { type: result.requestedTypeName }),
        maxSummaryLength,
      );
    case 'which_model':
      return truncate(
        t(language, 'recent.whichModel', {
          brands: listOf(
            language,
            result.brands.map((brand) => brand.name),
            'disjunction',
          ),
        }),
        maxSummaryLength,
      );
    case 'other_markets':
      return truncate(
        t(language, 'recent.otherMarkets', { markets: listOf(language, result.markets, 'conjunction') }),
        maxSummaryLength,
      );
    case 'still_learning':
      return t(language, 'recent.stillLearning');
    case 'catalogue_unavailable':
      return t(language, 'recent.unavailable');
    case 'several':
      return truncate(
        result.results.map((part) => lookupSummary(part, language)).join(' · '),
        maxSummaryLength,
      );
  }
}

/** The summary, the outcome kind, and the answered unit's brand and model (else those searched). */
export function lookupFacts(result: LookupResult, language: Language): LookupFacts {
  const answered = result.kind === 'answer';
  const brand = answered ? result.unit.brandName : result.searched.brand;
  const model = answered
    ? (result.variants ?? [result.unit]).map((unit) => unit.designation).join(' / ')
    : result.searched.model;
  return {
    summary: lookupSummary(result, language),
    outcome: result.kind,
    ...(brand ? { brand } : {}),
    ...(model ? { model } : {}),
  };
}
