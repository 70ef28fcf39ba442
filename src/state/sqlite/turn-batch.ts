/**
 * Writes queued in one turn of the event loop go to the database in one call (one commit):
 * a busy instance records many lookups at once, and one commit per lookup cost more than the
 * lookup itself. `add` resolves once its batch is written and rejects when the batch failed;
 * `flush` writes what is queued now, so that a read right after an add sees it.
 */

interface Pending<T> {
  item: T;
  resolve(): void;
  reject(error: unknown): void;
}

export interface TurnBatch<T> {
  add(item: T): Promise<void>;
  /** Writes the queue at once (synchronously); each add's promise settles as its batch did. */
  flush(): void;
}

export function turnBatch<T>(write: (items: readonly T[]) => void): TurnBatch<T> {
  let queue: Pending<T>[] = [];

  const flush = () => {
    const batch = queue;
    queue = [];
    if (batch.length === 0) return;
    try {
      write(batch.map((pending) => pending.item));
    } catch (error) {
      for (const pending of batch) pending.reject(error);
      return;
    }
    for (const pending of batch) pending.resolve();
  };

  return {
    add: (item) =>
      new Promise<void>((resolve, reject) => {
        if (queue.length === 0) setImmediate(flush);
        queue.push({ item, resolve, reject });
      }),
    flush,
  };
}
