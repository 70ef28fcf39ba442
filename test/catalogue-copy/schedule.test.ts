/**
 * The catalogue copy's refresh schedule (catalogue-copy/schedule.ts) over a SQLite copy store: on
 * SQLite a due period's refresh added under its id, once, and again after a failed add, by hand
 * ticks and by croner's own; on Redis the queue's job scheduler upserted until it lands.
 */
import { describe, expect, it, vi } from 'vitest';
import { periodJobId, startRefreshSchedule } from '../../src/catalogue-copy/schedule.js';
import type { CopyStore } from '../../src/catalogue-copy/store.js';
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

const copyOf = (store: CopyStore) => ({
  store,
  refreshMs: 6 * hour,
  scopes: [{ market: 'ES', locale: 'en' }],
});

/** An enqueue whose first add fails (the job store away): the ids of the adds after it, in `added`. */
function firstAddFails() {
  const adds = {
    added: [] as string[],
    tried: 0,
    enqueue: async (id: string) => {
      adds.tried += 1;
      if (adds.tried === 1) throw new Error('the job store is away');
      adds.added.push(id);
    },
  };
  return adds;
}

/** The schedule's timer, ticked by hand: `tick` runs one look and waits for it to end. */
function handTicks() {
  let look: (() => Promise<void>) | undefined;
  const ticks = {
    everyMs: 0,
    stopped: false,
    every(ms: number, run: () => Promise<void>) {
      ticks.everyMs = ms;
      look = run;
      return { stop: () => (ticks.stopped = true) };
    },
    async tick() {
      if (!look) throw new Error('the schedule has no timer');
      await look();
    },
  };
  return ticks;
}

describe('the copy refresh schedule', () => {
  it("adds the period's refresh under its id, again after a failed add, none while the copy is of this period", async () => {
    const store = await copyStore();
    let now = 100 * 6 * hour + hour;
    const period = 100 * 6 * hour;
    const adds = firstAddFails();
    const { added } = adds;
    const ticks = handTicks();
    const schedule = startRefreshSchedule({
      copy: copyOf(store),
      enqueue: adds.enqueue,
      logger,
      checkMs: 1000,
      now: () => now,
      every: ticks.every,
    });
    expect(ticks.everyMs).toBe(1000);
    // The add at start failed: the period is added at the next look, not lost.
    await vi.waitFor(() => expect(adds.tried).toBe(1));
    expect(added).toEqual([]);
    await ticks.tick();
    expect(added).toEqual([periodJobId(period)]);
    // Made whole in this period: nothing more is added.
    await store.begin({ id: 'v1', market: 'ES', locale: 'en', startedAt: now });
    await store.commit(
      { id: 'v1', market: 'ES', locale: 'en', startedAt: now, finishedAt: now + 1000, models: 1 },
      '{}',
      undefined,
    );
    await ticks.tick();
    await ticks.tick();
    expect(added).toEqual([periodJobId(period)]);
    now += 6 * hour;
    await ticks.tick();
    expect(added).toEqual([periodJobId(period), periodJobId(period + 6 * hour)]);
    schedule.stop();
    expect(ticks.stopped).toBe(true);
  });

  it('looks again on its own every checkMs (croner), so an add that failed at start is not lost', async () => {
    const store = await copyStore();
    const adds = firstAddFails();
    const schedule = startRefreshSchedule({
      copy: copyOf(store),
      enqueue: adds.enqueue,
      logger,
      checkMs: 1000,
    });
    await vi.waitFor(() => expect(adds.added).toHaveLength(1), { timeout: 5000 });
    schedule.stop();
  });

  it("upserts the queue's job scheduler where there is one, until it lands, and adds nothing itself", async () => {
    const store = await copyStore();
    const upserts: string[] = [];
    const added: string[] = [];
    const ticks = handTicks();
    const schedule = startRefreshSchedule({
      copy: copyOf(store),
      repeat: async () => {
        upserts.push(upserts.length === 0 ? 'refused' : 'landed');
        if (upserts.length === 1) throw new Error('Redis is away');
      },
      enqueue: async (id) => added.push(id),
      logger,
      checkMs: 1000,
      every: ticks.every,
    });
    await vi.waitFor(() => expect(upserts).toEqual(['refused']));
    await ticks.tick();
    expect(upserts).toEqual(['refused', 'landed']);
    await ticks.tick();
    await ticks.tick();
    expect(upserts).toEqual(['refused', 'landed']);
    expect(added).toEqual([]);
    schedule.stop();
  });
});
