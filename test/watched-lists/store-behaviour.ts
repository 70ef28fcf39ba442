/**
 * The behaviour every watched lists' store keeps (SQLite, Redis): each implementation's test file
 * runs this suite against its own store.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { WatchedList, WatchStore } from '../../src/watched-lists/store.js';

export type OpenWatchStore = () => Promise<WatchStore>;

const day = 86_400_000;

const watched = (id: string, fields: Partial<WatchedList> = {}): WatchedList => ({
  id,
  owner: 'U0OWNER01',
  market: 'GB',
  locale: 'en',
  language: 'en',
  place: { channel: 'D0OWNER01' },
  name: 'acme qx25',
  answeredAt: Date.now(),
  endsAt: Date.now() + 90 * day,
  lines: [
    {
      line: { number: 1, typed: 'acme qx25', query: 'acme qx25', quantity: 2, quantityGiven: true },
      outcome: {
        status: 'answered',
        brand: 'Acme',
        model: 'QX25',
        skus: [{ typeName: 'Wi-Fi', sku: 'CTLR-1' }],
        candidates: [],
        warnings: [],
      },
      unit: { modelIds: [7], skuTypes: ['CTLR_WIFI'] },
    },
  ],
  ...fields,
});

export function describeWatchStoreBehaviour(name: string, open: OpenWatchStore): void {
  describe(`${name} watched lists store`, () => {
    const opened: WatchStore[] = [];
    const fresh = async () => {
      const store = await open();
      opened.push(store);
      return store;
    };
    afterEach(async () => {
      for (const store of opened.splice(0)) await store.close();
    });

    it('keeps a list as put, finds it by the units it holds in its market and by owner, and replaces it by id', async () => {
      const store = await fresh();
      const list = watched('job-1');
      await store.put(list);
      await store.put(watched('job-2', { market: 'FR', owner: 'U0OTHER01', endsAt: Date.now() + day }));
      expect(await store.get('job-1', Date.now())).toEqual(list);
      const ids = async (market: string, units: number[]) =>
        (await store.watching(market, units, Date.now())).map((l) => l.id);
      expect(await ids('GB', [7])).toEqual(['job-1']);
      expect(await ids('GB', [3, 7, 9])).toEqual(['job-1']);
      expect(await ids('GB', [8])).toEqual([]);
      expect(await ids('GB', [])).toEqual([]);
      expect(await ids('FR', [7])).toEqual(['job-2']);
      expect(await store.ofOwner('U0OWNER01', Date.now())).toEqual([
        { id: 'job-1', name: list.name, place: list.place, answeredAt: list.answeredAt, endsAt: list.endsAt },
      ]);
      await store.put({ ...list, name: 'again' });
      expect((await store.get('job-1', Date.now()))?.name).toBe('again');
      expect(await ids('GB', [7])).toEqual(['job-1']);
    });

    it('lists an owner’s watches ending first first', async () => {
      const store = await fresh();
      await store.put(watched('late', { endsAt: Date.now() + 9 * day }));
      await store.put(watched('soon', { endsAt: Date.now() + 2 * day }));
      expect((await store.ofOwner('U0OWNER01', Date.now())).map((l) => l.id)).toEqual(['soon', 'late']);
    });

    it('never returns a watch that ended, and forgets it', async () => {
      const store = await fresh();
      const endsAt = Date.now() + 300;
      await store.put(watched('short', { endsAt }));
      await store.put(watched('long'));
      expect(await store.get('short', endsAt)).toBeUndefined();
      expect((await store.watching('GB', [7], endsAt)).map((l) => l.id)).toEqual(['long']);
      expect((await store.ofOwner('U0OWNER01', endsAt)).map((l) => l.id)).toEqual(['long']);
      // Ended for real: not even replaced any more.
      await expect.poll(() => store.get('short', Date.now()), { timeout: 3000 }).toBeUndefined();
      expect(await store.replace(watched('short', { endsAt }))).toBe(false);
    });

    it('stops a watch: removed once, never written back by a replace', async () => {
      const store = await fresh();
      const list = watched('job-3');
      await store.put(list);
      expect(await store.replace({ ...list, name: 'changed' })).toBe(true);
      expect(await store.remove('job-3')).toBe(true);
      expect(await store.remove('job-3')).toBe(false);
      expect(await store.replace({ ...list, name: 'late write' })).toBe(false);
      expect(await store.get('job-3', Date.now())).toBeUndefined();
      expect(await store.watching('GB', [7], Date.now())).toEqual([]);
      expect(await store.ofOwner('U0OWNER01', Date.now())).toEqual([]);
    });

    it('remembers a workspace that refused Lists until the time given', async () => {
      const store = await fresh();
      const until = Date.now() + day;
      expect(await store.listsRefused('T0TEAM01', Date.now())).toBe(false);
      await store.refuseLists('T0TEAM01', until);
      expect(await store.listsRefused('T0TEAM01', Date.now())).toBe(true);
      expect(await store.listsRefused('T0OTHER01', Date.now())).toBe(false);
      expect(await store.listsRefused('T0TEAM01', until)).toBe(false);
    });
  });
}
