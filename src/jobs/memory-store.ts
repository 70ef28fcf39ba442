/**
 * Jobs kept in this process's memory, for the memory state store (tests that run the app in
 * process, a throw-away run): run like the SQLite ones (local-queue.ts), lost on restart.
 */
import type { JobRecordStore } from './checkpoint.js';
import type { LocalJobRow, LocalJobStore } from './local-queue.js';
import type { JobCount } from './types.js';

export function memoryJobStore(): LocalJobStore {
  const jobs = new Map<string, LocalJobRow & { runAt: number }>();
  const records = new Map<string, Map<string, string>>();
  const recordStore: JobRecordStore = {
    read: async (id) => new Map(records.get(id)),
    write: async (id, name, value) => {
      const kept = records.get(id) ?? new Map<string, string>();
      kept.set(name, value);
      records.set(id, kept);
    },
  };
  const waiting = (kind: string) =>
    [...jobs.values()].filter((job) => job.kind === kind && job.state === 'waiting');
  const update = (
    id: string,
    from: LocalJobRow['state'],
    change: Partial<LocalJobRow & { runAt: number }>,
  ) => {
    const job = jobs.get(id);
    if (job?.state === from) jobs.set(id, { ...job, ...change });
  };
  return {
    backend: 'memory',
    records: recordStore,
    insert(row, runAt) {
      if (jobs.has(row.id)) return;
      jobs.set(row.id, {
        ...row,
        state: 'waiting',
        attemptsMade: 0,
        stalledCount: 0,
        finishedAt: null,
        runAt,
      });
    },
    release(id, payload, now) {
      update(id, 'waiting', { payload, runAt: now });
      update(id, 'active', { payload });
    },
    take(kind, now) {
      const due = waiting(kind)
        .filter((job) => job.runAt <= now)
        .sort((a, b) => a.runAt - b.runAt || a.createdAt - b.createdAt)[0];
      if (!due) return undefined;
      const taken = { ...due, state: 'active' as const };
      jobs.set(due.id, taken);
      return taken;
    },
    nextRunAt(kind) {
      const times = waiting(kind).map((job) => job.runAt);
      return times.length > 0 ? Math.min(...times) : undefined;
    },
    retry(id, runAt) {
      const job = jobs.get(id);
      update(id, 'active', { state: 'waiting', runAt, attemptsMade: (job?.attemptsMade ?? 0) + 1 });
    },
    requeue: (id) => update(id, 'active', { state: 'waiting', runAt: Date.now() }),
    finish(id, state, at) {
      const job = jobs.get(id);
      update(id, 'active', {
        state,
        finishedAt: at,
        input: null,
        attemptsMade: (job?.attemptsMade ?? 0) + 1,
      });
    },
    requeueActive() {
      const active = [...jobs.values()].filter((job) => job.state === 'active');
      for (const job of active)
        jobs.set(job.id, { ...job, state: 'waiting', stalledCount: job.stalledCount + 1 });
      return active.length;
    },
    get: (id) => jobs.get(id),
    counts() {
      const counts = new Map<string, JobCount>();
      for (const job of jobs.values()) {
        const key = `${job.kind} ${job.state}`;
        const count = counts.get(key) ?? { kind: job.kind, state: job.state, count: 0 };
        counts.set(key, { ...count, count: count.count + 1 });
      }
      return [...counts.values()];
    },
    prune(before) {
      for (const job of [...jobs.values()]) {
        if (job.finishedAt === null || job.finishedAt >= before) continue;
        jobs.delete(job.id);
        records.delete(job.id);
      }
    },
  };
}
