/**
 * What every job queue does, whichever backend holds it (memory, SQLite, BullMQ on Redis):
 * each backend's test file runs this suite against its own queue, with test kinds of job and
 * short timings (backoff, hold, stop grace).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { JobGaveUp, JobUnavailable } from '../../src/jobs/errors.js';
import type { JobQueue } from '../../src/jobs/types.js';
import { handlers, type TestKinds, until } from './test-kinds.js';

export interface OpenedJobs {
  queue: JobQueue<TestKinds>;
  /** Another queue over the same storage, as the app after a restart. */
  reopen(): Promise<JobQueue<TestKinds>>;
  /** True while the job's input is kept. */
  inputKept(id: string): Promise<boolean>;
}

export type OpenJobs = () => Promise<OpenedJobs>;

export function describeJobQueue(name: string, open: OpenJobs): void {
  describe(`${name} job queue`, () => {
    const started: JobQueue<TestKinds>[] = [];
    const fresh = async () => {
      const opened = await open();
      started.push(opened.queue);
      return opened;
    };
    afterEach(async () => {
      for (const queue of started.splice(0)) await queue.stop();
    });
    const stateOf = async (queue: JobQueue<TestKinds>, id: string) => (await queue.get('words', id))?.state;

    it('runs a job with its payload and input, then keeps it without its input; ids are unique across kinds', async () => {
      const { queue, inputKept } = await fresh();
      const runs: unknown[] = [];
      queue.start(
        handlers({
          words: {
            run: async (job) => {
              runs.push({
                payload: job.payload,
                input: job.input,
                attempt: job.attempt,
                over: job.handedOver,
              });
            },
            failed: async () => undefined,
          },
        }),
      );
      const id = await queue.add('words', { payload: { user: 'U1' }, input: { words: ['a'] } });
      const other = await queue.add('solo', { payload: { user: 'U1' }, input: { n: 1 } }, { held: true });
      expect(other).not.toBe(id);
      await until('completed', async () => (await stateOf(queue, id)) === 'completed');
      expect(runs).toEqual([{ payload: { user: 'U1' }, input: { words: ['a'] }, attempt: 1, over: false }]);
      await until('input dropped', async () => !(await inputKept(id)));
      expect((await queue.get('words', id))?.payload).toEqual({ user: 'U1' });
    });

    it('adds a job of a given id once: added again, before or after it ran, it runs once', async () => {
      const { queue } = await fresh();
      const runs: string[] = [];
      queue.start(
        handlers({
          words: {
            run: async (job) => {
              runs.push(job.id);
            },
            failed: async () => undefined,
          },
        }),
      );
      const job = { payload: { user: 'U1' }, input: { words: ['a'] } };
      const ids = await Promise.all([
        queue.add('words', job, { id: 'notice-1' }),
        queue.add('words', job, { id: 'notice-1' }),
      ]);
      expect(ids).toEqual(['notice-1', 'notice-1']);
      await until('completed', async () => (await stateOf(queue, 'notice-1')) === 'completed');
      expect(await queue.add('words', job, { id: 'notice-1' })).toBe('notice-1');
      const other = await queue.add('words', job, { id: 'notice-2' });
      await until('the other completed', async () => (await stateOf(queue, other)) === 'completed');
      expect(runs).toEqual(['notice-1', 'notice-2']);
    });

    it('joins a job added under a dedupe key while it waits or runs; adds a new one once it ended', async () => {
      const { queue } = await fresh();
      const runs: string[] = [];
      let finish = () => {};
      const finished = new Promise<void>((resolve) => {
        finish = resolve;
      });
      queue.start(
        handlers({
          words: {
            run: async (job) => {
              runs.push(job.id);
              if (runs.length === 1) await finished;
            },
            failed: async () => undefined,
          },
        }),
      );
      const job = { payload: { user: 'U1' }, input: { words: ['a'] } };
      const first = await queue.add('words', job, { dedupe: 'refresh' });
      expect(await queue.add('words', job, { dedupe: 'refresh' })).toBe(first);
      await until('running', () => runs.length === 1);
      expect(await queue.add('words', job, { dedupe: 'refresh' })).toBe(first);
      finish();
      await until('completed', async () => (await stateOf(queue, first)) === 'completed');
      const next = await queue.add('words', job, { dedupe: 'refresh' });
      expect(next).not.toBe(first);
      await until('the next completed', async () => (await stateOf(queue, next)) === 'completed');
      expect(runs).toEqual([first, next]);
    });

    it('checkpoints settled items: the next attempt skips them', async () => {
      const { queue } = await fresh();
      const looked: string[] = [];
      const attempts: number[] = [];
      queue.start(
        handlers({
          words: {
            run: async (job) => {
              attempts.push(job.attempt);
              for (const [index, word] of job.input.words.entries()) {
                if (job.settled.has(word)) continue;
                if (job.attempt === 1 && index === 2) throw new Error('catalogue hiccup');
                looked.push(word);
                await job.settle(word, { upper: word.toUpperCase() });
              }
            },
            failed: async () => undefined,
          },
        }),
      );
      const id = await queue.add('words', {
        payload: { user: 'U1' },
        input: { words: ['a', 'b', 'c', 'd'] },
      });
      await until('completed', async () => (await stateOf(queue, id)) === 'completed');
      expect(attempts).toEqual([1, 2]);
      expect(looked).toEqual(['a', 'b', 'c', 'd']);
    });

    it('fails for good after its last attempt, telling once with what was settled and its cause', async () => {
      const { queue, inputKept } = await fresh();
      let runs = 0;
      const told: unknown[] = [];
      queue.start(
        handlers({
          words: {
            run: async (job) => {
              runs += 1;
              if (!job.settled.has('a')) await job.settle('a', { upper: 'A' });
              throw new JobUnavailable('catalogue down');
            },
            failed: async (job) => {
              told.push({
                reason: job.reason,
                cause: job.cause,
                error: job.error,
                settled: [...job.settled],
                input: job.input,
              });
            },
          },
        }),
      );
      const id = await queue.add('words', { payload: { user: 'U1' }, input: { words: ['a', 'b'] } });
      await until('failed', async () => (await stateOf(queue, id)) === 'failed');
      expect(runs).toBe(3);
      expect(told).toEqual([
        {
          reason: 'attempts',
          cause: 'unavailable',
          error: 'catalogue down',
          settled: [['a', { upper: 'A' }]],
          input: { words: ['a', 'b'] },
        },
      ]);
      await until('input dropped', async () => !(await inputKept(id)));
    });

    it('gives up at once when the handler says so, with the cause it gave', async () => {
      const { queue } = await fresh();
      let runs = 0;
      const reasons: string[] = [];
      queue.start(
        handlers({
          words: {
            run: async () => {
              runs += 1;
              throw new JobGaveUp('the list cannot be read');
            },
            failed: async (job) => {
              reasons.push(`${job.reason} ${job.cause}`);
            },
          },
        }),
      );
      const id = await queue.add('words', { payload: { user: 'U1' }, input: { words: [] } });
      await until('failed', async () => (await stateOf(queue, id)) === 'failed');
      expect(runs).toBe(1);
      expect(reasons).toEqual(['gave_up error']);
    });

    it('does a side effect once however often the job runs', async () => {
      const { queue } = await fresh();
      const uploads: string[] = [];
      const files: string[] = [];
      queue.start(
        handlers({
          words: {
            run: async (job) => {
              const file = await job.once('upload', z.string(), async () => {
                uploads.push(job.id);
                return `F-${job.id}`;
              });
              files.push(file);
              if (job.attempt === 1) throw new Error('lost after the upload');
            },
            failed: async () => undefined,
          },
        }),
      );
      const id = await queue.add('words', { payload: { user: 'U1' }, input: { words: [] } });
      await until('completed', async () => (await stateOf(queue, id)) === 'completed');
      expect(uploads).toEqual([id]);
      expect(files).toEqual([`F-${id}`, `F-${id}`]);
    });

    it('asks `recover` when a run died between a side effect and its record', async () => {
      const { queue } = await fresh();
      const uploads: string[] = [];
      const results: string[] = [];
      queue.start(
        handlers({
          words: {
            run: async (job) => {
              const file = await job.once(
                'upload',
                z.string(),
                async () => {
                  uploads.push(job.id);
                  if (job.attempt === 1) throw new Error('died before recording');
                  return 'uploaded';
                },
                { recover: async () => (uploads.includes(job.id) ? 'found in the channel' : undefined) },
              );
              results.push(file);
            },
            failed: async () => undefined,
          },
        }),
      );
      const id = await queue.add('words', { payload: { user: 'U1' }, input: { words: [] } });
      await until('completed', async () => (await stateOf(queue, id)) === 'completed');
      expect(uploads).toEqual([id]);
      expect(results).toEqual(['found in the channel']);
    });

    it('holds a job until it is released with its final payload', async () => {
      const { queue } = await fresh();
      const notes: (string | undefined)[] = [];
      queue.start(
        handlers({
          words: {
            run: async (job) => {
              notes.push(job.payload.note);
            },
            failed: async () => undefined,
          },
        }),
      );
      const id = await queue.add('words', { payload: { user: 'U1' }, input: { words: [] } }, { held: true });
      expect(await stateOf(queue, id)).toBe('waiting');
      await queue.release('words', id, { user: 'U1', note: 'ts 123' });
      await until('completed', async () => (await stateOf(queue, id)) === 'completed');
      const lost = await queue.add(
        'words',
        { payload: { user: 'U2' }, input: { words: [] } },
        { held: true },
      );
      await until('the unreleased one ran', async () => (await stateOf(queue, lost)) === 'completed');
      expect(notes).toEqual(['ts 123', undefined]);
    });

    it('runs a kind no more at once than its concurrency', async () => {
      const { queue } = await fresh();
      let active = 0;
      let most = 0;
      const gates: (() => void)[] = [];
      queue.start(
        handlers({
          solo: {
            run: async () => {
              active += 1;
              most = Math.max(most, active);
              await new Promise<void>((resolve) => gates.push(resolve));
              active -= 1;
            },
            failed: async () => undefined,
          },
        }),
      );
      const ids = [
        await queue.add('solo', { payload: { user: 'U1' }, input: { n: 1 } }),
        await queue.add('solo', { payload: { user: 'U2' }, input: { n: 2 } }),
      ];
      await until('one started', () => gates.length === 1);
      const counts = await queue.counts();
      expect(counts).toEqual(
        expect.arrayContaining([
          { kind: 'solo', state: 'active', count: 1 },
          { kind: 'solo', state: 'waiting', count: 1 },
        ]),
      );
      gates.shift()?.();
      await until('the second started', () => gates.length === 1 && active === 1);
      gates.shift()?.();
      for (const id of ids)
        await until('completed', async () => (await queue.get('solo', id))?.state === 'completed');
      expect(most).toBe(1);
    });

    it('a stop leaves a running job to resume from its checkpoint, not as an attempt', async () => {
      const { queue, reopen } = await fresh();
      let checkpointed = false;
      queue.start(
        handlers({
          words: {
            run: async (job) => {
              await job.settle('a', { upper: 'A' });
              checkpointed = true;
              await new Promise((resolve) => job.signal.addEventListener('abort', resolve));
              throw new Error('stopping');
            },
            failed: async () => undefined,
          },
        }),
      );
      const id = await queue.add('words', { payload: { user: 'U1' }, input: { words: ['a', 'b'] } });
      await until('checkpointed', () => checkpointed);
      await queue.stop();
      started.splice(started.indexOf(queue), 1);
      const again = await reopen();
      started.push(again);
      expect(await stateOf(again, id)).toBe('waiting');
      const resumed: unknown[] = [];
      again.start(
        handlers({
          words: {
            run: async (job) => {
              resumed.push({ attempt: job.attempt, over: job.handedOver, settled: [...job.settled.keys()] });
            },
            failed: async () => undefined,
          },
        }),
      );
      await until('completed', async () => (await stateOf(again, id)) === 'completed');
      expect(resumed).toEqual([{ attempt: 1, over: false, settled: ['a'] }]);
    });
  });
}
