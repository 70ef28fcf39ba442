/**
 * Writes queued within `delayMs` (0: within one turn of the event loop) go to the store in one
 * call (one SQLite commit, one Redis pipeline): a busy instance records many lookups a second,
 * and one commit or round trip per lookup cost it more than the lookup itself. Batches are
 * written one after another, in order. `add` gives back its batch's outcome, one promise shared
 * by everything in the batch (none made per item): it resolves once the batch is written and
 * rejects when that batch failed; nobody need wait for it (a rejection nobody waits for is not
 * left unhandled). `flush` writes what is queued now and resolves once everything added so far
 * was written (or failed). The timer never keeps the process alive: close flushes.
 */

interface Outcome {
  promise: Promise<void>;
  resolve(): void;
  reject(error: unknown): void;
}

function outcome(): Outcome {
  let settle: Pick<Outcome, 'resolve' | 'reject'> | undefined;
  const promise = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject };
  });
  // Those who wait see the failure; nobody waiting is not an unhandled rejection.
  promise.catch(() => undefined);
  return { promise, ...(settle as Pick<Outcome, 'resolve' | 'reject'>) };
}

export interface WriteBatch<T> {
  add(item: T): Promise<void>;
  flush(): Promise<void>;
}

export function writeBatch<T>(
  write: (items: readonly T[]) => void | Promise<void>,
  delayMs = 0,
): WriteBatch<T> {
  let queue: T[] = [];
  let queued: Outcome | undefined;
  let writing: Promise<void> = Promise.resolve();

  const settle = async (batch: readonly T[], done: Outcome) => {
    try {
      await write(batch);
      done.resolve();
    } catch (error) {
      done.reject(error);
    }
  };

  const flush = () => {
    const batch = queue;
    const done = queued;
    queue = [];
    queued = undefined;
    if (done) writing = writing.then(() => settle(batch, done));
    return writing;
  };

  return {
    add: (item) => {
      if (!queued) {
        queued = outcome();
        if (delayMs > 0) setTimeout(flush, delayMs).unref();
        else setImmediate(flush);
      }
      queue.push(item);
      return queued.promise;
    },
    flush,
  };
}

/**
 * Tells the failure of each batch once, however many of its items were added: hand it every
 * outcome `add` gave back (items of one batch share one), with what to do when it fails.
 */
export function oncePerBatch(): (outcome: Promise<void>, failed: (error: unknown) => void) => void {
  let watched: Promise<void> | undefined;
  return (outcome, failed) => {
    if (outcome === watched) return;
    watched = outcome;
    outcome.catch(failed);
  };
}
