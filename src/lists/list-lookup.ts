/**
 * A list, answered: every line looked up (run.ts), what each came to (outcome.ts), the
 * counts by status, the lines that need attention, and the CSV file (csv.ts). Slack-free:
 * the Slack listeners and tests call it with the lookup of the user's scope.
 */
import type { Language } from '../i18n/index.js';
import { type ListAnswerLine, listCsv } from './csv.js';
import type { ListLine } from './lines.js';
import { type ListStatus, lineOutcome, listStatuses } from './outcome.js';
import { type ListRunOptions, runList } from './run.js';

/** The longest list taken at once: 500 lines are answered within a minute on the sample catalogue. */
export const maxListLines = 500;

export interface ListAnswer {
  lines: ListAnswerLine[];
  counts: Record<ListStatus, number>;
  /** True when some answered line has more than one controller type (no type was named). */
  severalTypes: boolean;
  csv: Buffer;
}

export const needsAttention = (line: ListAnswerLine): boolean => line.outcome.status !== 'answered';

export async function answerList(
  lines: readonly ListLine[],
  language: Language,
  options: ListRunOptions,
): Promise<ListAnswer> {
  const results = await runList(lines, options);
  const answered: ListAnswerLine[] = lines.map((line, index) => {
    const result = results[index];
    if (!result) throw new Error('A list line has no result');
    return { line, outcome: lineOutcome(result, language), result };
  });
  const counts = Object.fromEntries(listStatuses.map((status) => [status, 0])) as Record<ListStatus, number>;
  for (const { outcome } of answered) counts[outcome.status] += 1;
  return {
    lines: answered,
    counts,
    severalTypes: answered.some(({ outcome }) => outcome.status === 'answered' && outcome.skus.length > 1),
    csv: listCsv(answered, language),
  };
}
