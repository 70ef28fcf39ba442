/**
 * The one batching layer of recorded lookups (state/recorded-writes.ts): what is recorded within
 * the delay goes to the store in one write, in order; batches are written one after another; a
 * failed batch is reported once (one warning, one counted store error) however many lookups it
 * held, and nothing of it is left for callers to handle, in a real SQLite store whose table was
 * taken away behind its back.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import Database from 'better-sqlite3';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../src/log/logger.js';
import { registry } from '../../src/metrics/registry.js';
import { type RecordedWrite, recordedWrites } from '../../src/state/recorded-writes.js';
import { DATABASE_FILE_NAME } from '../../src/state/sqlite/database.js';
import { openSqliteState } from '../../src/state/sqlite/sqlite-state.js';
import { logEntry } from './behaviour.js';

const silent = createLogger({ level: 'silent' });
const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});
afterEach(() => {
  vi.useRealTimers();
});

const recent = (query: string) => ({ query, result: 'r', at: new Date(0).toISOString() });
const what = (write: RecordedWrite) =>
  write.kind === 'log' ? `log ${write.entry.userId}` : `recent ${write.userId} ${write.lookup.query}`;

const failedBatches = async () =>
  (await registry.getSingleMetric('cf_store_errors_total')?.get())?.values.find(
    (value) => value.labels.operation === 'lookups.record',
  )?.value ?? 0;

describe('recorded writes', () => {
  it('writes what was recorded within the delay in one call, in order, the malformed left out', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const batches: string[][] = [];
    const writes = recordedWrites((batch) => void batches.push(batch.map(what)), {
      logger: silent,
      delayMs: 50,
    });
    writes.record(logEntry({ userId: 'U1' }));
    const added = writes.addRecent('U1', recent('q1'));
    writes.record({ ...logEntry({ userId: 'U2' }), surface: 'fax' } as never);
    await vi.advanceTimersByTimeAsync(49);
    writes.record(logEntry({ userId: 'U3' }));
    expect(batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await added;
    expect(batches).toEqual([['log U1', 'recent U1 q1', 'log U3']]);
  });

  it('writes on flush, one batch after the other, and resolves once all were written', async () => {
    const events: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const writes = recordedWrites(
      async (batch) => {
        const names = batch.map(what).join(',');
        events.push(`start ${names}`);
        if (names.includes('U1')) await held;
        events.push(`end ${names}`);
      },
      { logger: silent, delayMs: 60_000 },
    );
    writes.record(logEntry({ userId: 'U1' }));
    void writes.flush();
    writes.record(logEntry({ userId: 'U2' }));
    const flushed = writes.flush();
    await new Promise((resolve) => setImmediate(resolve));
    expect(events).toEqual(['start log U1']);
    release();
    await flushed;
    expect(events).toEqual(['start log U1', 'end log U1', 'start log U2', 'end log U2']);
  });

  it('reports a failed batch once, settles each of its lookups without failing them, and goes on with the next', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cf-recorded-'));
    dirs.push(dir);
    const lines: string[] = [];
    const logger = createLogger(
      { level: 'warn' },
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    const state = openSqliteState(dir, { logger, lookupLogDays: 90 });
    const before = await failedBatches();
    const unhandled: unknown[] = [];
    const seen = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', seen);
    try {
      const db = new Database(join(dir, DATABASE_FILE_NAME));
      db.exec('ALTER TABLE lookup_log RENAME TO lookup_log_away');
      for (const userId of ['U1', 'U2', 'U3']) state.lookupLog.record(logEntry({ userId }));
      const added = [state.recent.add('U1', recent('q1')), state.recent.add('U2', recent('q2'))];
      void state.recent.add('U3', recent('q3'));
      await state.flush();
      // Reported by the store: nothing is left for a caller to handle.
      expect((await Promise.allSettled(added)).map((outcome) => outcome.status)).toEqual([
        'fulfilled',
        'fulfilled',
      ]);
      expect(lines.filter((line) => line.includes('Could not write the recorded lookups'))).toHaveLength(1);
      expect((await failedBatches()) - before).toBe(1);

      db.exec('ALTER TABLE lookup_log_away RENAME TO lookup_log');
      db.close();
      await state.recent.add('U4', recent('q4'));
      expect((await state.recent.list('U4')).map((lookup) => lookup.query)).toEqual(['q4']);
      expect(await state.recent.list('U1')).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 10));
    } finally {
      process.off('unhandledRejection', seen);
      await state.close();
    }
    expect(unhandled).toEqual([]);
  });
});
