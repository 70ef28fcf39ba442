/**
 * The write side every lookup log shares: `record()` checks the entry, queues it and returns;
 * the queue is written in one batch on the next turn of the event loop, so a reply never waits
 * for the store and a failing store only costs a warning and a counted store error.
 */
import type { Logger } from '../log/logger.js';
import { storeErrors } from '../metrics/registry.js';
import { type LookupLogEntry, lookupLogEntrySchema } from './schema.js';

interface LogWriter {
  record(entry: LookupLogEntry): void;
  /** Resolves once everything recorded so far was written (or failed). */
  flush(): Promise<void>;
}

export function createLogWriter(
  append: (entries: LookupLogEntry[]) => Promise<void> | void,
  logger: Logger,
): LogWriter {
  let queue: LookupLogEntry[] = [];
  let writing: Promise<void> = Promise.resolve();
  let scheduled = false;

  const write = async (batch: LookupLogEntry[]) => {
    try {
      await append(batch);
    } catch (error) {
      storeErrors.inc({ operation: 'lookupLog.record' });
      logger.warn({ err: error, entries: batch.length }, 'Could not write to the lookup log');
    }
  };

  const drain = () => {
    scheduled = false;
    const batch = queue;
    queue = [];
    if (batch.length > 0) writing = writing.then(() => write(batch));
  };

  return {
    record(entry) {
      try {
        const parsed = lookupLogEntrySchema.safeParse(entry);
        if (!parsed.success) {
          logger.warn({ issues: parsed.error.issues.length }, 'A lookup log entry was malformed; not kept');
          return;
        }
        queue.push(parsed.data);
        if (!scheduled) {
          scheduled = true;
          setImmediate(drain);
        }
      } catch (error) {
        logger.warn({ err: error }, 'Could not queue a lookup log entry');
      }
    },
    async flush() {
      drain();
      await writing;
    },
  };
}
