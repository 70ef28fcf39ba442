/**
 * A recent lookup as the Home tab lists it: what was asked and a one-line outcome, written from
 * the facts kept with it (state/schema.ts `recentOutcomeSchema`) in the language of whoever
 * reads it now, whichever language the lookup was made in. Plain text: escaped when shown.
 */
import { type Language, t } from '../../i18n/index.js';
import type { RecentLookup, RecentOutcome, UnitOutcome } from '../../state/schema.js';
import { listCounts } from './list.js';
import { listOf } from './redirects.js';
import { truncate } from './text.js';

const maxOutcomeLength = 200;

/** e.g. "Daikin FTXM25R → 3 SKUs", "Daikin FTXM25R → CFWIFDAI001R000 (Wi-Fi controller)", "not found". */
function unitOutcomeText(outcome: UnitOutcome, language: Language): string {
  switch (outcome.kind) {
    case 'answer': {
      // One row (a type asked for, or the user's default type): that SKU. Several: how many, so
      // that no one SKU reads as the answer.
      const answered =
        outcome.rows === 0
          ? t(language, 'recent.notFound')
          : outcome.rows === 1 && outcome.sku !== undefined
            ? `${outcome.sku} (${outcome.type ?? ''})`
            : t(language, 'recent.skus', { count: outcome.rows });
      return `${outcome.unit} → ${answered}`;
    }
    case 'choices':
      return t(language, 'recent.choices', { count: outcome.count });
    case 'not_found':
      return t(language, 'recent.notFound');
    case 'type_not_offered':
      return t(language, 'recent.typeNotOffered', { type: outcome.type });
    case 'which_model':
      return t(language, 'recent.whichModel', { brands: listOf(language, outcome.brands, 'disjunction') });
    case 'other_markets':
      return t(language, 'recent.otherMarkets', {
        markets: listOf(language, outcome.markets, 'conjunction'),
      });
    case 'still_learning':
      return t(language, 'recent.stillLearning');
    case 'catalogue_unavailable':
      return t(language, 'recent.unavailable');
  }
}

/** The outcome on one line, in `language`. */
export function recentOutcomeText(outcome: RecentOutcome, language: Language): string {
  const text =
    outcome.kind === 'several'
      ? outcome.parts.map((part) => unitOutcomeText(part, language)).join(' · ')
      : outcome.kind === 'list'
        ? listCounts(outcome.counts, language)
        : outcome.kind === 'photo'
          ? t(language, outcome.reason === 'no_model' ? 'recent.photoNoModel' : 'recent.photoUnread')
          : unitOutcomeText(outcome, language);
  return truncate(text, maxOutcomeLength);
}

/** What was asked and what it came to, in `language` (an entry an older version kept: as it was written). */
export function recentLines(lookup: RecentLookup, language: Language): { asked: string; outcome: string } {
  const { outcome } = lookup;
  if (!outcome) return { asked: lookup.query, outcome: lookup.result };
  return {
    asked: outcome.kind === 'list' ? t(language, 'list.title', { count: outcome.lines }) : lookup.query,
    outcome: recentOutcomeText(outcome, language),
  };
}
