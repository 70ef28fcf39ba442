/**
 * A held job whose hold ran out before its release (the caller was slow to say "Looking up…"),
 * whichever backend holds it: each backend's test file runs this against its own queue. The
 * late release reaches the running job (`current`, where its answer goes) without running it
 * again, a job that then fails for good tells its user there, and a release after the job
 * ended changes nothing.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { JobGaveUp } from '../../src/jobs/errors.js';
import type { JobQueue } from '../../src/jobs/types.js';
import { holds } from '../support/holds.js';
import type { OpenJobs } from './behaviour.js';
import { handlers, type TestKinds, until } from './test-kinds.js';

export function describeLateRelease(name: string, open: OpenJobs): void {
  describe(`${name} job queue, a release after the hold ran out`, () => {
    const started: JobQueue<TestKinds>[] = [];
    afterEach(async () => {
      for (const queue of started.splice(0)) await queue.stop();
    });

    it('reaches the running job, which runs once; a release after it ended changes nothing', async () => {
      const { queue, inputKept } = await open();
      started.push(queue);
      const seen: (string | undefined)[] = [];
      let runs = 0;
      const held = holds();
      queue.start(
        handlers({
          words: {
            run: async (job) => {
              runs += 1;
              await held.hold('release');
              seen.push(job.payload.note, (await job.current()).note);
            },
            failed: async () => undefined,
          },
        }),
      );
      const id = await queue.add(
        'words',
        { payload: { user: 'U1' }, input: { words: ['a'] } },
        { held: true },
      );
      await until('the hold ran out', () => runs === 1);
      await queue.release('words', id, { user: 'U1', note: 'ts 123' });
      held.release('release');
      await until('completed', async () => (await queue.get('words', id))?.state === 'completed');
      await until('input dropped', async () => !(await inputKept(id)));
      await queue.release('words', id, { user: 'U1', note: 'ts 456' });
      const kept = await queue.get('words', id);
      expect([kept?.state, kept?.payload.note, await inputKept(id)]).toEqual(['completed', 'ts 123', false]);
      expect(seen).toEqual([undefined, 'ts 123']);
      expect(runs).toBe(1);
    });

    it('tells the user where the late release put the job when the job then fails for good', async () => {
      const { queue } = await open();
      started.push(queue);
      const told: (string | undefined)[] = [];
      let runs = 0;
      const held = holds();
      queue.start(
        handlers({
          words: {
            run: async () => {
              runs += 1;
              await held.hold('release');
              throw new JobGaveUp('the words cannot be read');
            },
            failed: async (job) => {
              told.push(job.payload.note);
            },
          },
        }),
      );
      const id = await queue.add(
        'words',
        { payload: { user: 'U1' }, input: { words: ['a'] } },
        { held: true },
      );
      await until('the hold ran out', () => runs === 1);
      await queue.release('words', id, { user: 'U1', note: 'ts 789' });
      held.release('release');
      await until('failed', async () => (await queue.get('words', id))?.state === 'failed');
      expect(told).toEqual(['ts 789']);
    });
  });
}
