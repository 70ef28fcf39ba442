import { describe, expect, it, vi } from 'vitest';
import { periodJobId, startRefreshSchedule } from '../../src/catalogue-copy/schedule.js';
import { createLogger } from '../../src/log/logger.js';
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
  it("adds the period's refresh under its id, again after a failed add, none while the copy is of this period", async () => {
    const store = await copyStore();
    let now = 100 * 6 * hour + hour;
    const period = 100 * 6 * hour;
    const added: string[] = [];
    let failNext = true;
    const copy = { store, refreshMs: 6 * hour, scopes: [{ market: 'ES', locale: 'en' }] };
    const schedule = startRefreshSchedule({
      copy,
      enqueue: async (id) => {
        if (failNext) {
          failNext = false;
          throw new Error('the job store is away');
        }
        added.push(id);
      },
      logger,
      checkMs: 1000,
      now: () => now,
    });
    // The add at start failed: the period is added at the next look, not lost.
    await vi.waitFor(() => expect(added).toContain(periodJobId(period)), { timeout: 5000 });
    // Made whole in this period: nothing more is added.
    await store.begin({ id: 'v1', market: 'ES', locale: 'en', startedAt: now });
    await store.commit(
      { id: 'v1', market: 'ES', locale: 'en', startedAt: now, finishedAt: now + 1000, models: 1 },
      '{}',
      undefined,
    );
    const before = added.length;
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect(added).toHaveLength(before);
    now += 6 * hour;
    await vi.waitFor(() => expect(added).toContain(periodJobId(period + 6 * hour)), { timeout: 5000 });
    schedule.stop();
  });

  it("upserts the queue's job scheduler where there is one, until it lands, and adds nothing itself", async () => {
    const store = await copyStore();
    const upserts: string[] = [];
    const added: string[] = [];
    const schedule = startRefreshSchedule({
      copy: { store, refreshMs: 6 * hour, scopes: [{ market: 'ES', locale: 'en' }] },
      repeat: async () => {
        upserts.push(upserts.length === 0 ? 'refused' : 'landed');
        if (upserts.length === 1) throw new Error('Redis is away');
      },
      enqueue: async (id) => added.push(id),
      logger,
      checkMs: 1000,
    });
    await vi.waitFor(() => expect(upserts).toEqual(['refused', 'landed']), { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(upserts).toEqual(['refused', 'landed']);
    expect(added).toEqual([]);
    schedule.stop();
  });
});
