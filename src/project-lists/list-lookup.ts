/**
 * A list, answered: every line looked up, what each came to, the counts, the lines needing
 * attention and the CSV. Slack-free. A list taken up again after a cut-short run passes the
 * outcomes it has, so those lines are not looked up twice.
 */
import type { Language } from '../i18n/index.js';
import type { LookupResult } from '../lookup/result.js';
import { type ListAnswerLine, listCsv } from './csv.js';
import type { ListLine } from './lines.js';
import { type LineOutcome, type ListStatus, lineOutcome, listStatuses } from './outcome.js';
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

export interface ListAnswerOptions extends ListRunOptions {
  /** Outcomes an earlier run of this list settled, by line number: not looked up again. */
  settled?: ReadonlyMap<number, LineOutcome>;
  /** Called as each line not in `settled` settles. */
  onLine?(line: ListLine, outcome: LineOutcome, result: LookupResult): void;
}

export const needsAttention = (line: ListAnswerLine): boolean => line.outcome.status !== 'answered';

export async function answerList(
  lines: readonly ListLine[],
  language: Language,
  options: ListAnswerOptions,
): Promise<ListAnswer> {
  const { settled, onLine, onProgress } = options;
  const todo = settled ? lines.filter((line) => !settled.has(line.number)) : lines;
  const already = lines.length - todo.length;
  const outcomes = new Map<number, LineOutcome>();
  const results = await runList(todo, {
    ...options,
    onProgress: onProgress && ((done) => onProgress(already + done, lines.length)),
    onSettled: (indexes, result) => {
      const outcome = lineOutcome(result, language);
      for (const index of indexes) {
        const line = todo[index];
        if (!line) continue;
        outcomes.set(line.number, outcome);
        onLine?.(line, outcome, result);
      }
    },
  });
  const byNumber = new Map(todo.map((line, index) => [line.number, results[index]]));
  const answered: ListAnswerLine[] = lines.map((line) => {
    const result = byNumber.get(line.number);
    const outcome =
      outcomes.get(line.number) ?? (result ? lineOutcome(result, language) : settled?.get(line.number));
    if (!outcome) throw new Error('A list line has no result');
    return { line, outcome, ...(result ? { result } : {}) };
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
