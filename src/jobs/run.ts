/**
 * One run of a job, the same in every backend: read back, handed over if a run was under way, the
 * handler run with what earlier runs settled, and an outcome for the backend to apply (completed,
 * retry, failed after the user is told, or interrupted by a stop, which is not an attempt).
 */
import type { Logger } from '../log/logger.js';
import { jobDuration, jobsFinished, jobsHandedOver } from '../metrics/registry.js';
import { type Checkpoint, type JobRecordStore, readCheckpoint } from './checkpoint.js';
import { type FailureCause, failureCauseOf, JobGaveUp } from './errors.js';
import type { FailureReason, InputOf, JobHandler, JobKindSpec, PayloadOf, RunningJob } from './types.js';

/** A job as a backend read it, before its kind's schemas. */
export interface StoredJob {
  id: string;
  kind: string;
  payload: unknown;
  /** Undefined once dropped (the job ended). */
  input: unknown;
  createdAt: number;
}

export type RunOutcome =
  | { kind: 'completed' }
  | { kind: 'retry'; error: Error }
  | { kind: 'failed'; error: Error }
  | { kind: 'interrupted' };

interface JobContext<S extends JobKindSpec> {
  spec: S;
  handler: JobHandler<S>;
  records: JobRecordStore;
  logger: Logger;
  job: StoredJob;
}

const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

/**
 * The job's checkpoint, or when it cannot be read (the store broken) none: the user is told
 * all the same, with nothing settled.
 */
async function checkpointOrNone<S extends JobKindSpec>(
  context: JobContext<S>,
  logger: Logger,
): Promise<Checkpoint<S>> {
  const { records, job, spec } = context;
  try {
    return await readCheckpoint(records, job.id, spec, logger);
  } catch (error) {
    logger.warn({ err: error }, "A failed job's checkpoint could not be read; told without it");
    return readCheckpoint({ read: async () => new Map(), write: records.write }, job.id, spec, logger);
  }
}

/**
 * Tells the user that the job failed for good (the handler's `failed`), unless a run already
 * did; never rejects. Backends call it themselves for a job that failed outside a run (one
 * that kept killing its instance).
 */
export async function tellFailure<S extends JobKindSpec>(
  context: JobContext<S>,
  reason: FailureReason,
  error: string,
  cause: FailureCause = 'error',
  read?: Checkpoint<S>,
): Promise<void> {
  const { spec, job } = context;
  const logger = context.logger.child({ jobId: job.id, kind: job.kind });
  try {
    const checkpoint = read ?? (await checkpointOrNone(context, logger));
    if (checkpoint.failureTold) return;
    const payload = spec.payload.safeParse(job.payload);
    if (!payload.success) {
      logger.error({ reason, error }, 'A job failed and its payload cannot be read: nobody told');
      return;
    }
    const input = spec.input.safeParse(job.input);
    await context.handler.failed({
      id: job.id,
      kind: job.kind,
      payload: payload.data as PayloadOf<S>,
      input: input.success ? (input.data as InputOf<S>) : undefined,
      createdAt: job.createdAt,
      settled: checkpoint.settled,
      once: checkpoint.once,
      reason,
      cause,
      error,
    });
    await checkpoint.markFailureTold();
    await checkpoint.flush();
  } catch (failure) {
    logger.error({ err: failure, reason, error }, 'Could not tell that a job failed');
  }
}

/** Runs the job once (attempt `attempt` of `attempts`) and says what became of it; never rejects. */
export async function runJob<S extends JobKindSpec>(
  context: JobContext<S>,
  run: {
    attempt: number;
    attempts: number;
    /** Aborted when the instance stops, or when the run lost the job (then also `lost`). */
    signal: AbortSignal;
    /** Aborted when another instance took the job over (Redis: the job's lock was lost). */
    lost?: AbortSignal;
    /** The job's payload as stored now (a late release may have changed it). */
    current: () => Promise<unknown>;
  },
): Promise<RunOutcome> {
  const { spec, job, handler } = context;
  const logger = context.logger.child({ jobId: job.id, kind: job.kind });
  const started = performance.now();
  // The payload as stored now (a late release may have moved where the job answers), if readable.
  const stored = async (): Promise<PayloadOf<S> | undefined> => {
    const parsed = spec.payload.safeParse(await run.current().catch(() => undefined));
    return parsed.success ? (parsed.data as PayloadOf<S>) : undefined;
  };
  // The user is told where the job answers now.
  const now = async (): Promise<JobContext<S>> => {
    const payload = await stored();
    return payload === undefined ? context : { ...context, job: { ...job, payload } };
  };
  const outcome = await (async (): Promise<RunOutcome> => {
    const payload = spec.payload.safeParse(job.payload);
    const input = spec.input.safeParse(job.input);
    if (!payload.success || !input.success) {
      const error = new JobGaveUp('the job could not be read back');
      await tellFailure(await now(), 'gave_up', error.message);
      return { kind: 'failed', error };
    }
    let checkpoint: Checkpoint<S>;
    try {
      checkpoint = await readCheckpoint(context.records, job.id, spec, logger, run.lost);
      if (checkpoint.handedOver) {
        jobsHandedOver.inc({ kind: job.kind });
        logger.info('Taking up a job whose instance died');
      }
      logger.info({ attempt: run.attempt, settled: checkpoint.settled.size }, 'Running a job');
      await checkpoint.markRun('running');
    } catch (thrown) {
      const error = asError(thrown);
      if (run.attempt < run.attempts) return { kind: 'retry', error };
      await tellFailure(await now(), 'attempts', error.message);
      return { kind: 'failed', error };
    }
    const running: RunningJob<S> = {
      id: job.id,
      kind: job.kind,
      payload: payload.data as PayloadOf<S>,
      input: input.data as InputOf<S>,
      createdAt: job.createdAt,
      attempt: run.attempt,
      attempts: run.attempts,
      handedOver: checkpoint.handedOver,
      settled: checkpoint.settled,
      settle: checkpoint.settle,
      once: checkpoint.once,
      signal: run.signal,
      current: async () => (await stored()) ?? running.payload,
    };
    let result: RunOutcome;
    try {
      await handler.run(running);
      result = { kind: 'completed' };
    } catch (thrown) {
      const error = asError(thrown);
      const gaveUp = error instanceof JobGaveUp;
      if (run.signal.aborted && !gaveUp) result = { kind: 'interrupted' };
      else if (gaveUp || run.attempt >= run.attempts) {
        logger.warn({ err: error, attempt: run.attempt }, 'A job failed for good');
        const reason = gaveUp ? 'gave_up' : 'attempts';
        await tellFailure(await now(), reason, error.message, failureCauseOf(error), checkpoint);
        result = { kind: 'failed', error };
      } else {
        logger.warn({ err: error, attempt: run.attempt }, 'A job attempt failed; it will be tried again');
        result = { kind: 'retry', error };
      }
    }
    await checkpoint.markRun('ended');
    await checkpoint.flush();
    return result;
  })();
  jobsFinished.inc({ kind: job.kind, outcome: outcome.kind });
  jobDuration.observe({ kind: job.kind }, (performance.now() - started) / 1000);
  return outcome;
}
