/**
 * The job queue of one instance (memory, or SQLite in the store's database), run in this process.
 * One process owns the store (state/sqlite/owner-lock.ts), so a job found active at start was cut
 * short by a dead process: it is put back and handed over, or failed past `maxStalledCount`.
 */

import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Logger } from '../log/logger.js';
import { settleWithin } from '../shared/deadline.js';
import { messageOf } from '../shared/error-message.js';
import { parseJson } from '../shared/parse-json.js';
import type { JobRecordStore } from './checkpoint.js';
import { JobStoreUnavailable } from './errors.js';
import { type RunOutcome, runJob, tellFailure } from './run.js';
import type { JobCount, JobHandlers, JobKinds, JobQueue, JobState } from './types.js';

export interface LocalJobRow {
  id: string;
  kind: string;
  state: JobState;
  /** JSON texts; input is null once the job ended. */
  payload: string;
  input: string | null;
  createdAt: number;
  attemptsMade: number;
  /** How often it was found active at a start: its process died running it. */
  stalledCount: number;
  finishedAt: number | null;
}

/** Where one instance keeps its jobs; every method is synchronous and may throw when the store is down. */
export interface LocalJobStore {
  readonly backend: 'memory' | 'sqlite';
  readonly records: JobRecordStore;
  /** Adds the job; one whose id is kept already is left as it is. */
  insert(row: Pick<LocalJobRow, 'id' | 'kind' | 'payload' | 'input' | 'createdAt'>, runAt: number): void;
  /** A waiting job: its payload replaced, due now; an active one: its payload replaced. */
  release(id: string, payload: string, now: number): void;
  /** The oldest waiting job of `kind` due by `now`, made active. */
  take(kind: string, now: number): LocalJobRow | undefined;
  /** When the next waiting job of `kind` is due. */
  nextRunAt(kind: string): number | undefined;
  /** Active → waiting until `runAt`, one more attempt made. */
  retry(id: string, runAt: number): void;
  /** Active → waiting, due now, no attempt counted. */
  requeue(id: string): void;
  /** Active → completed or failed, its input dropped. */
  finish(id: string, state: 'completed' | 'failed', at: number, reason?: string): void;
  /** Every active job back to waiting (at start), each one more stall; how many there were. */
  requeueActive(): number;
  get(id: string): LocalJobRow | undefined;
  counts(): JobCount[];
  /** Deletes jobs finished before `before`, and their records. */
  prune(before: number): void;
}

export interface LocalQueueOptions {
  logger: Logger;
  /** Attempts per job (default 3). */
  attempts?: number;
  /** First pause before a retry, doubled each time (default 5 s). */
  backoffMs?: number;
  /** The longest a held job waits for its release (default 15 s). */
  heldMs?: number;
  /** How long a finished job is kept (default a day). */
  keepMs?: number;
  /** How long a stop waits for running jobs to checkpoint and return (default 10 s). */
  stopGraceMs?: number;
  /**
   * A job whose process died running it more often than this fails, its user told (default 2),
   * as BullMQ's stalled jobs do: a job that kills its process every time does not loop for ever.
   */
  maxStalledCount?: number;
}

export const jobDefaults = {
  attempts: 3,
  backoffMs: 5000,
  heldMs: 15_000,
  keepMs: 86_400_000,
  stopGraceMs: 10_000,
  maxStalledCount: 2,
} as const;

const pruneEveryMs = 3_600_000;

const parsedJson = (text: string | null | undefined): unknown => parseJson(z.unknown(), text);

/** A job that killed its process too often: failed for good, its user told, not run again. */
async function stalled(context: Parameters<typeof tellFailure>[0], times: number): Promise<RunOutcome> {
  const error = new Error(`the job's process died running it ${times} times`);
  context.logger.warn({ jobId: context.job.id, stalled: times }, 'A job kept killing its process; failed');
  await tellFailure(context, 'stalled', error.message);
  return { kind: 'failed', error };
}

/** What `use` gives back from the store; the store failing throws JobStoreUnavailable. */
function fromStore<T>(use: () => T): T {
  try {
    return use();
  } catch (error) {
    throw new JobStoreUnavailable(`the job store cannot take jobs: ${messageOf(error)}`);
  }
}

export function localJobQueue<Ks extends JobKinds>(
  kinds: Ks,
  store: LocalJobStore,
  options: LocalQueueOptions,
): JobQueue<Ks> {
  const settings = { ...jobDefaults, ...options };
  const { logger } = options;
  let handlers: JobHandlers<Ks> | undefined;
  let stopped = false;
  const running = new Map<string, { kind: string; controller: AbortController; done: Promise<void> }>();
  const timers = new Map<string, NodeJS.Timeout>();
  let pruning: NodeJS.Timeout | undefined;
  /** The job last added under each dedupe key. */
  const deduped = new Map<string, string>();

  const apply = (id: string, attempt: number, outcome: RunOutcome) => {
    if (!running.has(id)) return; // a stop gave up waiting and put it back already
    const now = Date.now();
    if (outcome.kind === 'completed') store.finish(id, 'completed', now);
    else if (outcome.kind === 'failed') store.finish(id, 'failed', now, outcome.error.message);
    else if (outcome.kind === 'retry') store.retry(id, now + settings.backoffMs * 2 ** (attempt - 1));
    else store.requeue(id);
  };

  const launch = (row: LocalJobRow) => {
    const kind = row.kind as keyof Ks & string;
    const spec = kinds[kind];
    const handler = handlers?.[kind];
    if (!spec || !handler) return;
    const controller = new AbortController();
    const attempt = row.attemptsMade + 1;
    const job = {
      id: row.id,
      kind,
      payload: parsedJson(row.payload),
      input: parsedJson(row.input),
      createdAt: row.createdAt,
    };
    const context = { spec, handler, records: store.records, logger, job };
    const current = async () => parsedJson(store.get(row.id)?.payload);
    const run =
      row.stalledCount > settings.maxStalledCount
        ? stalled(context, row.stalledCount)
        : runJob(context, { attempt, attempts: settings.attempts, signal: controller.signal, current });
    const done = run
      .then((outcome) => apply(row.id, attempt, outcome))
      .catch((error: unknown) =>
        logger.error({ err: error, jobId: row.id }, 'Could not record how a job ended'),
      )
      .finally(() => {
        running.delete(row.id);
        pump(kind);
      });
    running.set(row.id, { kind, controller, done });
  };

  const active = (kind: string) => [...running.values()].filter((run) => run.kind === kind).length;

  function pump(kind: keyof Ks & string): void {
    if (stopped || !handlers) return;
    clearTimeout(timers.get(kind));
    try {
      let slots = (kinds[kind]?.concurrency ?? 1) - active(kind);
      for (; slots > 0; slots--) {
        const row = store.take(kind, Date.now());
        if (!row) break;
        launch(row);
      }
      const next = store.nextRunAt(kind);
      if (next !== undefined) wakeIn(kind, next - Date.now());
    } catch (error) {
      // The store failed (busy, away): the jobs waiting in it are tried again, not left to stall.
      logger.error({ err: error, kind }, 'Could not take jobs from the store; trying again');
      wakeIn(kind, settings.backoffMs);
    }
  }

  function wakeIn(kind: keyof Ks & string, ms: number): void {
    const timer = setTimeout(() => pump(kind), Math.max(0, ms));
    timer.unref();
    timers.set(kind, timer);
  }

  const prune = () => {
    try {
      store.prune(Date.now() - settings.keepMs);
    } catch (error) {
      logger.warn({ err: error }, 'Could not delete finished jobs');
    }
  };

  return {
    backend: store.backend,
    async add(kind, job, addOptions = {}) {
      const spec = kinds[kind];
      if (!spec) throw new Error(`No job kind ${kind}`);
      const joined = addOptions.dedupe ? deduped.get(addOptions.dedupe) : undefined;
      const joinedState = joined === undefined ? undefined : fromStore(() => store.get(joined)?.state);
      if (joined && (joinedState === 'waiting' || joinedState === 'active')) return joined;
      const id = addOptions.id ?? randomUUID();
      const now = Date.now();
      const row = {
        id,
        kind,
        payload: JSON.stringify(spec.payload.parse(job.payload)),
        input: JSON.stringify(spec.input.parse(job.input)),
        createdAt: now,
      };
      fromStore(() => store.insert(row, addOptions.held ? now + settings.heldMs : now));
      if (addOptions.dedupe) deduped.set(addOptions.dedupe, id);
      setImmediate(() => pump(kind));
      return id;
    },
    async release(kind, id, payload) {
      const checked = JSON.stringify(kinds[kind]?.payload.parse(payload));
      fromStore(() => store.release(id, checked, Date.now()));
      pump(kind);
    },
    async get(kind, id) {
      const row = store.get(id);
      const payload =
        row?.kind === kind ? kinds[kind]?.payload.safeParse(parsedJson(row.payload)) : undefined;
      if (!row || !payload?.success) return undefined;
      return {
        id,
        state: row.state,
        payload: payload.data,
        createdAt: row.createdAt,
        ...(row.finishedAt === null ? {} : { finishedAt: row.finishedAt }),
      };
    },
    counts: async () => store.counts(),
    start(given) {
      handlers = given;
      const cutShort = store.requeueActive();
      if (cutShort > 0) logger.info({ jobs: cutShort }, 'Taking up jobs cut short by the last stop');
      prune();
      pruning = setInterval(prune, pruneEveryMs);
      pruning.unref();
      for (const kind of Object.keys(kinds)) pump(kind);
    },
    async stop() {
      stopped = true;
      clearInterval(pruning);
      for (const timer of timers.values()) clearTimeout(timer);
      const stopping = [...running.values()];
      for (const { controller } of stopping) controller.abort();
      await settleWithin(Promise.all(stopping.map(({ done }) => done)), settings.stopGraceMs);
      for (const id of [...running.keys()]) {
        running.delete(id);
        try {
          store.requeue(id);
        } catch (error) {
          logger.warn({ err: error, jobId: id }, 'Could not put a running job back to wait');
        }
      }
    },
  };
}
