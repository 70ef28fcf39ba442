/** The outcome of work raced against a deadline; never rejects. */
export type Deadlined<T> =
  | { kind: 'done'; value: T }
  | { kind: 'failed'; error: unknown }
  | { kind: 'timeout' };

/**
 * Runs `work` and settles with its value, its error, or `timeout` after `ms`, whichever comes
 * first. Work that loses the race keeps running (it fills the cache for the next request) and its
 * late failure is swallowed here, never left unhandled.
 */
export async function withDeadline<T>(work: () => Promise<T>, ms: number): Promise<Deadlined<T>> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Deadlined<T>>((resolve) => {
    timer = setTimeout(() => resolve({ kind: 'timeout' }), ms);
  });
  const running = Promise.resolve()
    .then(work)
    .then(
      (value): Deadlined<T> => ({ kind: 'done', value }),
      (error: unknown): Deadlined<T> => ({ kind: 'failed', error }),
    );
  try {
    return await Promise.race([running, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
