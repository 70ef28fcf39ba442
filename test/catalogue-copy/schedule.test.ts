import { describe, expect, it, vi } from 'vitest';
import { startRefreshSchedule } from '../../src/catalogue-copy/schedule.js';
import { createLogger } from '../../src/log/logger.js';
import { openMemoryState } from '../../src/state/memory.js';
import { sqliteCopyStore } from '../../src/state/sqlite/catalogue-copy-store.js';
import { openDatabase } from '../../src/state/sqlite/database.js';
import { tempDirs } from '../support/temp-dirs.js';

const logger = createLogger({ level: 'silent' });
const hour = 3_600_000;
const freshDir = tempDirs('cf-schedule-');

async function copyStore() {
  const dir = await freshDir();
  return sqliteCopyStore(openDatabase(dir).db);
}

describe('the copy refresh schedule', () => {
  it('adds one refresh per period across instances, none while the copy is of this period', async () => {
    const store = await copyStore();
    const state = openMemoryState({ logger, lookupLogDays: 90 });
    let now = 100 * 6 * hour + hour;
    const added: string[] = [];
    const claims: string[] = [];
    let statusReads = 0;
    const counted = {
      ...store,
      status: async (market: string, locale: string) => {
        const status = await store.status(market, locale);
        statusReads += 1;
        return status;
      },
    };
    const copy = { store: counted, refreshMs: 6 * hour, scopes: [{ market: 'ES', locale: 'en' }] };
    const instance = (name: string) =>
      startRefreshSchedule({
        copy,
        claim: async (key, ttlMs) => {
          const claimed = await state.events.claim(key, ttlMs);
          claims.push(`${name} ${claimed}`);
          return claimed;
        },
        enqueue: async () => added.push(name),
        logger,
        checkMs: 60_000,
        now: () => now,
      });
    const one = instance('one');
    const two = instance('two');
    await vi.waitFor(() => expect(claims).toHaveLength(2));
    expect(added).toHaveLength(1);
    // The refresh of this period is made whole: an instance started now adds none.
    const before = claims.length;
    await store.begin({ id: 'v1', market: 'ES', locale: 'en', startedAt: now });
    await store.commit(
      { id: 'v1', market: 'ES', locale: 'en', startedAt: now, finishedAt: now + 1000, models: 1 },
      '{}',
      undefined,
    );
    const reads = statusReads;
    const late = instance('late');
    await vi.waitFor(() => expect(statusReads).toBe(reads + 1));
    await new Promise((resolve) => setImmediate(resolve));
    expect(claims).toHaveLength(before);
    late.stop();
    now += 6 * hour;
    const three = instance('three');
    const four = instance('four');
    await vi.waitFor(() => expect(claims).toHaveLength(4));
    expect(added).toHaveLength(2);
    expect(claims.filter((claim) => claim.endsWith(' first'))).toHaveLength(2);
    for (const schedule of [one, two, three, four]) schedule.stop();
    await state.close();
  });
});
