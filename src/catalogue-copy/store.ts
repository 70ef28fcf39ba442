/**
 * Where the catalogue copy is kept (SQLite, or Redis shared by every instance): versions per market
 * and language, made current only once whole, by a compare-and-set on the current version; a
 * version never replaces one that started after it. One contract suite
 * (test/catalogue-copy/store-behaviour.ts) runs against each implementation.
 */
import { z } from 'zod';

/** Changes kept per market and language: a refresh every 6 hours, about four months. */
export const changesKept = 500;

/** A version still being built this long after it started is abandoned (its job failed for good). */
export const abandonedAfterMs = 24 * 60 * 60 * 1000;

/**
 * Whether a commit of `committed` drops `other` (neither it nor the one it replaces): a version
 * made whole before, or one abandoned; never one another refresh is still building (two
 * instances may refresh at once: the other's entries must stay until it commits). The Redis
 * commit's script (state/redis/copy-commit-script.ts) keeps the same rule.
 */
export const droppedAtCommit = (
  other: CopyVersion | undefined,
  committed: CopyVersion & { finishedAt: number },
) =>
  other === undefined ||
  other.finishedAt !== undefined ||
  committed.finishedAt - other.startedAt > abandonedAfterMs;

export const copyVersionSchema = z.object({
  id: z.string().min(1),
  market: z.string().min(1),
  locale: z.string().min(1),
  /** Epoch ms the refresh that built it started. */
  startedAt: z.number(),
  /** Epoch ms it was made whole (current); absent while it is being built. */
  finishedAt: z.number().optional(),
  /** Models it holds, once whole. */
  models: z.number().int().nonnegative().optional(),
});
export type CopyVersion = z.infer<typeof copyVersionSchema>;

/** A market's copy as answers see it: the version serving, and when a refresh of it last failed. */
export interface CopyStatus {
  current?: CopyVersion;
  /** Epoch ms of the last failed refresh, if it came after the current version. */
  failedAt?: number;
}

/** A status as a store read it: the version serving (when it reads) and the last failure, if any. */
export const copyStatus = (current: CopyVersion | undefined, failedAt: number | undefined): CopyStatus => ({
  ...(current ? { current } : {}),
  ...(failedAt === undefined ? {} : { failedAt }),
});

/** What one refresh changed in one market (changes.ts gives the shape of `changes`), as kept. */
export const changeRecordSchema = z.object({
  version: z.string(),
  market: z.string(),
  locale: z.string(),
  at: z.number(),
  /** JSON text of a `CopyChanges`. */
  changes: z.string(),
});
export type ChangeRecord = z.infer<typeof changeRecordSchema>;

/** Entries read a batch at a time (a refresh of a big catalogue never holds every value at once). */
export const entryBatch = 200;

/**
 * What a commit came to: made current; not, because another version was made current since the
 * one it compared with (`current`: compare with that one and try again); or dropped, because the
 * version current started after it (an older snapshot never becomes current).
 */
export type CommitOutcome =
  | { kind: 'committed' }
  | { kind: 'moved'; current: CopyVersion | undefined }
  | { kind: 'older' };

export interface CopyLanguage {
  market: string;
  locale: string;
  state: 'wanted' | 'refused';
}

export interface CopyStore {
  readonly kind: 'sqlite' | 'redis';
  status(market: string, locale: string): Promise<CopyStatus>;
  /** Records a version being built (again: a resumed refresh keeps its entries). */
  begin(version: CopyVersion): Promise<void>;
  put(versionId: string, entries: readonly (readonly [string, string])[]): Promise<void>;
  get(versionId: string, key: string): Promise<string | undefined>;
  /** The keys of the entries whose key starts with `prefix`, in key order (no values read). */
  keys(versionId: string, prefix: string): Promise<string[]>;
  /** The entries whose key starts with `prefix`, in key order, `entryBatch` or so at a time. */
  batches(versionId: string, prefix: string): AsyncIterable<[string, string][]>;
  /**
   * Makes the version whole and current for its market and language, with what changed since
   * `over` (the version current when the changes were found; undefined: none), only if `over` is
   * still current and did not start after this one (else it is dropped: `older`); versions older
   * than the one it replaces are dropped. One atomic step in each store.
   */
  commit(
    version: CopyVersion & { finishedAt: number; models: number },
    changes: string,
    over: string | undefined,
  ): Promise<CommitOutcome>;
  /** Notes that a refresh of the market failed at `at`: answers from the copy then say when it was read. */
  markFailed(market: string, locale: string, at: number): Promise<void>;
  /**
   * Serves no version of the market in this language any more (the catalogue now refuses the
   * language): answers go to the catalogue, which answers in the default language with the note.
   */
  retire(market: string, locale: string): Promise<void>;
  /** What refreshes changed, newest first, at most `limit`. */
  changes(market: string, locale: string, limit: number): Promise<ChangeRecord[]>;
  /**
   * Languages copied besides the default, per market: `wanted` once a user asked in it (kept from
   * then on), `refused` once the catalogue refused it for the market (never asked again).
   */
  languages(): Promise<CopyLanguage[]>;
  /** Records a language's state for a market; a refusal is kept over a later wish. */
  setLanguage(language: CopyLanguage): Promise<void>;
  /** Bytes the version's entries take (keys and values). */
  size(versionId: string): Promise<number>;
  close(): Promise<void>;
}
