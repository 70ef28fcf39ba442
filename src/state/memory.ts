/**
 * Everything kept in this process's memory (lru-cache for the bounded parts): lost on restart.
 * For tests, benchmarks and a throw-away run; also the fallback the Redis store's event claims
 * use while Redis is unreachable.
 */
import { LRUCache } from 'lru-cache';
import type { Logger } from '../log/logger.js';
import type { ExpiringCache } from '../shared/expiring-cache.js';
import { recordedWrites } from './recorded-writes.js';
import {
  type AnswerFeedback,
  answerFeedbackSchema,
  type LookupLogEntry,
  RECENT_LOOKUPS_PER_USER,
  type RecentLookup,
  type UserSettings,
} from './schema.js';
import type { AppState, EventClaims } from './store.js';
import { finishUsageReport, UsageTally } from './usage-report.js';

export interface StateOptions {
  logger: Logger;
  /** Lookup log entries older than this many days are deleted. */
  lookupLogDays: number;
  /** How long an event key is remembered as answered. */
  eventTtlMs?: number;
  /**
   * Lookups recorded within this many ms are written together (recorded-writes.ts; SQLite and
   * Redis: default `defaultRecordDelayMs`, memory: 0, it saves nothing by waiting). A crash loses
   * at most that much of the lookup log and recent lookups, never a settings save.
   */
  recordDelayMs?: number;
  now?: () => number;
}

export const defaultEventTtlMs = 15 * 60_000;
export const defaultRecordDelayMs = 50;
const dayMs = 86_400_000;

/**
 * Where the lookup log and the feedback presses start, kept `lookupLogDays`: `keptFrom()` is the
 * oldest time kept now, `keptFrom(at)` where a read from `at` starts (the later of the two).
 */
export const logKeptFrom =
  (options: Pick<StateOptions, 'lookupLogDays' | 'now'>) =>
  (at = Number.NEGATIVE_INFINITY): number =>
    Math.max(at, (options.now ?? Date.now)() - options.lookupLogDays * dayMs);

/** A bounded in-memory cache with a lifetime per entry; `now` (epoch ms) drives its clock in tests. */
export function memoryCache<V extends {}>(maxEntries: number, now?: () => number): ExpiringCache<V> {
  const entries = new LRUCache<string, V>({
    max: maxEntries,
    ttl: 1,
    ...(now ? { perf: { now }, ttlResolution: 0 } : {}),
  });
  return {
    get: async (key) => entries.get(key),
    set: async (key, value, ttlMs) => {
      entries.set(key, value, { ttl: ttlMs });
    },
  };
}

/**
 * Claims remembered in memory for `ttlMs` (unless a claim asks for another lifetime), at most
 * `max` of them (the oldest go first).
 */
export function memoryEventClaims(
  ttlMs: number,
  max = 50_000,
): EventClaims & { claimNow(key: string, ttlMs?: number): boolean } {
  const seen = new LRUCache<string, true>({ max, ttl: ttlMs });
  const claimNow = (key: string, keyTtlMs = ttlMs) => {
    if (seen.has(key)) return false;
    seen.set(key, true, { ttl: keyTtlMs });
    return true;
  };
  return {
    claimNow,
    claim: async (key, keyTtlMs) => (claimNow(key, keyTtlMs) ? 'first' : 'duplicate'),
    release: async (key) => {
      seen.delete(key);
    },
  };
}

export function openMemoryState(options: StateOptions): AppState {
  const keptFrom = logKeptFrom(options);
  const settings = new Map<string, UserSettings>();
  const recent = new Map<string, RecentLookup[]>();
  let log: LookupLogEntry[] = [];
  let feedback: AnswerFeedback[] = [];
  const addRecent = (userId: string, lookup: RecentLookup) =>
    recent.set(userId, [lookup, ...(recent.get(userId) ?? [])].slice(0, RECENT_LOOKUPS_PER_USER));
  const writes = recordedWrites(
    (batch) => {
      const cutoff = keptFrom();
      const kept = log.findIndex((entry) => entry.at >= cutoff);
      if (kept !== 0) log = kept === -1 ? [] : log.slice(kept);
      for (const write of batch) {
        if (write.kind === 'log') log.push(write.entry);
        else addRecent(write.userId, write.lookup);
      }
    },
    { logger: options.logger, delayMs: options.recordDelayMs ?? 0 },
  );
  const events = memoryEventClaims(options.eventTtlMs ?? defaultEventTtlMs);
  return {
    settings: {
      get: async (userId) => ({ ...settings.get(userId) }),
      save: async (userId, value) => {
        settings.set(userId, { ...value });
      },
    },
    recent: {
      list: async (userId) => {
        await writes.flush();
        return [...(recent.get(userId) ?? [])];
      },
      add: writes.addRecent,
    },
    lookupLog: {
      record: writes.record,
      since: async (at) => {
        await writes.flush();
        const from = keptFrom(at);
        return log.filter((entry) => entry.at >= from).sort((a, b) => a.at - b.at);
      },
      report: async (at, limit) => {
        await writes.flush();
        const from = keptFrom(at);
        const tally = new UsageTally();
        for (const entry of log) if (entry.at >= from) tally.add(entry);
        return finishUsageReport(from, tally.counts(), limit);
      },
    },
    events,
    feedback: {
      record: async (entry) => {
        const cutoff = keptFrom();
        feedback = [...feedback.filter((kept) => kept.at >= cutoff), answerFeedbackSchema.parse(entry)];
      },
      since: async (at) => {
        const from = keptFrom(at);
        return feedback.filter((entry) => entry.at >= from).sort((a, b) => a.at - b.at);
      },
    },
    cache: <V>(_name: string, _schema: unknown, maxEntries: number) =>
      memoryCache<V & {}>(maxEntries) as ExpiringCache<V>,
    health: () => ({ kind: 'memory', ok: true }),
    flush: writes.flush,
    close: writes.flush,
  };
}
