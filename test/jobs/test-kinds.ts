/**
 * Kinds of job for the job queue tests (a list-like kind that settles items, a one-at-a-time
 * kind), short timings, handlers for them, and a polling wait.
 */
import { vi } from 'vitest';
import { z } from 'zod';
import type { JobQueueOptions } from '../../src/jobs/open.js';
import type { JobHandler, JobHandlers } from '../../src/jobs/types.js';

export const testKinds = {
  words: {
    payload: z.object({ user: z.string(), note: z.string().optional() }),
    input: z.object({ words: z.array(z.string()) }),
    item: z.object({ upper: z.string() }),
    concurrency: 2,
  },
  solo: {
    payload: z.object({ user: z.string() }),
    input: z.object({ n: z.number() }),
    item: z.never(),
    concurrency: 1,
  },
  /** Two per instance, one across every instance. */
  single: {
    payload: z.object({ user: z.string() }),
    input: z.object({}),
    item: z.never(),
    concurrency: 2,
    globalConcurrency: 1,
  },
};
export type TestKinds = typeof testKinds;

export const testTimings: JobQueueOptions = {
  backoffMs: 20,
  heldMs: 250,
  stopGraceMs: 3000,
  lockDurationMs: 1000,
  stalledIntervalMs: 500,
};

/** Waits (vi.waitFor) until `check` holds; fails the test saying `what` when it never does. */
export async function until(what: string, check: () => boolean | Promise<boolean>, ms = 15_000) {
  await vi.waitFor(
    async () => {
      if (!(await check())) throw new Error(`Never happened: ${what}`);
    },
    { timeout: ms, interval: 10 },
  );
}

const unused: JobHandler<never> = {
  run: async () => {
    throw new Error('no job of this kind in this test');
  },
  failed: async () => undefined,
};

/** Handlers for the test kinds: the ones given, the others failing loudly. */
export const handlers = (given: Partial<JobHandlers<TestKinds>>): JobHandlers<TestKinds> => ({
  words: unused as JobHandler<TestKinds['words']>,
  solo: unused as JobHandler<TestKinds['solo']>,
  single: unused as JobHandler<TestKinds['single']>,
  ...given,
});
