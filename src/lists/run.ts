/**
 * Looking up every line of a list with the same lookup a single question uses. Lines that
 * ask the same thing are looked up once. Lookups run a few at a time per list, and every
 * list of the app shares one gate (a p-limit limiter), so however many lists run, only so many
 * lookups of lists are in flight: single questions never queue behind a list, and the lists
 * share the catalogue cache with everyone. A line the engine could not settle yet (the
 * catalogue-wide index still loading, the catalogue not answering) is tried again after the
 * others, a few times with growing pauses; what stays unsettled is reported so, never as
 * "not found". When the catalogue fails `maxFailuresInARow` lookups in a row it is taken to be
 * down: the lines left are reported unavailable at once, not each waited for.
 */
import type { LimitFunction } from 'p-limit';
import type { LookupResult } from '../lookup/result.js';
import type { ListLine } from './lines.js';

export interface ListRunOptions {
  /** The single-question lookup, in the user's scope. Must not throw (the engine's never does). */
  lookup(query: string): Promise<LookupResult>;
  /** Shared by every list of the app: at most so many lookups of lists in flight, the others wait in order. */
  gate: LimitFunction;
  /** Called as lines complete, with the count of lines settled. */
  onProgress?(done: number, total: number): void;
  /** Called as a question settles (not while the catalogue leaves it unsettled), with its lines' indexes. */
  onSettled?(indexes: readonly number[], result: LookupResult): void;
  /** Pauses before each new try of unsettled lines. */
  retryPausesMs?: readonly number[];
}

export const defaultRetryPausesMs: readonly number[] = [500, 1000, 2000, 4000, 8000];
export const maxFailuresInARow = 8;

const unsettled = (result: LookupResult): boolean =>
  result.kind === 'still_learning' || result.kind === 'catalogue_unavailable';

const sameQuestion = (query: string): string => query.toLowerCase().replace(/\s+/g, ' ').trim();

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One result per line, in the lines' order. */
export async function runList(lines: readonly ListLine[], options: ListRunOptions): Promise<LookupResult[]> {
  const questions = new Map<string, number[]>();
  lines.forEach((line, index) => {
    const key = sameQuestion(line.query);
    questions.set(key, [...(questions.get(key) ?? []), index]);
  });
  const results = new Map<string, LookupResult>();
  let done = 0;
  let failuresInARow = 0;
  let down: Extract<LookupResult, { kind: 'catalogue_unavailable' }> | undefined;
  const lookup = async (query: string): Promise<LookupResult> => {
    if (down) return { ...down, searched: { text: query } };
    const result = await options.lookup(query);
    failuresInARow = result.kind === 'catalogue_unavailable' ? failuresInARow + 1 : 0;
    if (result.kind === 'catalogue_unavailable' && failuresInARow >= maxFailuresInARow) down = result;
    return result;
  };
  const lookupAll = (keys: readonly string[], count: boolean) =>
    Promise.all(
      keys.map((key) =>
        options.gate(async () => {
          const indexes = questions.get(key) ?? [];
          const query = lines[indexes[0] ?? 0]?.query ?? key;
          const result = await lookup(query);
          results.set(key, result);
          if (count && !unsettled(result)) {
            options.onSettled?.(indexes, result);
            done += indexes.length;
            options.onProgress?.(done, lines.length);
          }
        }),
      ),
    );

  await lookupAll([...questions.keys()], true);
  for (const pauseMs of options.retryPausesMs ?? defaultRetryPausesMs) {
    const again = [...results].filter(([, result]) => unsettled(result)).map(([key]) => key);
    if (again.length === 0 || down) break;
    await pause(pauseMs);
    await lookupAll(again, true);
  }
  return lines.map((line) => {
    const result = results.get(sameQuestion(line.query));
    if (!result) throw new Error('A list line was not looked up');
    return result;
  });
}
