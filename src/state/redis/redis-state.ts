/**
 * The shared store for several instances: Redis at REDIS_URL, every key under REDIS_PREFIX. Redis
 * is the one copy of settings (one GET per request), so a save on any instance is seen by the next
 * read on every other. No offline queue: while Redis is away reads fall back, saves fail plainly.
 */
import { Redis } from 'ioredis';
import type { z } from 'zod';
import type { ExpiringCache } from '../../shared/expiring-cache.js';
import { parseJson } from '../../shared/parse-json.js';
import { StateStoreError } from '../../shared/store-error.js';
import { countFailures } from '../count-failures.js';
import {
  defaultEventTtlMs,
  defaultRecordDelayMs,
  logKeptFrom,
  memoryCache,
  memoryEventClaims,
  type StateOptions,
} from '../memory.js';
import { type RecordedWrite, recordedWrites } from '../recorded-writes.js';
import {
  type AnswerFeedback,
  answerFeedbackSchema,
  type LookupLogEntry,
  lookupLogEntrySchema,
  RECENT_LOOKUPS_PER_USER,
  recentLookupSchema,
  userSettingsSchema,
} from '../schema.js';
import type { AppState } from '../store.js';
import { finishUsageReport, type UsageReport, UsageTally } from '../usage-report.js';
import { redisOptions } from './connect.js';

/** Entries are stamped when written, a moment after their `at`: `since` reads this much earlier. */
const logSkewMs = 60_000;
const pageSize = 1000;
/** The longest a cached value read from or written to Redis is kept in this instance too. */
const localCacheMs = 60_000;

/** host:port of a Redis URL, never its password. */
export function redisLocation(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '6379'}`;
  } catch {
    return 'REDIS_URL (not a valid URL)';
  }
}

/** Connects first: an unreachable Redis is a StateStoreError naming host and port. */
export async function openRedisState(url: string, prefix: string, options: StateOptions): Promise<AppState> {
  const { logger } = options;
  const keptFrom = logKeptFrom(options);
  const eventTtlMs = options.eventTtlMs ?? defaultEventTtlMs;
  const where = redisLocation(url);
  const redis = new Redis(url, redisOptions);
  let wasReady = false;
  let lost = false;
  redis.on('error', (error) => logger.debug({ err: error, redis: where }, 'Redis connection error'));
  redis.on('close', () => {
    if (!wasReady || lost) return;
    lost = true;
    logger.warn(
      { redis: where },
      'Lost the connection to Redis: default settings, and events de-duplicated in this instance, until it returns',
    );
  });
  redis.on('ready', () => {
    wasReady = true;
    if (!lost) return;
    lost = false;
    logger.info({ redis: where }, 'Reconnected to Redis');
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    throw new StateStoreError(`Redis at ${where} (REDIS_URL) is unreachable: ${(error as Error).message}`);
  }

  const key = {
    settings: (userId: string) => `${prefix}settings:${userId}`,
    recent: (userId: string) => `${prefix}recent:${userId}`,
    log: `${prefix}lookups`,
    feedback: `${prefix}feedback`,
    event: (eventKey: string) => `${prefix}event:${eventKey}`,
    cache: (name: string, cacheKey: string) => `${prefix}cache:${name}:${cacheKey}`,
  };

  /**
   * What is recorded together (recorded-writes.ts), in one pipeline: log entries, recent lookups
   * (each user's pushed in one command, oldest first, then their list trimmed).
   */
  const writes = recordedWrites(
    async (batch: readonly RecordedWrite[]) => {
      const cutoff = String(keptFrom());
      const pipeline = redis.pipeline();
      const recent = new Map<string, string[]>();
      for (const write of batch) {
        if (write.kind === 'log') {
          pipeline.xadd(key.log, 'MINID', cutoff, '*', 'entry', JSON.stringify(write.entry));
          continue;
        }
        const lookup = JSON.stringify(write.lookup);
        const lookups = recent.get(write.userId);
        if (lookups) lookups.push(lookup);
        else recent.set(write.userId, [lookup]);
      }
      for (const [userId, lookups] of recent) {
        pipeline.lpush(key.recent(userId), ...lookups);
        pipeline.ltrim(key.recent(userId), 0, RECENT_LOOKUPS_PER_USER - 1);
      }
      const results = (await pipeline.exec()) ?? [];
      const failed = results.find(([error]) => error);
      if (failed) throw failed[0];
    },
    { logger, delayMs: options.recordDelayMs ?? defaultRecordDelayMs },
  );

  /** Visits the log's entries at or after `at`, a page at a time (never the whole stream at once). */
  const eachLogEntry = async (at: number, visit: (entry: LookupLogEntry) => void): Promise<void> => {
    let start = String(Math.max(0, at - logSkewMs));
    for (;;) {
      const page = await redis.xrange(key.log, start, '+', 'COUNT', pageSize);
      for (const [, fields] of page) {
        const entry = parseJson(lookupLogEntrySchema, fields[1] ?? null);
        if (entry && entry.at >= at) visit(entry);
      }
      const last = page.at(-1);
      if (!last || page.length < pageSize) break;
      start = `(${last[0]}`;
    }
  };
  const readLog = async (at: number): Promise<LookupLogEntry[]> => {
    const entries: LookupLogEntry[] = [];
    await eachLogEntry(at, (entry) => entries.push(entry));
    return entries.sort((a, b) => a.at - b.at);
  };
  const reportLog = async (at: number, limit?: number): Promise<UsageReport> => {
    const tally = new UsageTally();
    await eachLogEntry(at, (entry) => tally.add(entry));
    return finishUsageReport(at, tally.counts(), limit);
  };

  /** The feedback stream's presses at or after `at` (few: one per press, read whole). */
  const readFeedback = async (at: number): Promise<AnswerFeedback[]> => {
    const page = await redis.xrange(key.feedback, String(Math.max(0, at - logSkewMs)), '+');
    return page
      .flatMap(([, fields]) => parseJson(answerFeedbackSchema, fields[1] ?? null) ?? [])
      .filter((entry) => entry.at >= at)
      .sort((a, b) => a.at - b.at);
  };

  const ownClaims = memoryEventClaims(eventTtlMs);

  /** A cached value and how long it has left (ms), in one round trip; undefined when absent. */
  const readCached = async <V>(name: string, cacheKey: string, schema: z.ZodType<V>) => {
    const [[, text] = [], [, leftMs] = []] =
      (await redis.pipeline().get(key.cache(name, cacheKey)).pttl(key.cache(name, cacheKey)).exec()) ?? [];
    const value = parseJson(schema, typeof text === 'string' ? text : null);
    return value === undefined ? undefined : { value, leftMs: Number(leftMs) };
  };

  /**
   * Redis behind a copy in this instance's memory: a value read or written here is kept here
   * too, for what is left of its lifetime but at most `localCacheMs`, so a warm request asks
   * Redis nothing for it; another instance's newer value is seen within that time. An `exact`
   * cache keeps no copy.
   */
  const cache = <V>(
    name: string,
    schema: z.ZodType<V>,
    maxEntries: number,
    { exact = false }: { exact?: boolean } = {},
  ): ExpiringCache<V> => {
    const local = memoryCache<V & {}>(maxEntries, options.now);
    const keep = async (cacheKey: string, value: V, ttlMs: number) => {
      if (!exact && value !== undefined && value !== null && ttlMs > 0)
        await local.set(cacheKey, value, Math.min(ttlMs, localCacheMs));
    };
    return {
      get: async (cacheKey) => {
        const kept = await local.get(cacheKey);
        if (kept !== undefined) return kept;
        const read = await countFailures('cache.get', () => readCached(name, cacheKey, schema)).catch(
          () => undefined,
        );
        if (!read) return undefined;
        await keep(cacheKey, read.value, read.leftMs);
        return read.value;
      },
      set: async (cacheKey, value, ttlMs) => {
        await keep(cacheKey, value, ttlMs);
        await countFailures('cache.set', async () => {
          await redis.set(
            key.cache(name, cacheKey),
            JSON.stringify(value),
            'PX',
            Math.max(1, Math.round(ttlMs)),
          );
        }).catch(() => undefined);
      },
    };
  };

  return {
    settings: {
      get: (userId) =>
        countFailures(
          'settings.get',
          async () => parseJson(userSettingsSchema, await redis.get(key.settings(userId))) ?? {},
        ),
      save: (userId, saved) =>
        countFailures('settings.save', async () => {
          await redis.set(key.settings(userId), JSON.stringify(userSettingsSchema.parse(saved)));
        }),
    },
    recent: {
      list: (userId) =>
        countFailures('recent.list', async () => {
          await writes.flush();
          const texts = await redis.lrange(key.recent(userId), 0, RECENT_LOOKUPS_PER_USER - 1);
          return texts.flatMap((text) => parseJson(recentLookupSchema, text) ?? []);
        }),
      add: writes.addRecent,
    },
    lookupLog: {
      record: writes.record,
      since: async (at) => {
        await writes.flush();
        return countFailures('lookupLog.since', () => readLog(keptFrom(at)));
      },
      report: async (at, limit) => {
        await writes.flush();
        const from = keptFrom(at);
        return countFailures('lookupLog.report', () => reportLog(from, limit));
      },
    },
    events: {
      async claim(eventKey, ttlMs = eventTtlMs) {
        try {
          const set = await countFailures('events.claim', () =>
            redis.set(key.event(eventKey), '1', 'PX', ttlMs, 'NX'),
          );
          ownClaims.claimNow(eventKey, ttlMs);
          return set === 'OK' ? 'first' : 'duplicate';
        } catch {
          return ownClaims.claim(eventKey, ttlMs);
        }
      },
      async release(eventKey) {
        await ownClaims.release(eventKey);
        await countFailures('events.release', () => redis.del(key.event(eventKey)));
      },
    },
    feedback: {
      record: (entry) =>
        countFailures('feedback.record', async () => {
          const checked = answerFeedbackSchema.parse(entry);
          const cutoff = String(keptFrom());
          await redis.xadd(key.feedback, 'MINID', cutoff, '*', 'entry', JSON.stringify(checked));
        }),
      since: (at) => countFailures('feedback.since', () => readFeedback(keptFrom(at))),
    },
    cache,
    health: () => ({ kind: 'redis', ok: redis.status === 'ready' }),
    flush: writes.flush,
    async close() {
      await writes.flush();
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
