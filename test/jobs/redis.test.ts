/**
 * The BullMQ job queue on the real Redis at 127.0.0.1:6379, under a key prefix of its own: the
 * shared behaviour (a reopen is another instance on the same prefix), then what only Redis has:
 * refusing a job while Redis is away or slow (a refused add that lands later never runs), and a
 * run that lost its job to stalled recovery (its lock taken) doing no side effect any more.
 */
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openBullJobQueue } from '../../src/jobs/bullmq-queue.js';
import { JobStoreUnavailable } from '../../src/jobs/errors.js';
import { memoryJobStore } from '../../src/jobs/memory-store.js';
import { openJobQueue } from '../../src/jobs/open.js';
import { createLogger } from '../../src/log/logger.js';
import { requireRedis, testRedisUrl } from '../support/redis.js';
import { redisPrefixes } from '../support/redis-prefixes.js';
import { startTcpProxy } from '../support/tcp-proxy.js';
import { describeJobQueue, type OpenJobs } from './behaviour.js';
import { describeLateRelease } from './late-release.js';
import { handlers, testKinds, testTimings, until } from './test-kinds.js';

const logger = createLogger({ level: 'silent' });
const newPrefix = redisPrefixes('jobs');
beforeAll(requireRedis);
/** An instance's queue on `prefix` (another instance: the same prefix again). */
const openAt = (prefix: string) =>
  openBullJobQueue(testKinds, { ...testTimings, url: testRedisUrl, prefix, logger });

const openJobs: OpenJobs = async () => {
  const prefix = newPrefix();
  const open = () => openAt(prefix);
  return {
    queue: await open(),
    reopen: open,
    inputKept: async (id) => {
      const queue = new Queue('words', { connection: { url: testRedisUrl }, prefix: `${prefix}jobs` });
      const job = await queue.getJob(id);
      await queue.close();
      return job?.data.input !== undefined;
    },
  };
};
describeJobQueue('redis', openJobs);
describeLateRelease('redis', openJobs);

describe('Redis job queue', () => {
  it('runs a kind of global concurrency 1 one job at a time across instances', async () => {
    const prefix = newPrefix();
    const open = () => openAt(prefix);
    const instances = [await open(), await open()];
    let running = 0;
    let most = 0;
    let done = 0;
    for (const queue of instances)
      queue.start(
        handlers({
          single: {
            run: async () => {
              running += 1;
              most = Math.max(most, running);
              await new Promise((resolve) => setTimeout(resolve, 150));
              running -= 1;
              done += 1;
            },
            failed: async () => undefined,
          },
        }),
      );
    for (let i = 0; i < 4; i++) await instances[i % 2]?.add('single', { payload: { user: 'U1' }, input: {} });
    await until('all ran', () => done === 4);
    expect(most).toBe(1);
    for (const queue of instances) await queue.stop();
  });

  it("adds a job scheduler's job once however many instances upsert it", async () => {
    const prefix = newPrefix();
    const open = () => openAt(prefix);
    const instances = [await open(), await open(), await open()];
    const runs: string[] = [];
    for (const queue of instances)
      queue.start(
        handlers({
          single: {
            run: async (job) => {
              runs.push(job.id);
            },
            failed: async () => undefined,
          },
        }),
      );
    const job = { payload: { user: 'scheduler' }, input: {} };
    await Promise.all(instances.map((queue) => queue.repeat?.('single', 'every-hour', 3_600_000, job)));
    await until('the first ran', () => runs.length === 1);
    // Every upsert has landed: a job one of them added besides would be in Redis now, in some state.
    const queue = new Queue('single', { connection: { url: testRedisUrl }, prefix: `${prefix}jobs` });
    const { delayed, ...others } = await queue.getJobCounts();
    await queue.close();
    expect(delayed).toBe(1); // the next one, in an hour
    expect(Object.values(others).reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(runs).toHaveLength(1);
    for (const queue of instances) await queue.stop();
  });

  it('is the queue opened when REDIS_URL is set, its keys under REDIS_PREFIX', async () => {
    const prefix = newPrefix();
    const config = { state: { redisUrl: testRedisUrl, redisPrefix: prefix } };
    const queue = await openJobQueue(testKinds, config, memoryJobStore(), logger, testTimings);
    expect(queue.backend).toBe('redis');
    await queue.add('solo', { payload: { user: 'U1' }, input: { n: 1 } });
    const waiting = new Queue('solo', { connection: { url: testRedisUrl }, prefix: `${prefix}jobs` });
    expect(await waiting.getWaitingCount()).toBe(1);
    await waiting.close();
    await queue.stop();
  });

  it('refuses a job plainly while Redis cannot be reached, and takes jobs again once it can', async () => {
    const proxy = await startTcpProxy(6379);
    const url = `redis://127.0.0.1:${proxy.port}`;
    // An add to a Redis that went away is refused when its time runs out (300 ms here, not 2 s).
    const timings = { ...testTimings, addTimeoutMs: 300 };
    const queue = await openBullJobQueue(testKinds, { ...timings, url, prefix: newPrefix(), logger });
    queue.start(handlers({}));
    proxy.cut();
    await expect(queue.add('solo', { payload: { user: 'U1' }, input: { n: 1 } })).rejects.toBeInstanceOf(
      JobStoreUnavailable,
    );
    proxy.restore();
    let added: string | undefined;
    await until('Redis takes jobs again', async () => {
      added = await queue
        .add('solo', { payload: { user: 'U1' }, input: { n: 2 } }, { held: true })
        .catch(() => undefined);
      return added !== undefined;
    });
    expect(added).toMatch(/\w/);
    await queue.stop();
    await proxy.close();
  });

  it('a job refused because Redis did not answer in time never runs, even when the add reaches Redis later', async () => {
    const proxy = await startTcpProxy(6379);
    const url = `redis://127.0.0.1:${proxy.port}`;
    const timings = { ...testTimings, addTimeoutMs: 300 };
    const queue = await openBullJobQueue(testKinds, { ...timings, url, prefix: newPrefix(), logger });
    const ran: number[] = [];
    queue.start(
      handlers({
        solo: {
          run: async (job) => {
            ran.push(job.input.n);
          },
          failed: async () => undefined,
        },
      }),
    );
    proxy.pause();
    await expect(
      queue.add('solo', { payload: { user: 'U1' }, input: { n: 1 } }, { held: true }),
    ).rejects.toBeInstanceOf(JobStoreUnavailable);
    proxy.resume();
    // Added after it, held as long: it runs after the refused one would have.
    const next = await queue.add('solo', { payload: { user: 'U1' }, input: { n: 2 } }, { held: true });
    await until('the next job ran', async () => (await queue.get('solo', next))?.state === 'completed');
    expect(ran).toEqual([2]);
    await queue.stop();
    await proxy.close();
  });
  it('a run that lost its job to another instance starts no side effect: the effect happens once', async () => {
    const prefix = newPrefix();
    const queue = await openAt(prefix);
    let runs = 0;
    let effects = 0;
    const refused: unknown[] = [];
    queue.start(
      handlers({
        words: {
          run: async (job) => {
            runs += 1;
            // The first run stalls (as if its event loop were blocked) until its lock is gone.
            if (runs === 1) await until('the lost run is told', () => job.signal.aborted, 10_000);
            await job
              .once('effect', z.literal(true), async () => {
                effects += 1;
                return true;
              })
              .catch((error: unknown) => {
                refused.push(error);
                throw error;
              });
          },
          failed: async () => undefined,
        },
      }),
    );
    const id = await queue.add('words', { payload: { user: 'U1' }, input: { words: ['a'] } });
    await until('first run', () => runs === 1);
    const redis = new Redis(testRedisUrl);
    await redis.del(`${prefix}jobs:words:${id}:lock`);
    await redis.quit();
    await until('completed', async () => (await queue.get('words', id))?.state === 'completed');
    expect([runs, effects, refused.length]).toEqual([2, 1, 1]);
    await queue.stop();
  });
});
