/**
 * The SQLite job queue, in the store's own database file: the shared behaviour (a reopen is a
 * new store on the same DATA_DIR, as after a restart), then what only a file has.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { JobStoreUnavailable } from '../../src/jobs/errors.js';
import { localJobQueue } from '../../src/jobs/local-queue.js';
import { openJobQueue } from '../../src/jobs/open.js';
import type { JobQueue } from '../../src/jobs/types.js';
import { createLogger } from '../../src/log/logger.js';
import { localJobStoreOf } from '../../src/state/feature-stores.js';
import { DATABASE_FILE_NAME } from '../../src/state/sqlite/database.js';
import { sqliteJobStore } from '../../src/state/sqlite/job-store.js';
import { openSqliteState } from '../../src/state/sqlite/sqlite-state.js';
import type { AppState } from '../../src/state/store.js';
import { describeJobQueue, type OpenJobs } from './behaviour.js';
import { describeLateRelease } from './late-release.js';
import { handlers, type TestKinds, testKinds, testTimings, until } from './test-kinds.js';

const logger = createLogger({ level: 'silent' });
const directories: string[] = [];
const states: AppState[] = [];
afterAll(async () => {
  for (const state of states) await state.close();
  await Promise.all(directories.map((dir) => rm(dir, { recursive: true, force: true })));
});
const newDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'cf-jobs-'));
  directories.push(dir);
  return dir;
};
const openState = (dir: string) => {
  const state = openSqliteState(dir, { logger, lookupLogDays: 90 });
  states.push(state);
  return state;
};
const database = (state: AppState) => {
  if (!state.database) throw new Error('the SQLite store has a database');
  return state.database;
};

const openJobs: OpenJobs = async () => {
  const dir = await newDir();
  const state = openState(dir);
  const open = (opened: AppState) =>
    localJobQueue(testKinds, sqliteJobStore(database(opened)), { ...testTimings, logger });
  return {
    queue: open(state),
    reopen: async () => open(openState(dir)),
    inputKept: async (id) => {
      const row = database(state).prepare('SELECT input FROM jobs WHERE id = ?').get(id) as {
        input: string | null;
      };
      return row.input !== null;
    },
  };
};
describeJobQueue('sqlite', openJobs);
describeLateRelease('sqlite', openJobs);

describe('SQLite job queue', () => {
  it('is the queue opened beside a SQLite store', async () => {
    const state = openState(await newDir());
    const queue = await openJobQueue(
      testKinds,
      { state: { redisUrl: undefined, redisPrefix: 'cf:' } },
      localJobStoreOf(state),
      logger,
    );
    expect(queue.backend).toBe('sqlite');
    await queue.stop();
  });

  it('refuses a job plainly when its database cannot be written', async () => {
    const dir = await newDir();
    const state = openSqliteState(dir, { logger, lookupLogDays: 90 });
    const queue = localJobQueue(testKinds, sqliteJobStore(database(state)), { ...testTimings, logger });
    queue.start(handlers({}));
    await state.close();
    await expect(queue.add('solo', { payload: { user: 'U1' }, input: { n: 1 } })).rejects.toBeInstanceOf(
      JobStoreUnavailable,
    );
    await queue.stop();
  });

  it('fails a job that kills its process at every run once it stalled more than allowed, telling its user once', async () => {
    const dir = await newDir();
    let runs = 0;
    const told: string[] = [];
    // Each start is a new process on the same file; the run before it never returns (its process "died").
    const starts: { queue: JobQueue<TestKinds>; state: ReturnType<typeof openState> }[] = [];
    const startAgain = () => {
      const state = openState(dir);
      const queue = localJobQueue(testKinds, sqliteJobStore(database(state)), {
        ...testTimings,
        stopGraceMs: 50,
        logger,
      });
      starts.push({ queue, state });
      queue.start(
        handlers({
          solo: {
            run: () => {
              runs += 1;
              return new Promise<void>(() => undefined);
            },
            failed: async (job) => {
              told.push(job.reason);
            },
          },
        }),
      );
      return queue;
    };
    const id = await startAgain().add('solo', { payload: { user: 'U1' }, input: { n: 1 } });
    await until('first run', () => runs === 1);
    startAgain();
    await until('second run', () => runs === 2);
    startAgain();
    await until('third run', () => runs === 3);
    const last = startAgain();
    await until('failed', async () => (await last.get('solo', id))?.state === 'failed', 3000);
    expect(runs).toBe(3);
    expect(told).toEqual(['stalled']);
    for (const { queue, state } of starts) {
      await queue.stop();
      await state.close();
    }
  });

  it('tells its user a job failed when its checkpoint could never be read or written', async () => {
    const state = openState(await newDir());
    const db = database(state);
    const queue = localJobQueue(testKinds, sqliteJobStore(db), { ...testTimings, logger });
    const told: unknown[] = [];
    queue.start(
      handlers({
        words: {
          run: async () => undefined,
          failed: async (job) => {
            told.push({ reason: job.reason, settled: job.settled.size, input: job.input });
          },
        },
      }),
    );
    db.exec('DROP TABLE job_records');
    const id = await queue.add('words', { payload: { user: 'U1' }, input: { words: ['a'] } });
    await until('failed', async () => (await queue.get('words', id))?.state === 'failed');
    expect(told).toEqual([{ reason: 'attempts', settled: 0, input: { words: ['a'] } }]);
    await queue.stop();
  });

  it('takes a job due while its database was locked once the lock goes: the queue tries again', async () => {
    const dir = await newDir();
    const state = openState(dir);
    const messages: string[] = [];
    const destination = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) messages.push(JSON.parse(line).msg);
        done();
      },
    });
    // A take waits for the lock this long (the app's 2 s would only make the test longer).
    database(state).pragma('busy_timeout = 100');
    const queue = localJobQueue(testKinds, sqliteJobStore(database(state)), {
      ...testTimings,
      logger: createLogger({ level: 'info' }, destination),
    });
    let runs = 0;
    queue.start(
      handlers({
        solo: {
          run: async () => {
            runs += 1;
          },
          failed: async () => undefined,
        },
      }),
    );
    const id = await queue.add('solo', { payload: { user: 'U1' }, input: { n: 1 } }, { held: true });
    // Another writer (a backup, a stuck process) holds the database when the job falls due.
    const other = new Database(join(dir, DATABASE_FILE_NAME));
    other.exec('BEGIN IMMEDIATE');
    await until('a take failed', () => messages.some((msg) => msg.startsWith('Could not take jobs')));
    other.exec('ROLLBACK');
    other.close();
    await until('completed', async () => (await queue.get('solo', id))?.state === 'completed');
    expect(runs).toBe(1);
    await queue.stop();
  });

  it('does not run a side effect whose start could not be recorded: the job waits and tries again', async () => {
    const state = openState(await newDir());
    const db = database(state);
    // The disk refuses the job's records (here through a trigger of the database itself).
    db.exec(`CREATE TRIGGER refuse_records BEFORE INSERT ON job_records
             BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END`);
    const queue = localJobQueue(testKinds, sqliteJobStore(db), { ...testTimings, logger });
    const attempts: number[] = [];
    const effects: number[] = [];
    queue.start(
      handlers({
        solo: {
          run: async (job) => {
            attempts.push(job.attempt);
            if (job.attempt === 2) db.exec('DROP TRIGGER refuse_records');
            await job.once('post', z.literal(true), async () => {
              effects.push(job.attempt);
              return true;
            });
          },
          failed: async () => undefined,
        },
      }),
    );
    const id = await queue.add('solo', { payload: { user: 'U1' }, input: { n: 1 } });
    await until('completed', async () => (await queue.get('solo', id))?.state === 'completed');
    expect(attempts).toEqual([1, 2]);
    expect(effects).toEqual([2]);
    await queue.stop();
  });

  it('deletes a finished job and its records a day after it ended', async () => {
    const state = openState(await newDir());
    const db = database(state);
    const queue = localJobQueue(testKinds, sqliteJobStore(db), { ...testTimings, logger });
    queue.start(
      handlers({
        words: {
          run: async (job) => {
            await job.settle('a', { upper: 'A' });
          },
          failed: async () => undefined,
        },
      }),
    );
    const id = await queue.add('words', { payload: { user: 'U1' }, input: { words: ['a'] } });
    await until('completed', async () => (await queue.get('words', id))?.state === 'completed');
    await queue.stop();
    const count = (table: string, column: string) =>
      (db.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${column} = ?`).get(id) as { n: number }).n;
    expect([count('jobs', 'id'), count('job_records', 'job_id')]).toEqual([1, 2]);
    db.prepare('UPDATE jobs SET finished_at = finished_at - 86400001 WHERE id = ?').run(id);
    const later = localJobQueue(testKinds, sqliteJobStore(db), { ...testTimings, logger });
    later.start(handlers({}));
    await later.stop();
    expect([count('jobs', 'id'), count('job_records', 'job_id')]).toEqual([0, 0]);
  });
});
