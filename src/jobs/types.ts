/**
 * The durable job queue as the app sees it, whichever backend holds it: work promised to a user is
 * written before it is promised, run at least once, checkpointed, and finished or reported failed.
 * A kind is a set of zod schemas; the Slack side gives each kind a handler.
 */
import type { z } from 'zod';
import type { FailureCause } from './errors.js';

/** What one kind of job is made of. */
export interface JobKindSpec<P = unknown, I = unknown, S = unknown> {
  /** Who and where: kept while the job is (a day after it ends). */
  payload: z.ZodType<P>;
  /** The work's input (a pasted list, a file's id): dropped when the job ends. */
  input: z.ZodType<I>;
  /** One settled unit of work (a list's line), checkpointed as it completes. */
  item: z.ZodType<S>;
  /** Jobs of this kind one instance runs at once. */
  concurrency: number;
  /**
   * Jobs of this kind run at once across every instance (Redis: the queue's global concurrency,
   * e.g. 1 for a catalogue refresh); one instance's `concurrency` bounds it alone elsewhere.
   */
  globalConcurrency?: number;
}

// biome-ignore lint/suspicious/noExplicitAny: any kind's schemas (the handlers are typed per kind)
export type JobKinds = Record<string, JobKindSpec<any, any, any>>;

export type PayloadOf<S> = S extends { payload: z.ZodType<infer P> } ? P : never;
export type InputOf<S> = S extends { input: z.ZodType<infer I> } ? I : never;
export type ItemOf<S> = S extends { item: z.ZodType<infer T> } ? T : never;

export interface OnceOptions<T> {
  /**
   * Asked before doing the effect again when an earlier run started it and died before its
   * result was recorded: the result found (e.g. the file named with the job's id already in the
   * channel), or undefined to do the effect again.
   */
  recover?(): Promise<T | undefined>;
}

/**
 * Runs a side effect at most once per job and step name, as far as a crash allows: its result
 * is recorded (read back with `schema`), and a later run of the job gets the recorded result
 * without doing it again. A run that died between the effect and the record asks `recover`.
 */
export type Once = <T>(
  step: string,
  schema: z.ZodType<T>,
  effect: () => Promise<T>,
  options?: OnceOptions<T>,
) => Promise<T>;

interface JobView<S> {
  id: string;
  kind: string;
  payload: PayloadOf<S>;
  /** Epoch ms the job was added. */
  createdAt: number;
  /** Items settled by this run and every earlier one, by key. */
  readonly settled: ReadonlyMap<string, ItemOf<S>>;
  once: Once;
}

/** A job as its handler runs it. */
export interface RunningJob<S> extends JobView<S> {
  input: InputOf<S>;
  /** This run's attempt, from 1; a run cut short by a stop or a dead instance is not one. */
  attempt: number;
  attempts: number;
  /** True when the previous run of this job died with its instance (a crash, a kill). */
  handedOver: boolean;
  /**
   * Checkpoints a settled item: a resumed job finds it in `settled`. Written at once; the
   * promise (never rejected: a failed write is logged) says when it landed, for who must know.
   */
  settle(key: string, item: ItemOf<S>): Promise<void>;
  /** Aborted when the instance stops: return or throw soon, the job resumes later. */
  signal: AbortSignal;
  /**
   * The payload as stored now: a held job whose hold ran out before its `release` started
   * with the payload it was added with, and the late release (the progress message's ts) is
   * read here; `payload` when it cannot be read.
   */
  current(): Promise<PayloadOf<S>>;
}

export type FailureReason = 'attempts' | 'gave_up' | 'stalled';

/** A job that failed for good, as its handler's `failed` gets it. */
export interface FailedJob<S> extends JobView<S> {
  /** Undefined when it could not be read back. */
  input: InputOf<S> | undefined;
  /** Its last attempt failed, the handler gave up (JobGaveUp), or it kept killing its instance. */
  reason: FailureReason;
  /** What failed: a service the job needs did not answer (JobUnavailable), or anything else. */
  cause: FailureCause;
  /** The last error's message, for the log. */
  error: string;
}

export interface JobHandler<S> {
  /** Does the work; throwing fails this attempt (JobGaveUp: every attempt). */
  run(job: RunningJob<S>): Promise<void>;
  /** Tells the user plainly what failed, with what was checkpointed. Run at least once. */
  failed(job: FailedJob<S>): Promise<void>;
}

export type JobHandlers<Ks extends JobKinds> = { [K in keyof Ks]: JobHandler<Ks[K]> };

export interface AddOptions {
  /**
   * Not started until `release` (e.g. once the "Looking up…" message's ts is known and put in
   * the payload), or until the hold runs out in case the caller died in between.
   */
  held?: boolean;
  /**
   * The job's id, for work that must be done once whoever asks for it (e.g. one notice per watched
   * list and catalogue change): a job added again under the id of one kept is not added twice.
   * Not a number, no `:` (BullMQ's rules for its ids).
   */
  id?: string;
  /**
   * While a job added under this key waits or runs, adding another adds nothing and gives that
   * job's id (a second press joins the refresh under way); once it ended, a new one is added.
   * BullMQ's deduplication (simple mode) on Redis.
   */
  dedupe?: string;
}

export type JobState = 'waiting' | 'active' | 'completed' | 'failed';

export interface JobCount {
  kind: string;
  state: JobState;
  count: number;
}

export interface StoredJobView<P> {
  id: string;
  state: JobState;
  payload: P;
  createdAt: number;
  finishedAt?: number;
}

export interface JobQueue<Ks extends JobKinds> {
  readonly backend: 'memory' | 'sqlite' | 'redis';
  /** Resolves with the job's id once it is durable; rejects with JobStoreUnavailable when not written. */
  add<K extends keyof Ks & string>(
    kind: K,
    job: { payload: PayloadOf<Ks[K]>; input: InputOf<Ks[K]> },
    options?: AddOptions,
  ): Promise<string>;
  /**
   * Starts a held job now with `payload` in place of its own. A job that started already gets
   * the payload for its run's `current` (it is not run again); one that ended is left as it is.
   */
  release<K extends keyof Ks & string>(kind: K, id: string, payload: PayloadOf<Ks[K]>): Promise<void>;
  /** A job kept (until a day after it ended), or undefined. */
  get<K extends keyof Ks & string>(kind: K, id: string): Promise<StoredJobView<PayloadOf<Ks[K]>> | undefined>;
  /** Jobs by kind and state across every instance (`/metrics`). */
  counts(): Promise<JobCount[]>;
  /**
   * Redis only: a job of `kind` added every `everyMs` by BullMQ's job scheduler `id` (the first at
   * once when the scheduler is new), whichever instances upsert it, so a period is never lost to
   * a failed add nor added twice. The one-instance queue has none: its owner schedules (croner).
   */
  repeat?<K extends keyof Ks & string>(
    kind: K,
    id: string,
    everyMs: number,
    job: { payload: PayloadOf<Ks[K]>; input: InputOf<Ks[K]> },
  ): Promise<void>;
  /** Starts this instance's workers, one per kind, with the kinds' handlers. */
  start(handlers: JobHandlers<Ks>): void;
  /**
   * Stops taking jobs; a running job's signal is aborted and it is left to resume (not counted
   * as an attempt), waited for at most the stop grace. Resolves once the workers are closed
   * (and, on Redis, the queue's connections).
   */
  stop(): Promise<void>;
}
