/**
 * Recording lookups (replies/record-lookup.ts) into a real SQLite file: metrics at once, the
 * lookup log and recent lookups queued in the store, and what is still queued written by the
 * store's `flush` (as its close does) so that stopping loses none of the last requests' lookups.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../../src/log/logger.js';
import { registry } from '../../../src/metrics/registry.js';
import { lookupRecorder } from '../../../src/slack/replies/record-lookup.js';
import { openSqliteState } from '../../../src/state/sqlite/sqlite-state.js';

const silent = createLogger({ level: 'silent' });
const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

const user = { userId: 'U0REC01', market: 'GB', locale: 'en', language: 'en' as const };
const lookup = {
  outcome: 'answer',
  recent: { kind: 'answer' as const, unit: 'Daikin FTXM25R', rows: 1, sku: 'CFWIFDAI001R000', type: 'Wi-Fi' },
  brand: 'Daikin',
  model: 'FTXM25R',
  query: 'daikin ftxm25r',
  market: 'GB',
  surface: 'slash' as const,
  durationMs: 3,
};

const slashAnswers = async () =>
  (await registry.getSingleMetricAsString('cf_lookups_total'))
    .split('\n')
    .find((line) => line.includes('surface="slash"') && line.includes('outcome="answer"'));

describe('lookupRecorder', () => {
  it('counts at once, and the store writes the queued lookups to the file on flush', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cf-record-'));
    dirs.push(dir);
    const state = openSqliteState(dir, { logger: silent, lookupLogDays: 90 });
    const record = lookupRecorder(state, silent);
    const before = await slashAnswers();
    const at = Date.now();
    record(user, lookup);
    expect(await slashAnswers()).not.toBe(before);
    await state.flush();
    // Read by another connection to the file: what flush wrote, not what the store still holds.
    const reopened = openSqliteState(dir, { logger: silent, lookupLogDays: 90 });
    const logged = await reopened.lookupLog.since(at);
    expect(logged.map((entry) => [entry.userId, entry.query, entry.outcome])).toEqual([
      ['U0REC01', 'daikin ftxm25r', 'answer'],
    ]);
    const [kept] = await reopened.recent.list('U0REC01');
    // The facts, for the Home tab to write in its reader's language; the line for older versions.
    expect(kept?.outcome).toEqual(lookup.recent);
    expect(kept?.result).toBe('Daikin FTXM25R → CFWIFDAI001R000 (Wi-Fi)');
    await reopened.close();
    await state.close();
  });
});
