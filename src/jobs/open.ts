/**
 * Opens the job queue beside the state store the configuration chose: BullMQ on the same Redis
 * (REDIS_URL, REDIS_PREFIX) for several instances, else the SQLite store's own database, else
 * (the memory store: tests, a throw-away run) this process's memory. Its counts feed the
 * `cf_jobs` metric.
 */
import type { Logger } from '../log/logger.js';
import { countJobsWith } from '../metrics/registry.js';
import type { AppState } from '../state/store.js';
import { type BullQueueOptions, openBullJobQueue } from './bullmq-queue.js';
import { localJobQueue } from './local-queue.js';
import { memoryJobStore } from './memory-store.js';
import { sqliteJobStore } from './sqlite-store.js';
import type { JobKinds, JobQueue } from './types.js';

interface JobsConfig {
  state: { redisUrl: string | undefined; redisPrefix: string };
}

/** Timings (tests shorten them); `url` and `prefix` come from the configuration. */
export type JobQueueOptions = Omit<BullQueueOptions, 'url' | 'prefix' | 'logger'>;

export async function openJobQueue<Ks extends JobKinds>(
  kinds: Ks,
  config: JobsConfig,
  state: Pick<AppState, 'database'>,
  logger: Logger,
  options: JobQueueOptions = {},
): Promise<JobQueue<Ks>> {
  const { redisUrl, redisPrefix } = config.state;
  const queue = redisUrl
    ? await openBullJobQueue(kinds, { ...options, url: redisUrl, prefix: redisPrefix, logger })
    : localJobQueue(kinds, state.database ? sqliteJobStore(state.database) : memoryJobStore(), {
        ...options,
        logger,
      });
  countJobsWith(() => queue.counts());
  return queue;
}
