/**
 * The lookup log's write side (state/log-writer.ts): entries queued without waiting, a malformed
 * one dropped, and a failed batch reported once (a warning, a counted store error), however many
 * entries it held; recent lookups queued in the same batch, counted the same way.
 */
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../src/log/logger.js';
import { registry } from '../../src/metrics/registry.js';
import { createLogWriter, queueRecentLookup, type RecordedWrite } from '../../src/state/log-writer.js';
import type { LookupLogEntry } from '../../src/state/schema.js';
import { writeBatch } from '../../src/state/write-batch.js';
import { logEntry } from './behaviour.js';

const entry = (userId: string): LookupLogEntry => logEntry({ userId });

const storeErrors = async (operation: string) =>
  (await registry.getSingleMetric('cf_store_errors_total')?.get())?.values.find(
    (value) => value.labels.operation === operation,
  )?.value ?? 0;
const failedRecords = () => storeErrors('lookupLog.record');

describe('the lookup log writer', () => {
  it('writes what it was given in one batch, and reports a failed batch once', async () => {
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
    const written: string[][] = [];
    let failing = false;
    const writer = createLogWriter(
      writeBatch<LookupLogEntry>((entries) => {
        if (failing) throw new Error('disk full');
        written.push(entries.map((e) => e.userId));
      }),
      logger,
    );
    writer.record(entry('U1'));
    writer.record({ ...entry('U2'), surface: 'fax' } as never);
    writer.record(entry('U3'));
    await writer.flush();
    expect(written).toEqual([['U1', 'U3']]);

    failing = true;
    const before = await failedRecords();
    for (const userId of ['U4', 'U5', 'U6']) writer.record(entry(userId));
    await writer.flush();
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.filter((line) => line.includes('Could not write to the lookup log'))).toHaveLength(1);
    expect((await failedRecords()) - before).toBe(1);
  });
});

describe('recent lookups queued with the log', () => {
  it('gives every lookup of a batch its outcome, counts a failed batch once and a malformed lookup apart', async () => {
    const add = queueRecentLookup(
      writeBatch<RecordedWrite>(() => {
        throw new Error('disk full');
      }),
    );
    const before = await storeErrors('recent.add');
    const at = new Date(0).toISOString();
    const outcomes = await Promise.allSettled([
      add('U1', { query: 'q1', result: 'r', at }),
      add('U2', { query: 'q2', result: 'r', at }),
      add('U3', { query: 'q3' } as never),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect((await storeErrors('recent.add')) - before).toBe(2);
  });
});
