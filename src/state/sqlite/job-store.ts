/**
 * Jobs in the SQLite store's database (`jobs`, `job_records`) on its own connection: each change is
 * one short statement or transaction committed before the call returns, so it survives a `kill -9`.
 * Written on better-sqlite3 because no well-kept queue library fits (docs/several-instances.md).
 */
import type Database from 'better-sqlite3';
import type { JobRecordStore } from '../../jobs/checkpoint.js';
import type { LocalJobRow, LocalJobStore } from '../../jobs/local-queue.js';
import type { JobCount, JobState } from '../../jobs/types.js';

interface Row {
  id: string;
  kind: string;
  state: JobState;
  payload: string;
  input: string | null;
  created_at: number;
  attempts_made: number;
  stalled_count: number;
  finished_at: number | null;
}

const toJob = (row: Row): LocalJobRow => ({
  id: row.id,
  kind: row.kind,
  state: row.state,
  payload: row.payload,
  input: row.input,
  createdAt: row.created_at,
  attemptsMade: row.attempts_made,
  stalledCount: row.stalled_count,
  finishedAt: row.finished_at,
});

export function sqliteJobStore(db: Database.Database): LocalJobStore {
  const insert = db.prepare(
    `INSERT INTO jobs (id, kind, state, payload, input, run_at, attempts_made, created_at)
     VALUES (?, ?, 'waiting', ?, ?, ?, 0, ?) ON CONFLICT (id) DO NOTHING`,
  );
  // A job that started already (its hold ran out) gets the payload, for its run's `current`.
  const release = db.prepare(
    `UPDATE jobs SET payload = ?, run_at = CASE state WHEN 'waiting' THEN ? ELSE run_at END
     WHERE id = ? AND state IN ('waiting', 'active')`,
  );
  const take = db.prepare<[string, number], Row>(
    `UPDATE jobs SET state = 'active' WHERE id = (
       SELECT id FROM jobs WHERE kind = ? AND state = 'waiting' AND run_at <= ?
       ORDER BY run_at, created_at LIMIT 1)
     RETURNING *`,
  );
  const nextRunAt = db.prepare<[string], { at: number | null }>(
    `SELECT min(run_at) AS at FROM jobs WHERE kind = ? AND state = 'waiting'`,
  );
  const retry = db.prepare(
    `UPDATE jobs SET state = 'waiting', run_at = ?, attempts_made = attempts_made + 1
     WHERE id = ? AND state = 'active'`,
  );
  const requeue = db.prepare(
    `UPDATE jobs SET state = 'waiting', run_at = ? WHERE id = ? AND state = 'active'`,
  );
  const finish = db.prepare(
    `UPDATE jobs SET state = ?, finished_at = ?, failed_reason = ?, input = NULL,
       attempts_made = attempts_made + 1
     WHERE id = ? AND state = 'active'`,
  );
  const requeueActive = db.prepare(
    `UPDATE jobs SET state = 'waiting', stalled_count = stalled_count + 1 WHERE state = 'active'`,
  );
  const get = db.prepare<[string], Row>('SELECT * FROM jobs WHERE id = ?');
  const counts = db.prepare<[], JobCount>(
    'SELECT kind, state, count(*) AS count FROM jobs GROUP BY kind, state',
  );
  const pruneRecords = db.prepare(
    'DELETE FROM job_records WHERE job_id IN (SELECT id FROM jobs WHERE finished_at < ?)',
  );
  const pruneJobs = db.prepare('DELETE FROM jobs WHERE finished_at < ?');
  const readRecords = db.prepare<[string], { name: string; value: string }>(
    'SELECT name, value FROM job_records WHERE job_id = ?',
  );
  const writeRecord = db.prepare(
    `INSERT INTO job_records (job_id, name, value) VALUES (?, ?, ?)
     ON CONFLICT (job_id, name) DO UPDATE SET value = excluded.value`,
  );
  const records: JobRecordStore = {
    read: async (id) => new Map(readRecords.all(id).map((row) => [row.name, row.value])),
    write: async (id, name, value) => {
      writeRecord.run(id, name, value);
    },
  };
  const prune = db.transaction((before: number) => {
    pruneRecords.run(before);
    pruneJobs.run(before);
  });

  return {
    backend: 'sqlite',
    records,
    insert(row, runAt) {
      insert.run(row.id, row.kind, row.payload, row.input, runAt, row.createdAt);
    },
    release(id, payload, now) {
      release.run(payload, now, id);
    },
    take(kind, now) {
      const row = take.get(kind, now);
      return row ? toJob(row) : undefined;
    },
    nextRunAt: (kind) => nextRunAt.get(kind)?.at ?? undefined,
    retry(id, runAt) {
      retry.run(runAt, id);
    },
    requeue(id) {
      requeue.run(Date.now(), id);
    },
    finish(id, state, at, reason) {
      finish.run(state, at, reason ?? null, id);
    },
    requeueActive: () => requeueActive.run().changes,
    get(id) {
      const row = get.get(id);
      return row ? toJob(row) : undefined;
    },
    counts: () => counts.all(),
    prune(before) {
      prune(before);
    },
  };
}
