/**
 * The job queue shared by several instances: BullMQ on the app's Redis, a Worker per kind in every
 * instance, a kind's `globalConcurrency` on its queue (one refresh anywhere), `dedupe` as BullMQ's
 * deduplication, `repeat` as its job scheduler. Every add is held and fails at once when Redis does
 * not answer, so nothing is promised unwritten. Stalled-job timings: docs/operations.md.
 */

import { randomUUID } from 'node:crypto';
import { type Job, Queue, UnrecoverableError, WaitingError, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { settleWithinAfterAbort } from '../shared/deadline.js';
import { messageOf } from '../shared/error-message.js';
import { StateStoreError } from '../shared/store-error.js';
import type { JobRecordStore } from './checkpoint.js';
import { JobStoreUnavailable } from './errors.js';
import { jobDefaults, type LocalQueueOptions } from './local-queue.js';
import { type RunOutcome, runJob, tellFailure } from './run.js';
import type { JobCount, JobHandlers, JobKinds, JobQueue, JobState } from './types.js';

export interface BullQueueOptions extends LocalQueueOptions {
  url: string;
  /** REDIS_PREFIX: the queues' keys start with it, then `jobs`. */
  prefix: string;
  /** A running job's lock lasts this long, renewed every half of it (default 30 s). */
  lockDurationMs?: number;
  /** How often each worker looks for jobs whose lock ran out (default 15 s). */
  stalledIntervalMs?: number;
  /**
   * The longest a command of the queue's connection (an add among them) waits for Redis before
   * it is refused: ioredis's `commandTimeout` (default 2 s).
   */
  addTimeoutMs?: number;
}

const bullDefaults = {
  lockDurationMs: 30_000,
  stalledIntervalMs: 15_000,
  addTimeoutMs: 2000,
};

interface JobData {
  payload: unknown;
  /** Dropped when the job ends. */
  input?: unknown;
}

/** A run failed for good and told its user: BullMQ does not try it again, nor is it told again. */
class FailedAndTold extends UnrecoverableError {}

const states: Record<string, JobState> = {
  waiting: 'waiting',
  delayed: 'waiting',
  prioritized: 'waiting',
  active: 'active',
  completed: 'completed',
  failed: 'failed',
};

/** Connects first: an unreachable Redis is a StateStoreError, as for the state store. */
export async function openBullJobQueue<Ks extends JobKinds>(
  kinds: Ks,
  options: BullQueueOptions,
): Promise<JobQueue<Ks>> {
  const settings = { ...jobDefaults, ...bullDefaults, ...options };
  const { logger } = options;
  const prefix = `${options.prefix}jobs`;
  const client = new Redis(options.url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: settings.addTimeoutMs,
    // A command refused is not sent again on a new connection (it would add a job refused).
    autoResendUnfulfilledCommands: false,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  client.on('error', (error) => logger.debug({ err: error }, 'Job queue connection error'));
  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    throw new StateStoreError(`Redis (REDIS_URL) is unreachable for the job queue: ${messageOf(error)}`);
  }
  const recordsKey = (id: string) => `${options.prefix}job-records:${id}`;
  const records: JobRecordStore = {
    read: async (id) => new Map(Object.entries(await client.hgetall(recordsKey(id)))),
    write: async (id, name, value) => {
      await client.hset(recordsKey(id), name, value);
    },
  };
  const keepSeconds = Math.round(settings.keepMs / 1000);
  const queues = new Map<string, Queue<JobData>>();
  for (const kind of Object.keys(kinds)) {
    const queue = new Queue<JobData>(kind, {
      connection: client,
      prefix,
      skipWaitingForReady: true,
      defaultJobOptions: {
        attempts: settings.attempts,
        backoff: { type: 'exponential', delay: settings.backoffMs },
        removeOnComplete: { age: keepSeconds },
        removeOnFail: { age: keepSeconds },
      },
    });
    queue.on('error', (error) => logger.debug({ err: error, kind }, 'Job queue error'));
    queues.set(kind, queue);
  }
  // Each queue reads Redis's version once, on its first command: done now, while Redis answers
  // (a read cut short by a timeout would refuse every later add).
  try {
    await Promise.all([...queues.values()].map((queue) => queue.waitUntilReady()));
    for (const [kind, queue] of queues) {
      const global = kinds[kind]?.globalConcurrency;
      if (global !== undefined) await queue.setGlobalConcurrency(global);
    }
  } catch (error) {
    client.disconnect();
    throw new StateStoreError(`Redis (REDIS_URL) did not answer the job queue: ${messageOf(error)}`);
  }
  const queueOf = (kind: string): Queue<JobData> => {
    const queue = queues.get(kind);
    if (!queue) throw new Error(`No job kind ${kind}`);
    return queue;
  };

  const workers: Worker<JobData>[] = [];
  const running = new Set<AbortController>();
  let handlers: JobHandlers<Ks> | undefined;

  /** A job ended: its input dropped, its records kept as long as the job. */
  const ended = async (job: Job<JobData>) => {
    // Read again: a release that came while it ran changed its payload since the worker read it.
    const now = await queueOf(job.name).getJob(job.id ?? '');
    await job.updateData({ payload: (now ?? job).data.payload });
    await client.expire(recordsKey(job.id ?? ''), keepSeconds);
  };

  const contextOf = (kind: keyof Ks & string, job: Job<JobData>) => {
    const spec = kinds[kind];
    const handler = handlers?.[kind];
    if (!spec || !handler) throw new Error(`No handler for jobs of kind ${kind}`);
    const stored = {
      id: job.id ?? '',
      kind,
      payload: job.data.payload,
      input: job.data.input,
      createdAt: job.timestamp,
    };
    return { spec, handler, records, logger, job: stored };
  };

  const processor =
    (kind: keyof Ks & string) => async (job: Job<JobData>, token?: string, lost?: AbortSignal) => {
      const controller = new AbortController();
      running.add(controller);
      const signal = lost ? AbortSignal.any([controller.signal, lost]) : controller.signal;
      try {
        const settled = await settleWithinAfterAbort(
          runJob(contextOf(kind, job), {
            attempt: job.attemptsMade + 1,
            attempts: job.opts.attempts ?? settings.attempts,
            signal,
            ...(lost ? { lost } : {}),
            current: async () => (await queueOf(kind).getJob(job.id ?? ''))?.data.payload,
          }),
          controller.signal,
          settings.stopGraceMs,
        );
        if (settled.kind === 'failed') throw settled.error;
        const outcome: RunOutcome = settled.kind === 'done' ? settled.value : { kind: 'interrupted' };
        if (outcome.kind === 'retry') throw outcome.error;
        if (outcome.kind === 'failed') throw new FailedAndTold(outcome.error.message);
        if (outcome.kind === 'interrupted') {
          // A run that lost the job leaves it to the instance that took it.
          if (!lost?.aborted) await job.moveToWait(token);
          throw new WaitingError();
        }
      } finally {
        running.delete(controller);
      }
    };

  const startWorker = (kind: keyof Ks & string) => {
    const worker = new Worker<JobData>(kind, processor(kind), {
      connection: { url: options.url, connectTimeout: 2000 },
      prefix,
      concurrency: kinds[kind]?.concurrency ?? 1,
      lockDuration: settings.lockDurationMs,
      stalledInterval: settings.stalledIntervalMs,
      maxStalledCount: settings.maxStalledCount,
    });
    worker.on('error', (error) => logger.debug({ err: error, kind }, 'Job worker error'));
    // A run whose lock could not be renewed (its instance stalled past lockDuration) has lost the
    // job to stalled recovery: its signal aborts, and it starts no side effect any more.
    worker.on('lockRenewalFailed', (jobIds) => {
      for (const jobId of jobIds) {
        logger.warn({ jobId, kind }, 'A job was lost to another instance; this run stops');
        worker.cancelJob(jobId, 'the job was lost to another instance');
      }
    });
    worker.on('completed', (job) => {
      ended(job).catch((error: unknown) =>
        logger.warn({ err: error, jobId: job.id }, 'Could not tidy a job'),
      );
    });
    worker.on('failed', (job, error) => {
      if (!job?.finishedOn) return; // tried again later
      // A run that failed for good told its user; a job failed outside a run (it kept killing its
      // instance: BullMQ fails it with an UnrecoverableError of its own) was not told yet.
      const told = error instanceof FailedAndTold;
      (told ? Promise.resolve() : tellFailure(contextOf(kind, job), 'stalled', error.message))
        .then(() => ended(job))
        .catch((failure: unknown) => logger.warn({ err: failure, jobId: job.id }, 'Could not tidy a job'));
    });
    workers.push(worker);
  };

  return {
    backend: 'redis',
    async add(kind, job, addOptions = {}) {
      const spec = kinds[kind];
      if (!spec) throw new Error(`No job kind ${kind}`);
      const data = { payload: spec.payload.parse(job.payload), input: spec.input.parse(job.input) };
      // Ids of our own, unique across kinds (BullMQ numbers each queue's jobs from 1): records are keyed by it.
      const jobId = addOptions.id ?? randomUUID();
      const queue = queueOf(kind);
      try {
        const added = await queue.add(kind, data, {
          jobId,
          ...(addOptions.held ? { delay: settings.heldMs } : {}),
          ...(addOptions.dedupe ? { deduplication: { id: addOptions.dedupe } } : {}),
        });
        // Deduplicated: the id of the job waiting or running under the key.
        return added.id ?? jobId;
      } catch (error) {
        // Timed out, the add may still reach Redis: the removal, sent after it on the same
        // connection, lands after it (before a held job's hold runs out), so a refusal stays one.
        // A job of a given id may have been there before this add: it stays.
        if (!addOptions.id) queue.remove(jobId).catch(() => undefined);
        throw new JobStoreUnavailable(`the job store cannot take jobs: ${messageOf(error)}`);
      }
    },
    async repeat(kind, id, everyMs, job) {
      const spec = kinds[kind];
      if (!spec) throw new Error(`No job kind ${kind}`);
      const data = { payload: spec.payload.parse(job.payload), input: spec.input.parse(job.input) };
      await queueOf(kind).upsertJobScheduler(id, { every: everyMs }, { name: kind, data });
    },
    async release(kind, id, payload) {
      const job = await queueOf(kind).getJob(id);
      // A job that ended keeps its payload (and its input stays dropped).
      if (!job || ['completed', 'failed', 'unknown'].includes(await job.getState())) return;
      // A job that started already (its hold ran out) gets the payload, for its run's `current`.
      const released = kinds[kind]?.payload.parse(payload);
      await job.updateData({ ...job.data, payload: released });
      await job.promote().catch(() => undefined); // it started already
      // Should it have ended meanwhile, the input it dropped stays dropped.
      if (['completed', 'failed'].includes(await job.getState())) await job.updateData({ payload: released });
    },
    async get(kind, id) {
      const job = await queueOf(kind).getJob(id);
      const payload = kinds[kind]?.payload.safeParse(job?.data.payload);
      if (!job || !payload?.success) return undefined;
      return {
        id,
        state: states[await job.getState()] ?? 'waiting',
        payload: payload.data,
        createdAt: job.timestamp,
        ...(job.finishedOn ? { finishedAt: job.finishedOn } : {}),
      };
    },
    async counts() {
      const rows: JobCount[] = [];
      for (const [kind, queue] of queues) {
        const counts = await queue.getJobCounts(
          'waiting',
          'delayed',
          'prioritized',
          'active',
          'completed',
          'failed',
        );
        const byState = new Map<JobState, number>();
        for (const [name, count] of Object.entries(counts)) {
          const state = states[name];
          if (state) byState.set(state, (byState.get(state) ?? 0) + count);
        }
        for (const [state, count] of byState) rows.push({ kind, state, count });
      }
      return rows;
    },
    start(given) {
      handlers = given;
      for (const kind of Object.keys(kinds)) startWorker(kind);
    },
    async stop() {
      for (const controller of running) controller.abort();
      await Promise.all(workers.map((worker) => worker.close()));
      await Promise.all([...queues.values()].map((queue) => queue.close()));
      await client.quit().catch(() => client.disconnect());
    },
  };
}
