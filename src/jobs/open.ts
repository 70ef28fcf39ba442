/**
 * Opens the job queue the configuration chose: BullMQ on Redis (REDIS_URL, REDIS_PREFIX) for
 * several instances, else the one-instance queue over the store it is given (SQLite or memory,
 * state/feature-stores.ts). Its counts feed the `cf_jobs` metric.
 */
import type { Logger } from '../log/logger.js';
import { countJobsWith } from '../metrics/registry.js';
import { type BullQueueOptions, openBullJobQueue } from './bullmq-queue.js';
import { type LocalJobStore, localJobQueue } from './local-queue.js';
import type { JobKinds, JobQueue } from './types.js';

interface JobsConfig {
  state: { redisUrl: string | undefined; redisPrefix: string };
}

/** Timings (tests shorten them); `url` and `prefix` come from the configuration. */
export type JobQueueOptions = Omit<BullQueueOptions, 'url' | 'prefix' | 'logger'>;

export async function openJobQueue<Ks extends JobKinds>(
  kinds: Ks,
  config: JobsConfig,
  /** Where the one-instance queue keeps its jobs (unused with Redis). */
  localStore: LocalJobStore,
  logger: Logger,
  options: JobQueueOptions = {},
): Promise<JobQueue<Ks>> {
  const { redisUrl, redisPrefix } = config.state;
  const queue = redisUrl
    ? await openBullJobQueue(kinds, { ...options, url: redisUrl, prefix: redisPrefix, logger })
    : localJobQueue(kinds, localStore, {
        ...options,
        logger,
      });
  countJobsWith(() => queue.counts());
  return queue;
}
