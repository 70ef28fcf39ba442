/**
 * The default store for one instance: SQLite in `DATA_DIR/controller-finder.db`, each write a few
 * indexed rows (same cost at 10 users or 100,000), committed writes surviving `kill -9` (WAL).
 * Caches and read settings stay in memory: one process owns the file, nothing to share.
 */

import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import type { Logger } from '../../log/logger.js';
import type { ExpiringCache } from '../../shared/expiring-cache.js';
import { parseJson } from '../../shared/parse-json.js';
import { countFailures } from '../count-failures.js';
import {
  defaultEventTtlMs,
  defaultRecordDelayMs,
  logKeptFrom,
  memoryCache,
  type StateOptions,
} from '../memory.js';
import { type RecordedWrite, recordedWrites } from '../recorded-writes.js';
import {
  answerFeedbackSchema,
  lookupLogEntrySchema,
  RECENT_LOOKUPS_PER_USER,
  recentLookupSchema,
  type UserSettings,
  userSettingsSchema,
} from '../schema.js';
import type { AppState } from '../store.js';
import { finishUsageReport } from '../usage-report.js';
import { openDatabase } from './database.js';
import { importLegacyState } from './import-json.js';
import { usageQueries } from './usage-queries.js';

/** Users whose settings are kept in memory once read (the database stays the record). */
const settingsKept = 10_000;
/** Expired log entries and event claims are deleted this often (and at start). */
const pruneEveryMs = 3_600_000;

/** A stored JSON value that no longer reads is reported and skipped: it never costs anyone else. */
function readJson<S extends z.ZodType>(
  text: string,
  schema: S,
  logger: Logger,
  what: string,
): z.output<S> | undefined {
  return parseJson(schema, text, (error) =>
    logger.warn({ err: error }, `A stored ${what} could not be read; ignored`),
  );
}

/** Throws a StateStoreError (naming the path) when DATA_DIR or the database cannot be used. */
export function openSqliteState(dataDir: string, options: StateOptions): AppState {
  const { logger } = options;
  const now = options.now ?? Date.now;
  const keptFrom = logKeptFrom(options);
  const eventTtlMs = options.eventTtlMs ?? defaultEventTtlMs;
  const { db, file } = openDatabase(dataDir);
  importLegacyState(db, dataDir, logger);

  const getSettings = db.prepare<[string], { settings: string }>(
    'SELECT settings FROM user_settings WHERE user_id = ?',
  );
  const putSettings = db.prepare(
    `INSERT INTO user_settings (user_id, settings) VALUES (?, ?)
     ON CONFLICT (user_id) DO UPDATE SET settings = excluded.settings`,
  );
  const listRecent = db.prepare<[string, number], { lookup: string }>(
    'SELECT lookup FROM recent_lookups WHERE user_id = ? ORDER BY id DESC LIMIT ?',
  );
  const addRecent = db.prepare('INSERT INTO recent_lookups (user_id, lookup) VALUES (?, ?)');
  const trimRecent = db.prepare(
    `DELETE FROM recent_lookups WHERE user_id = ? AND id <= (
       SELECT id FROM recent_lookups WHERE user_id = ? ORDER BY id DESC LIMIT 1 OFFSET ?)`,
  );
  const addLog = db.prepare('INSERT INTO lookup_log (at, entry) VALUES (?, ?)');
  const logSince = db.prepare<[number], { entry: string }>(
    'SELECT entry FROM lookup_log WHERE at >= ? ORDER BY at, id',
  );
  const claim = db.prepare(
    `INSERT INTO event_claims (event_key, expires_at) VALUES (?, ?)
     ON CONFLICT (event_key) DO UPDATE SET expires_at = excluded.expires_at
     WHERE event_claims.expires_at <= ?`,
  );
  const pruneLog = db.prepare('DELETE FROM lookup_log WHERE at < ?');
  const addFeedback = db.prepare('INSERT INTO answer_feedback (at, entry) VALUES (?, ?)');
  const feedbackSince = db.prepare<[number], { entry: string }>(
    'SELECT entry FROM answer_feedback WHERE at >= ? ORDER BY at, id',
  );
  const pruneFeedback = db.prepare('DELETE FROM answer_feedback WHERE at < ?');
  const usage = usageQueries(db);
  const pruneClaims = db.prepare('DELETE FROM event_claims WHERE expires_at <= ?');
  const release = db.prepare('DELETE FROM event_claims WHERE event_key = ?');

  /** What is recorded together (recorded-writes.ts), in one commit: log entries, recent lookups (each user's oldest trimmed). */
  const writes = recordedWrites(
    db.transaction((batch: readonly RecordedWrite[]) => {
      const trimmed = new Set<string>();
      for (const write of batch) {
        if (write.kind === 'log') {
          addLog.run(write.entry.at, JSON.stringify(write.entry));
          continue;
        }
        addRecent.run(write.userId, JSON.stringify(write.lookup));
        trimmed.add(write.userId);
      }
      for (const userId of trimmed) trimRecent.run(userId, userId, RECENT_LOOKUPS_PER_USER);
    }),
    { logger, delayMs: options.recordDelayMs ?? defaultRecordDelayMs },
  );
  const prune = () => {
    try {
      const cutoff = keptFrom();
      pruneLog.run(cutoff);
      pruneFeedback.run(cutoff);
      pruneClaims.run(now());
    } catch (error) {
      logger.warn({ err: error, file }, 'Could not delete old lookup log entries');
    }
  };
  prune();
  const pruning = setInterval(prune, pruneEveryMs);
  pruning.unref();

  // Every request reads its user's settings; this process is the file's only writer (SQLite
  // is the one-instance store), so what it read or saved last is what the file holds.
  const settingsRead = new LRUCache<string, UserSettings>({ max: settingsKept });
  let open = true;

  return {
    settings: {
      get: (userId) =>
        countFailures('settings.get', () => {
          const kept = settingsRead.get(userId);
          if (kept) return { ...kept };
          const row = getSettings.get(userId);
          const read = (row && readJson(row.settings, userSettingsSchema, logger, 'user setting')) ?? {};
          settingsRead.set(userId, read);
          return { ...read };
        }),
      save: (userId, settings) =>
        countFailures('settings.save', () => {
          const checked = userSettingsSchema.parse(settings);
          putSettings.run(userId, JSON.stringify(checked));
          settingsRead.set(userId, checked);
        }),
    },
    recent: {
      list: (userId) =>
        countFailures('recent.list', async () => {
          await writes.flush();
          return listRecent
            .all(userId, RECENT_LOOKUPS_PER_USER)
            .flatMap((row) => readJson(row.lookup, recentLookupSchema, logger, 'recent lookup') ?? []);
        }),
      add: writes.addRecent,
    },
    lookupLog: {
      record: writes.record,
      since: async (at) => {
        await writes.flush();
        return countFailures('lookupLog.since', () =>
          logSince
            .all(keptFrom(at))
            .flatMap((row) => readJson(row.entry, lookupLogEntrySchema, logger, 'lookup log entry') ?? []),
        );
      },
      report: async (at, limit) => {
        await writes.flush();
        const from = keptFrom(at);
        return countFailures('lookupLog.report', () => finishUsageReport(from, usage(from), limit));
      },
    },
    events: {
      claim: (eventKey, ttlMs = eventTtlMs) =>
        countFailures('events.claim', () => {
          const at = now();
          return claim.run(eventKey, at + ttlMs, at).changes === 1 ? 'first' : 'duplicate';
        }),
      release: (eventKey) =>
        countFailures('events.release', () => {
          release.run(eventKey);
        }),
    },
    feedback: {
      record: (entry) =>
        countFailures('feedback.record', () => {
          const checked = answerFeedbackSchema.parse(entry);
          addFeedback.run(checked.at, JSON.stringify(checked));
        }),
      since: (at) =>
        countFailures('feedback.since', () =>
          feedbackSince
            .all(keptFrom(at))
            .flatMap((row) => readJson(row.entry, answerFeedbackSchema, logger, 'answer feedback') ?? []),
        ),
    },
    cache: <V>(_name: string, _schema: unknown, maxEntries: number) =>
      memoryCache<V & {}>(maxEntries) as ExpiringCache<V>,
    health: () => ({ kind: 'sqlite', ok: open }),
    flush: writes.flush,
    database: db,
    async close() {
      if (!open) return;
      clearInterval(pruning);
      await writes.flush();
      open = false;
      db.close();
    },
  };
}
