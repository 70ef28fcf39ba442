/**
 * A refresh run of the catalogue copy as the refresh job gives it (catalogue-copy/refresh.ts), its
 * checkpoint and once-only steps kept in memory: what a job's records would hold, so a test can
 * run the same job again (resume) with what the killed run left.
 */
import type { CopyChanges } from '../../src/catalogue-copy/changes.js';
import type { RefreshRun } from '../../src/catalogue-copy/refresh.js';

export interface TestRun extends RefreshRun {
  readonly checkpoints: Set<string>;
  readonly onces: Map<string, CopyChanges>;
}

export function testRun(jobId: string, previous?: TestRun, signal = new AbortController().signal): TestRun {
  const checkpoints = new Set(previous?.checkpoints ?? []);
  const onces = new Map(previous?.onces ?? []);
  return {
    jobId,
    startedAt: Date.now(),
    done: new Set(checkpoints),
    checkpoints,
    onces,
    signal,
    async checkpoint(key) {
      checkpoints.add(key);
    },
    async once(step, effect, recover) {
      const done = onces.get(step) ?? (await recover());
      if (done) return done;
      const value = await effect();
      onces.set(step, value);
      return value;
    },
  };
}
