/**
 * The write side every lookup log shares: `record()` checks the entry, queues it and returns;
 * what is queued is written in one batch a moment later (write-batch.ts), so a reply never
 * waits for the store and a failing store only costs a warning and a counted store error (one
 * of each per failed batch). In SQLite and Redis the batch also carries the recent lookups
 * (`RecordedWrite`).
 */
import type { Logger } from '../log/logger.js';
import { storeErrors } from '../metrics/registry.js';
import {
  type LookupLogEntry,
  lookupLogEntrySchema,
  type RecentLookup,
  recentLookupSchema,
} from './schema.js';
import { oncePerBatch, type WriteBatch } from './write-batch.js';

interface LogWriter {
  record(entry: LookupLogEntry): void;
  /** Resolves once everything recorded so far was written (or failed). */
  flush(): Promise<void>;
}

export function createLogWriter(batch: WriteBatch<LookupLogEntry>, logger: Logger): LogWriter {
  const report = oncePerBatch();
  return {
    record(entry) {
      try {
        const parsed = lookupLogEntrySchema.safeParse(entry);
        if (!parsed.success) {
          logger.warn({ issues: parsed.error.issues.length }, 'A lookup log entry was malformed; not kept');
          return;
        }
        report(batch.add(parsed.data), (error) => {
          storeErrors.inc({ operation: 'lookupLog.record' });
          logger.warn({ err: error }, 'Could not write to the lookup log');
        });
      } catch (error) {
        logger.warn({ err: error }, 'Could not queue a lookup log entry');
      }
    },
    flush: () => batch.flush(),
  };
}

/** What a durable store records in one batch: lookup log entries and recent lookups (JSON). */
export type RecordedWrite =
  | { kind: 'log'; entry: LookupLogEntry }
  | { kind: 'recent'; userId: string; lookup: string };

/** The lookup log of a store whose log entries share one batch with its recent lookups. */
export const sharedBatchLogWriter = (writes: WriteBatch<RecordedWrite>, logger: Logger): LogWriter =>
  createLogWriter({ add: (entry) => writes.add({ kind: 'log', entry }), flush: writes.flush }, logger);

/**
 * `recent.add` of a store whose recent lookups share the log's batch: checked, queued, and the
 * batch's outcome given back; a failed check, and a failed batch once, counted as store errors.
 */
export function queueRecentLookup(
  writes: WriteBatch<RecordedWrite>,
): (userId: string, lookup: RecentLookup) => Promise<void> {
  const failed = () => storeErrors.inc({ operation: 'recent.add' });
  const report = oncePerBatch();
  return (userId, lookup) => {
    try {
      const written = writes.add({
        kind: 'recent',
        userId,
        lookup: JSON.stringify(recentLookupSchema.parse(lookup)),
      });
      report(written, failed);
      return written;
    } catch (error) {
      failed();
      return Promise.reject(error);
    }
  };
}
