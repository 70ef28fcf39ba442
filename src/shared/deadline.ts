/**
 * The one way to wait with a time limit. `settleWithin` races work against a timer and never
 * rejects; `settleWithinAfterAbort` gives work asked to stop (its signal aborted) that long; `Deadline` is a point in time taken once (e.g. on a request's arrival) so that every
 * wait on the path is bounded by what remains of it. Where an API takes a signal, use
 * `deadline.signal()` (or `AbortSignal.timeout()` directly) instead of a race.
 */

/** The outcome of work given a time limit; never rejects. */
type Settled<T> = { kind: 'done'; value: T } | { kind: 'failed'; error: unknown } | { kind: 'timeout' };

/**
 * Settles with the work's value, its error, or `timeout` after `ms`, whichever comes first.
 * Work that loses the race keeps running (it may fill a cache for the next request); its late
 * failure is swallowed here, never left unhandled. The timer never keeps the process alive.
 */
export function settleWithin<T>(work: Promise<T> | (() => Promise<T>), ms: number): Promise<Settled<T>> {
  // One promise and one timer per wait: this runs several times on every request.
  return new Promise<Settled<T>>((resolve) => {
    const timer = setTimeout(() => resolve({ kind: 'timeout' }), Math.max(0, ms));
    timer.unref();
    (typeof work === 'function' ? Promise.resolve().then(work) : work).then(
      (value) => {
        clearTimeout(timer);
        resolve({ kind: 'done', value });
      },
      (error: unknown) => {
        clearTimeout(timer);
        resolve({ kind: 'failed', error });
      },
    );
  });
}

/**
 * Settles with the work's value or error; or `timeout` once `graceMs` have passed since `signal`
 * aborted (never before it aborts): a run asked to stop is given that long to finish.
 */
export function settleWithinAfterAbort<T>(
  work: Promise<T>,
  signal: AbortSignal,
  graceMs: number,
): Promise<Settled<T>> {
  return new Promise<Settled<T>>((resolve) => {
    let timer: NodeJS.Timeout | undefined;
    const giveUp = () => {
      timer = setTimeout(() => resolve({ kind: 'timeout' }), Math.max(0, graceMs));
      timer.unref();
    };
    if (signal.aborted) giveUp();
    else signal.addEventListener('abort', giveUp, { once: true });
    const end = (settled: Settled<T>) => {
      clearTimeout(timer);
      signal.removeEventListener('abort', giveUp);
      resolve(settled);
    };
    work.then(
      (value) => end({ kind: 'done', value }),
      (error: unknown) => end({ kind: 'failed', error }),
    );
  });
}

/** The value when the work settled in time with one, else undefined. */
export function settledValue<T>(settled: Settled<T>): T | undefined {
  return settled.kind === 'done' ? settled.value : undefined;
}

export class Deadline {
  private readonly end: number;

  constructor(
    budgetMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.end = now() + budgetMs;
  }

  /** Milliseconds left, never negative. */
  remaining(): number {
    return Math.max(0, this.end - this.now());
  }

  /** A deadline inside this one: `ms` from now, or this one's end when that comes first. */
  within(ms: number): Deadline {
    return new Deadline(Math.min(ms, this.remaining()), this.now);
  }

  /** The work's outcome if it settles before the deadline (and within `capMs`), else `timeout`. */
  settle<T>(work: Promise<T> | (() => Promise<T>), capMs = Number.POSITIVE_INFINITY): Promise<Settled<T>> {
    return settleWithin(work, Math.min(capMs, this.remaining()));
  }

  /** An AbortSignal that aborts when the deadline passes, for APIs that take one. */
  signal(): AbortSignal {
    return AbortSignal.timeout(Math.max(1, Math.ceil(this.remaining())));
  }
}
