/**
 * The one place recorded lookups are batched, for every store: callers return at once and what is
 * queued within `delayMs` goes out in one write, since a write per lookup would cost more than the
 * lookup. A failed batch is reported once here and goes no further. Our own: neither ioredis nor
 * better-sqlite3 batches writes over time.
 */
import type { Logger } from '../log/logger.js';
import { storeErrors } from '../metrics/registry.js';
import {
  type LookupLogEntry,
  lookupLogEntrySchema,
  type RecentLookup,
  recentLookupSchema,
} from './schema.js';

/** What a store writes in one batch: lookup log entries and recent lookups, in the order recorded. */
export type RecordedWrite =
  | { kind: 'log'; entry: LookupLogEntry }
  | { kind: 'recent'; userId: string; lookup: RecentLookup };

export interface RecordedWrites {
  /** A lookup log entry, checked and queued; never throws. */
  record(entry: LookupLogEntry): void;
  /**
   * A recent lookup, checked and queued. Resolves once its batch was written, or failed and was
   * reported (one promise shared by the whole batch); rejects only when the lookup is malformed
   * (a rejection nobody waits for is not unhandled).
   */
  addRecent(userId: string, lookup: RecentLookup): Promise<void>;
  /** Writes what is queued now; resolves once everything queued so far was written or failed. */
  flush(): Promise<void>;
}

interface Batch {
  writes: RecordedWrite[];
  /** Resolves once the batch was written, or failed and was reported. */
  done: Promise<void>;
  settle(): void;
  /** Writes the batch once its delay is over (cleared when it is flushed before). */
  timer?: NodeJS.Timeout;
}

/** A promise that rejects with `error`, already handled: it only fails those who wait for it. */
function failed(error: unknown): Promise<void> {
  const outcome = Promise.reject(error);
  outcome.catch(() => undefined);
  return outcome;
}

function newBatch(): Batch {
  let settle: Batch['settle'] = () => undefined;
  const done = new Promise<void>((resolve) => {
    settle = resolve;
  });
  return { writes: [], done, settle };
}

export function recordedWrites(
  write: (batch: readonly RecordedWrite[]) => void | Promise<void>,
  { logger, delayMs }: { logger: Logger; delayMs: number },
): RecordedWrites {
  let queued: Batch | undefined;
  let written: Promise<void> = Promise.resolve();

  const writeBatch = async ({ writes, settle }: Batch) => {
    try {
      await write(writes);
    } catch (error) {
      storeErrors.inc({ operation: 'lookups.record' });
      logger.warn({ err: error, writes: writes.length }, 'Could not write the recorded lookups');
    }
    settle();
  };

  const flush = (): Promise<void> => {
    const batch = queued;
    queued = undefined;
    if (batch) {
      clearTimeout(batch.timer);
      written = written.then(() => writeBatch(batch));
    }
    return written;
  };

  const queue = (item: RecordedWrite): Promise<void> => {
    if (!queued) {
      queued = newBatch();
      // Not unref'd: a process left with nothing else to do still writes what it recorded.
      queued.timer = setTimeout(flush, delayMs);
    }
    queued.writes.push(item);
    return queued.done;
  };

  return {
    record(entry) {
      const parsed = lookupLogEntrySchema.safeParse(entry);
      if (!parsed.success) {
        logger.warn({ issues: parsed.error.issues.length }, 'A lookup log entry was malformed; not kept');
        return;
      }
      void queue({ kind: 'log', entry: parsed.data });
    },
    addRecent(userId, lookup) {
      const parsed = recentLookupSchema.safeParse(lookup);
      if (!parsed.success) {
        logger.warn({ issues: parsed.error.issues.length }, 'A recent lookup was malformed; not kept');
        return failed(parsed.error);
      }
      return queue({ kind: 'recent', userId, lookup: parsed.data });
    },
    flush,
  };
}
