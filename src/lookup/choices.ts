/**
 * Choices between units that more than one reading of a question found (a type word read as a
 * type and as part of the code, a rating plate read with OCR look-alikes): each unit once, by
 * its identity (`unitKey`), in the order given, at most `maxChoices` (confidence.ts), echoing
 * what the first reading searched. Pure; knows nothing of Slack.
 */
import { maxChoices, unitKey } from '../matching/confidence.js';
import type { ChoiceUnit, LookupResult } from './result.js';

type Choices = Extract<LookupResult, { kind: 'choices' }>;

export function choicesOf(
  first: Pick<LookupResult, 'scope' | 'searched'>,
  units: readonly ChoiceUnit[],
): Choices {
  const seen = new Set<string>();
  const candidates = units.filter((unit) => {
    const key = unitKey(unit.brandId, unit.modelId);
    return !seen.has(key) && Boolean(seen.add(key));
  });
  return {
    kind: 'choices',
    scope: first.scope,
    searched: first.searched,
    candidates: candidates.slice(0, maxChoices),
  };
}
