/**
 * The job core over real processes killed for real (SIGKILL), with the app's kinds of job and
 * stand-in handlers (test/support/job-worker.ts; its "Slack" is an outbox file): a 240-line
 * list in SQLite resumes from its checkpoint when the app starts again on the same DATA_DIR;
 * on Redis, another instance takes over a list or a photo whose instance died (BullMQ's
 * stalled-job recovery, lock 1 s here); each gives one CSV (or answer) and one final message.
 * A list that keeps failing tells its user once, with its partial rows.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openBullJobQueue } from '../../src/jobs/bullmq-queue.js';
import { localJobQueue } from '../../src/jobs/local-queue.js';
import type { JobQueue } from '../../src/jobs/types.js';
import { createLogger } from '../../src/log/logger.js';
import { appJobKinds } from '../../src/slack/jobs/kinds.js';
import { sqliteJobStore } from '../../src/state/sqlite/job-store.js';
import { openSqliteState } from '../../src/state/sqlite/sqlite-state.js';
import type { AppState } from '../../src/state/store.js';
import { buildJobWorker, type JobWorkerProcess, spawnJobWorker } from '../support/job-process.js';
import { cleanRedis, requireRedis, testRedisPrefix, testRedisUrl } from '../support/redis.js';
import { until } from './test-kinds.js';

const logger = createLogger({ level: 'silent' });
const processes: JobWorkerProcess[] = [];
const directories: string[] = [];
const prefixes: string[] = [];
let main: string;

beforeAll(async () => {
  main = await buildJobWorker();
}, 120_000);
afterEach(async () => {
  const stopping = processes.splice(0);
  for (const worker of stopping) worker.child.kill('SIGKILL');
  await Promise.all(stopping.map((worker) => worker.exited));
});
afterAll(async () => {
  for (const prefix of prefixes) await cleanRedis(prefix);
  await Promise.all(directories.map((dir) => rm(dir, { recursive: true, force: true })));
});

const newDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'cf-job-processes-'));
  directories.push(dir);
  return dir;
};
const start = (env: Record<string, string>) => {
  const worker = spawnJobWorker(main, { PATH: process.env.PATH ?? '', ...env });
  processes.push(worker);
  return worker;
};
const outbox = async (file: string): Promise<Record<string, unknown>[]> =>
  (await readFile(file, 'utf8').catch(() => ''))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
/** Line numbers a process printed as settled (checkpointed) for the job. */
const settledBy = (worker: JobWorkerProcess, id: string) =>
  worker.lines
    .filter((line) => line.includes(`settled ${id} `))
    .map((line) => Number(line.split(' ').at(-1)));

const listJob = (count: number) => ({
  payload: {
    user: { userId: 'U1', market: 'ES', locale: 'es', language: 'es' as const },
    place: { channel: 'D1', progressTs: '1700000000.000100' },
    surface: 'dm' as const,
    lineCount: count,
  },
  input: {
    otherText: '',
    lines: Array.from({ length: count }, (_, index) => ({
      number: index + 1,
      typed: `Daikin FTXM${index}R`,
      query: `daikin ftxm${index}r`,
      quantity: 1,
      quantityGiven: false,
    })),
  },
});
const databaseOf = (state: AppState) => {
  if (!state.database) throw new Error('the SQLite store has a database');
  return state.database;
};
const lineNumbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('SQLite jobs over a restart', () => {
  it('resumes a 240-line list killed mid-way from its checkpoint: one CSV of every line, one final message', async () => {
    const dir = await newDir();
    const box = join(dir, 'outbox.jsonl');
    const state = openSqliteState(dir, { logger, lookupLogDays: 90 });
    const adder = localJobQueue(appJobKinds, sqliteJobStore(databaseOf(state)), { logger });
    const id = await adder.add('list', listJob(240));
    await state.close();

    const first = start({ NAME: 'first', DATA_DIR: dir, OUTBOX: box, LINE_MS: '10' });
    await first.waitFor((line) => line === `first settled ${id} 24`, 'settled 24 lines');
    first.child.kill('SIGKILL');
    await first.exited;
    const before = settledBy(first, id);

    const second = start({ NAME: 'second', DATA_DIR: dir, OUTBOX: box, LINE_MS: '1' });
    const resumed = await second.waitFor((line) => line.startsWith(`second start ${id}`), 'started the list');
    await second.waitFor((line) => line === `second done ${id}`, 'finished the list');
    expect(resumed).toBe(`second start ${id} attempt=1 over=true settled=${before.length}`);
    const after = settledBy(second, id);
    expect(after.filter((line) => before.includes(line))).toEqual([]);
    expect([...before, ...after].sort((a, b) => a - b)).toEqual(lineNumbers(240));
    const sent = await outbox(box);
    expect(sent.map((entry) => entry.effect)).toEqual(['upload', 'final']);
    expect(sent[0]?.rows).toEqual(lineNumbers(240).map((n) => `SKU-daikin ftxm${n - 1}r`));
    expect(sent[1]?.text).toBe('Looked up 240 of 240');
  }, 90_000);

  it('a SIGTERM leaves the running list to resume at the next start, not as an attempt nor handed over', async () => {
    const dir = await newDir();
    const box = join(dir, 'outbox.jsonl');
    const state = openSqliteState(dir, { logger, lookupLogDays: 90 });
    const id = await localJobQueue(appJobKinds, sqliteJobStore(databaseOf(state)), { logger }).add(
      'list',
      listJob(100),
    );
    await state.close();
    const first = start({ NAME: 'first', DATA_DIR: dir, OUTBOX: box, LINE_MS: '10' });
    await first.waitFor((line) => line === `first settled ${id} 10`, 'settled 10 lines');
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    const before = settledBy(first, id);
    const second = start({ NAME: 'second', DATA_DIR: dir, OUTBOX: box, LINE_MS: '1' });
    const resumed = await second.waitFor((line) => line.startsWith(`second start ${id}`), 'started the list');
    await second.waitFor((line) => line === `second done ${id}`, 'finished the list');
    expect(resumed).toBe(`second start ${id} attempt=1 over=false settled=${before.length}`);
    expect((await outbox(box)).map((entry) => entry.effect)).toEqual(['upload', 'final']);
  }, 60_000);

  it('tells the user once, with the partial rows, when a list keeps failing', async () => {
    const dir = await newDir();
    const box = join(dir, 'outbox.jsonl');
    const state = openSqliteState(dir, { logger, lookupLogDays: 90 });
    const adder = localJobQueue(appJobKinds, sqliteJobStore(databaseOf(state)), { logger });
    const id = await adder.add('list', listJob(20));
    await state.close();
    const worker = start({ NAME: 'failing', DATA_DIR: dir, OUTBOX: box, FAIL_ALWAYS: '1' });
    await worker.waitFor((line) => line === `failing failed ${id}`, 'told the failure');
    expect(worker.lines.filter((line) => line.startsWith(`failing start ${id}`))).toHaveLength(3);
    expect(await outbox(box)).toEqual([
      { effect: 'failed', job: id, reason: 'attempts', partialRows: ['1', '2', '3', '4', '5'] },
    ]);
  }, 60_000);
});

describe('Redis jobs over two instances', () => {
  let queue: JobQueue<typeof appJobKinds>;
  let prefix: string;
  beforeAll(async () => {
    await requireRedis();
    prefix = testRedisPrefix('job-processes');
    prefixes.push(prefix);
    queue = await openBullJobQueue(appJobKinds, { url: testRedisUrl, prefix, logger });
  });
  afterAll(() => queue.stop());

  /**
   * Two instances; the one that starts the job is killed once `ready` accepts its lines; the
   * other ends it (`done`, or `failed` when no stall is allowed).
   */
  async function handOver(
    kind: 'list' | 'photo',
    id: string,
    box: string,
    ready: (line: string) => boolean,
    { maxStalled = '2', end = 'done' } = {},
  ) {
    const env = {
      REDIS_URL: testRedisUrl,
      REDIS_PREFIX: prefix,
      OUTBOX: box,
      LINE_MS: '10',
      PHOTO_MS: '1500',
      MAX_STALLED: maxStalled,
    };
    const instances = [start({ ...env, NAME: 'one' }), start({ ...env, NAME: 'two' })];
    const startedBy = await Promise.race(
      instances.map((instance) =>
        instance.waitFor((line) => line.includes(` start ${id}`), `started the ${kind}`).then(() => instance),
      ),
    );
    const survivor = instances.find((instance) => instance !== startedBy);
    if (!survivor) throw new Error('two instances');
    await startedBy.waitFor(ready, 'got far enough');
    startedBy.child.kill('SIGKILL');
    await startedBy.exited;
    const name = survivor === instances[0] ? 'one' : 'two';
    await survivor.waitFor((line) => line === `${name} ${end} ${id}`, `${end} the job`);
    const resumed = survivor.lines.find((line) => line.startsWith(`${name} start ${id}`));
    const ended = end === 'done' ? 'completed' : 'failed';
    await until(`${kind} ${ended}`, async () => (await queue.get(kind, id))?.state === ended);
    return { resumed, startedBy, survivor };
  }

  it('another instance takes over a list whose instance died: one CSV, one final message', async () => {
    const box = join(await newDir(), 'outbox.jsonl');
    const id = await queue.add('list', listJob(240));
    const { resumed, startedBy, survivor } = await handOver('list', id, box, (line) =>
      line.endsWith(`settled ${id} 24`),
    );
    const before = settledBy(startedBy, id);
    expect(resumed).toMatch(/ attempt=1 over=true settled=\d+$/);
    const after = settledBy(survivor, id);
    expect(after.filter((line) => before.includes(line))).toEqual([]);
    expect([...before, ...after].sort((a, b) => a - b)).toEqual(lineNumbers(240));
    const sent = await outbox(box);
    expect(sent.map((entry) => entry.effect)).toEqual(['upload', 'final']);
    expect(sent[0]?.rows).toHaveLength(240);
  }, 90_000);

  it('another instance takes over a photo whose instance died while reading it: one answer', async () => {
    const box = join(await newDir(), 'outbox.jsonl');
    const id = await queue.add('photo', {
      payload: {
        user: { userId: 'U1', market: 'ES', locale: 'es', language: 'es' },
        place: { channel: 'D1', progressTs: '1700000000.000200' },
      },
      input: { fileId: 'F1' },
    });
    const { resumed } = await handOver('photo', id, box, (line) => line.endsWith(`reading ${id}`));
    expect(resumed).toMatch(/ attempt=1 over=true$/);
    expect(await outbox(box)).toEqual([{ effect: 'answer', job: id, text: 'Read from the photo: FTXM25R' }]);
  }, 90_000);

  it('fails a job that killed its instance more often than allowed, telling its user once with the partial rows', async () => {
    const box = join(await newDir(), 'outbox.jsonl');
    const id = await queue.add('list', listJob(240));
    const { resumed, startedBy } = await handOver(
      'list',
      id,
      box,
      (line) => line.endsWith(`settled ${id} 24`),
      {
        maxStalled: '0',
        end: 'failed',
      },
    );
    expect(resumed).toBeUndefined();
    expect(await outbox(box)).toEqual([
      { effect: 'failed', job: id, reason: 'stalled', partialRows: settledBy(startedBy, id).map(String) },
    ]);
  }, 90_000);
});
