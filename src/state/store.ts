/**
 * What the app keeps, one small interface per concern, so that each can live in memory, in
 * SQLite (one instance, the default) or in Redis (several instances sharing one server). The
 * same behaviour suite (test/state/behaviour.ts) runs against every implementation.
 */
import type Database from 'better-sqlite3';
import type { z } from 'zod';
import type { ExpiringCache } from '../shared/expiring-cache.js';
import type { AnswerFeedback, LookupLogEntry, RecentLookup, UserSettings } from './schema.js';
import type { UsageReport } from './usage-report.js';

/** Each user's chosen market, language and default type. */
interface SettingsStore {
  /** {} for a user who never saved any (or whose record no longer reads). */
  get(userId: string): Promise<UserSettings>;
  /** Resolves once the save is durable; rejects when it is not saved. */
  save(userId: string, settings: UserSettings): Promise<void>;
}

/** Each user's last lookups, bounded per user (RECENT_LOOKUPS_PER_USER). */
interface RecentLookupsStore {
  /** Newest first. */
  list(userId: string): Promise<RecentLookup[]>;
  /**
   * Queues the lookup, written with the lookups recorded with it (state/recorded-writes.ts):
   * resolves once written, or once its failure was logged and counted by the store; rejects only
   * for a malformed lookup. Nobody need wait.
   */
  add(userId: string, lookup: RecentLookup): Promise<void>;
}

/** Every lookup, kept LOOKUP_LOG_DAYS for operators and reports. */
interface LookupLog {
  /** Queues the entry and returns at once: never throws, never delays a reply. */
  record(entry: LookupLogEntry): void;
  /** Entries at or after `at` (epoch ms), oldest first. */
  since(at: number): Promise<LookupLogEntry[]>;
  /** Counts over the entries at or after `at` (see usage-report.ts), `limit` rows per list at most. */
  report(at: number, limit?: number): Promise<UsageReport>;
}

/**
 * The presses of answers' feedback buttons, kept LOOKUP_LOG_DAYS like the lookup log: a thumbs-down
 * is a line of the admins' gap report, a thumbs-up a count. Each press is recorded once by the
 * caller (an `EventClaims` claim per press, released when recording fails).
 */
interface FeedbackLog {
  /** Resolves once the press is kept; rejects when it is not (a malformed entry, the store down). */
  record(entry: AnswerFeedback): Promise<void>;
  /** Presses at or after `at` (epoch ms), oldest first. */
  since(at: number): Promise<AnswerFeedback[]>;
}

/** Slack may deliver an event twice (a retry, possibly to another instance): answer it once. */
export interface EventClaims {
  /**
   * 'first' for the first claim of a key within its time to live (`ttlMs`, else the store's
   * lifetime for Slack events), 'duplicate' after.
   */
  claim(eventKey: string, ttlMs?: number): Promise<'first' | 'duplicate'>;
  /** Gives a claim up (the work it guarded failed): the next claim of the key is 'first' again. */
  release(eventKey: string): Promise<void>;
}

export interface StoreHealth {
  kind: 'memory' | 'sqlite' | 'redis';
  /** False while the backing store cannot be reached. */
  ok: boolean;
}

/** Everything the app keeps, opened once at start (see open.ts). */
export interface AppState {
  settings: SettingsStore;
  recent: RecentLookupsStore;
  lookupLog: LookupLog;
  events: EventClaims;
  feedback: FeedbackLog;
  /**
   * A named cache whose values are checked with `schema` when read back. Where instances share
   * the store, each may keep a copy of what it reads for a short while; `exact` values (what
   * another instance changes must be seen at once) are read from the store every time.
   */
  cache<V>(
    name: string,
    schema: z.ZodType<V>,
    maxEntries: number,
    options?: { exact?: boolean },
  ): ExpiringCache<V>;
  health(): StoreHealth;
  /** Writes the recorded lookups queued so far; resolves once they are written (or failed). */
  flush(): Promise<void>;
  /** The SQLite store's database (that store only): durable jobs (src/jobs) keep their tables in it. */
  readonly database?: Database.Database;
  /** Writes what is queued, then closes. */
  close(): Promise<void>;
}
