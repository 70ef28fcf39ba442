/**
 * Writes queued within `delayMs` (0: within one turn of the event loop) go to the store in one
 * call (one SQLite commit, one Redis pipeline): a busy instance records many lookups a second,
 * and one commit or round trip per lookup cost it more than the lookup itself. Batches are
 * written one after another, in order. `add` resolves once its batch is written and rejects
 * when that batch failed; `flush` writes what is queued now and resolves once everything added
 * so far was written (or failed). The timer never keeps the process alive: close flushes.
 */

interface Pending<T> {
  item: T;
  resolve(): void;
  reject(error: unknown): void;
}

export interface WriteBatch<T> {
  add(item: T): Promise<void>;
  flush(): Promise<void>;
}

export function writeBatch<T>(
  write: (items: readonly T[]) => void | Promise<void>,
  delayMs = 0,
): WriteBatch<T> {
  let queue: Pending<T>[] = [];
  let writing: Promise<void> = Promise.resolve();

  const settle = async (batch: readonly Pending<T>[]) => {
    try {
      await write(batch.map((pending) => pending.item));
    } catch (error) {
      for (const pending of batch) pending.reject(error);
      return;
    }
    for (const pending of batch) pending.resolve();
  };

  const flush = () => {
    const batch = queue;
    queue = [];
    if (batch.length > 0) writing = writing.then(() => settle(batch));
    return writing;
  };

  return {
    add: (item) =>
      new Promise<void>((resolve, reject) => {
        if (queue.length === 0) {
          if (delayMs > 0) setTimeout(flush, delayMs).unref();
          else setImmediate(flush);
        }
        queue.push({ item, resolve, reject });
      }),
    flush,
  };
}
