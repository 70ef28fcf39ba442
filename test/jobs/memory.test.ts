/**
 * The in-memory job queue (the memory store's): the shared behaviour (a reopen shares the same
 * memory), and the job metrics.
 */
import { describe, expect, it } from 'vitest';
import { localJobQueue } from '../../src/jobs/local-queue.js';
import { memoryJobStore } from '../../src/jobs/memory-store.js';
import { openJobQueue } from '../../src/jobs/open.js';
import { createLogger } from '../../src/log/logger.js';
import { registry } from '../../src/metrics/registry.js';
import { describeJobQueue, type OpenJobs } from './behaviour.js';
import { describeLateRelease } from './late-release.js';
import { handlers, testKinds, testTimings, until } from './test-kinds.js';

const logger = createLogger({ level: 'silent' });

/** The value of one series in Prometheus text (0 when absent). */
const value = (text: string, series: string): number => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
};

const openJobs: OpenJobs = async () => {
  const store = memoryJobStore();
  const open = () => localJobQueue(testKinds, store, { ...testTimings, logger });
  return {
    queue: open(),
    reopen: async () => open(),
    inputKept: async (id) => store.get(id)?.input !== null,
  };
};
describeJobQueue('memory', openJobs);
describeLateRelease('memory', openJobs);

describe('job metrics', () => {
  it('shows jobs by kind and state, runs by outcome and their durations on /metrics', async () => {
    const queue = await openJobQueue(
      testKinds,
      { state: { redisUrl: undefined, redisPrefix: 'cf:' } },
      memoryJobStore(),
      logger,
      testTimings,
    );
    expect(queue.backend).toBe('memory');
    const before = await registry.metrics();
    queue.start(
      handlers({
        solo: {
          run: async (job) => {
            if (job.attempt === 1) throw new Error('first attempt fails');
          },
          failed: async () => undefined,
        },
      }),
    );
    const done = await queue.add('solo', { payload: { user: 'U1' }, input: { n: 1 } });
    await queue.add('solo', { payload: { user: 'U2' }, input: { n: 2 } }, { held: true });
    await until('completed', async () => (await queue.get('solo', done))?.state === 'completed');
    const after = await registry.metrics();
    const delta = (series: string) => value(after, series) - value(before, series);
    expect(value(after, 'cf_jobs{kind="solo",state="completed"}')).toBe(1);
    expect(value(after, 'cf_jobs{kind="solo",state="waiting"}')).toBe(1);
    expect(delta('cf_jobs_finished_total{kind="solo",outcome="retry"}')).toBe(1);
    expect(delta('cf_jobs_finished_total{kind="solo",outcome="completed"}')).toBe(1);
    expect(delta('cf_job_duration_seconds_count{kind="solo"}')).toBe(2);
    await queue.stop();
  });
});
