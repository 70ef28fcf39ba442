/**
 * The Workflow Builder step's outputs for a lookup's result. Status, SKUs, candidates and warnings
 * come from the one mapping a list's line uses (project-lists/outcome.ts), so a step and a list
 * never disagree. Pure; plain text, echoing nothing the user typed but a market code
 * (docs/workflow-step.md).
 */
import { z } from 'zod';
import { type Language, labelled, t } from '../../i18n/index.js';
import type { LookupResult } from '../../lookup/result.js';
import { type LineOutcome, type ListSku, lineOutcome, listStatuses } from '../../project-lists/outcome.js';

export const skuOutputsSchema = z.object({
  status: z.enum(listStatuses),
  skus: z.string(),
  unit: z.string(),
  controller_types: z.string(),
  summary: z.string(),
});
export type SkuOutputs = z.infer<typeof skuOutputsSchema>;
export type SkuStatus = SkuOutputs['status'];

const listed = (items: readonly string[]): string => items.join(', ');

/** A note without its closing full stop, to be punctuated where it goes. */
const bare = (note: string): string => note.trim().replace(/\.+$/, '');

/** An answer's warnings in one sentence, after the language's word for them; '' when there are none. */
function warningsSentence(warnings: readonly string[], language: Language): string {
  if (warnings.length === 0) return '';
  return ` ${labelled(language, t(language, 'workflow.summary.warnings'), warnings.map(bare).join('; '))}.`;
}

/** Why there is no SKU (the nearest units, the markets that sell it…), one sentence each; '' when none. */
const notesSentences = (notes: readonly string[]): string =>
  notes
    .map(bare)
    .map((note) => ` ${note.charAt(0).toLocaleUpperCase()}${note.slice(1)}.`)
    .join('');

function summaryOf(
  outcome: LineOutcome,
  facts: { unit: string; skus: readonly ListSku[]; market: string },
  language: Language,
): string {
  const { unit, market } = facts;
  const notes = notesSentences(outcome.warnings);
  switch (outcome.status) {
    case 'answered':
    case 'check': {
      const skus = listed(facts.skus.map((row) => `${row.sku} (${row.typeName})`));
      const warnings = warningsSentence(outcome.warnings, language);
      return `${labelled(language, t(language, 'answer.controllers', { unit }), skus)}.${warnings}`;
    }
    case 'choose':
      return t(language, 'workflow.summary.choose', { units: listed(outcome.candidates) });
    case 'not_found':
      return `${t(language, 'workflow.summary.notFound')}${notes}`;
    case 'not_sold':
      return unit
        ? `${t(language, 'workflow.summary.notSoldUnit', { unit, market })}${notes}`
        : `${t(language, 'workflow.summary.notSold', { market })}${notes}`;
    case 'unavailable':
      return t(language, 'workflow.summary.unavailable');
  }
}

/** The step's outputs for what the engine answered, in `language`. */
export function skuOutputs(result: LookupResult, language: Language): SkuOutputs {
  const outcome = lineOutcome(result, language);
  const unit = outcome.brand && outcome.model ? `${outcome.brand} ${outcome.model}` : '';
  const sold = outcome.status === 'answered' || outcome.status === 'check' ? outcome.skus : [];
  return {
    status: outcome.status,
    skus: listed(sold.map((row) => row.sku)),
    unit,
    controller_types: listed(sold.map((row) => row.typeName)),
    summary: summaryOf(outcome, { unit, skus: sold, market: result.scope.market }, language),
  };
}

/** Outputs with no SKU and no unit: a step that could not be looked up as asked. */
export const withoutSku = (
  status: Exclude<SkuStatus, 'answered' | 'check'>,
  summary: string,
): SkuOutputs => ({
  status,
  skus: '',
  unit: '',
  controller_types: '',
  summary,
});
