/**
 * Every line of a list looked up with the single-question lookup, lines asking the same thing once.
 * All lists share one gate (p-limit), so single questions never queue behind a list; an unsettled
 * line is retried (p-retry) and reported so, never as "not found", and a catalogue failing
 * `maxFailuresInARow` in a row is taken to be down.
 */
import type { LimitFunction } from 'p-limit';
import pRetry from 'p-retry';
import type { LookupResult } from '../lookup/result.js';
import type { ListLine } from './lines.js';

/** How an unsettled line is tried again: p-retry's `retries`, first pause and growth. */
export interface ListRetries {
  retries: number;
  minTimeoutMs: number;
  factor: number;
}

export interface ListRunOptions {
  /** The single-question lookup, in the user's scope. Must not throw (the engine's never does). */
  lookup(query: string): Promise<LookupResult>;
  /** Shared by every list of the app: at most so many lookups of lists in flight, the others wait in order. */
  gate: LimitFunction;
  /** Called as lines complete, with the count of lines settled. */
  onProgress?(done: number, total: number): void;
  /** Called as a question settles (not while the catalogue leaves it unsettled), with its lines' indexes. */
  onSettled?(indexes: readonly number[], result: LookupResult): void;
  /** How unsettled lines are tried again; `defaultListRetries` when unset. */
  retries?: ListRetries;
}

/** Five more tries, after 0.5, 1, 2, 4 and 8 s. */
export const defaultListRetries: ListRetries = { retries: 5, minTimeoutMs: 500, factor: 2 };
export const maxFailuresInARow = 8;

const unsettled = (result: LookupResult): boolean =>
  result.kind === 'still_learning' || result.kind === 'catalogue_unavailable';

const sameQuestion = (query: string): string => query.toLowerCase().replace(/\s+/g, ' ').trim();

/** A try that left its line unsettled: p-retry tries again. */
class Unsettled extends Error {
  constructor(readonly result: LookupResult) {
    super(`The lookup is unsettled (${result.kind})`);
    this.name = 'Unsettled';
  }
}

/** One result per line, in the lines' order. */
export async function runList(lines: readonly ListLine[], options: ListRunOptions): Promise<LookupResult[]> {
  const questions = new Map<string, number[]>();
  lines.forEach((line, index) => {
    const key = sameQuestion(line.query);
    questions.set(key, [...(questions.get(key) ?? []), index]);
  });
  const retries = options.retries ?? defaultListRetries;
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
  /** The question's result: settled, or as unsettled as its last try left it. */
  const settle = (query: string): Promise<LookupResult> =>
    pRetry(
      async () => {
        const result = await options.gate(() => lookup(query));
        if (unsettled(result) && !down) throw new Unsettled(result);
        return result;
      },
      {
        retries: retries.retries,
        minTimeout: retries.minTimeoutMs,
        factor: retries.factor,
        randomize: false,
      },
    ).catch((error: unknown) => {
      if (error instanceof Unsettled) return error.result;
      throw error;
    });

  const results = new Map(
    await Promise.all(
      [...questions].map(async ([key, indexes]): Promise<[string, LookupResult]> => {
        const result = await settle(lines[indexes[0] ?? 0]?.query ?? key);
        if (!unsettled(result)) {
          options.onSettled?.(indexes, result);
          done += indexes.length;
          options.onProgress?.(done, lines.length);
        }
        return [key, result];
      }),
    ),
  );
  return lines.map((line) => {
    const result = results.get(sameQuestion(line.query));
    if (!result) throw new Error('A list line was not looked up');
    return result;
  });
}
