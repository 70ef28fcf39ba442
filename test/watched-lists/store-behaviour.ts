/**
 * The behaviour every watched lists' store keeps (SQLite, Redis): each implementation's test file
 * runs this suite against its own store.
 */
import { describe, expect, it } from 'vitest';
import type { WatchedLine } from '../../src/watched-lists/lines.js';
import { changeList, type WatchedList, type WatchStore } from '../../src/watched-lists/store.js';
import { freshStores } from '../support/fresh-stores.js';

export type OpenWatchStore = () => Promise<WatchStore>;

const day = 86_400_000;

/** Line `number` answered for the unit `modelId`. */
const line = (number: number, modelId: number, sku = 'CTLR-1'): WatchedLine => ({
  line: { number, typed: `acme qx${number}`, query: `acme qx${number}`, quantity: 1, quantityGiven: false },
  outcome: {
    status: 'answered',
    brand: 'Acme',
    model: `QX${number}`,
    skus: [{ typeName: 'Wi-Fi', sku }],
    candidates: [],
    warnings: [],
  },
  unit: { modelIds: [modelId], skuTypes: ['CTLR_WIFI'] },
});

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
  revision: 0,
  ...fields,
});

export function describeWatchStoreBehaviour(name: string, open: OpenWatchStore): void {
  describe(`${name} watched lists store`, () => {
    const fresh = freshStores(open);

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
      expect(await store.swap(watched('short', { endsAt }), Date.now())).toBe(false);
    });

    it('stops a watch: removed once, never written back by a swap', async () => {
      const store = await fresh();
      const list = watched('job-3');
      await store.put(list);
      expect(await store.swap({ ...list, name: 'changed' }, Date.now())).toBe(true);
      expect(await store.remove('job-3')).toBe(true);
      expect(await store.remove('job-3')).toBe(false);
      expect(await store.swap({ ...list, name: 'late write', revision: 1 }, Date.now())).toBe(false);
      expect(await store.get('job-3', Date.now())).toBeUndefined();
      expect(await store.watching('GB', [7], Date.now())).toEqual([]);
      expect(await store.ofOwner('U0OWNER01', Date.now())).toEqual([]);
    });

    it('writes a list over the revision it was read at, once: a write from an older read is refused', async () => {
      const store = await fresh();
      await store.put(watched('cas'));
      const [first, second] = [await store.get('cas', Date.now()), await store.get('cas', Date.now())];
      expect(first?.revision).toBe(0);
      expect(await store.swap({ ...(first as WatchedList), name: 'first' }, Date.now())).toBe(true);
      // Read before the first write: refused, and the first write stays.
      expect(await store.swap({ ...(second as WatchedList), name: 'second' }, Date.now())).toBe(false);
      const kept = await store.get('cas', Date.now());
      expect(kept).toMatchObject({ name: 'first', revision: 1 });
      expect(await store.swap({ ...(kept as WatchedList), name: 'third' }, Date.now())).toBe(true);
      expect(await store.get('cas', Date.now())).toMatchObject({ name: 'third', revision: 2 });
    });

    it('indexes a list swapped by the units it holds now', async () => {
      const store = await fresh();
      await store.put(watched('moved', { lines: [line(1, 7), line(2, 8)] }));
      const ids = async (units: number[]) => (await store.watching('GB', units, Date.now())).map((l) => l.id);
      expect(await ids([8])).toEqual(['moved']);
      const list = (await store.get('moved', Date.now())) as WatchedList;
      expect(await store.swap({ ...list, lines: [line(1, 7), line(2, 9)] }, Date.now())).toBe(true);
      expect(await ids([8])).toEqual([]);
      expect(await ids([9])).toEqual(['moved']);
      expect(await ids([7])).toEqual(['moved']);
    });

    it('loses no write of many racing on one list (changeList reads again and retries)', async () => {
      const store = await fresh();
      await store.put(watched('raced', { lines: [] }));
      const writers = Array.from({ length: 6 }, (_, i) => i + 1);
      const written = await Promise.all(
        writers.map((number) =>
          changeList(store, 'raced', async (list) => ({
            ...list,
            lines: [...list.lines, line(number, 100 + number)],
          })),
        ),
      );
      expect(written.map((list) => list?.id)).toEqual(writers.map(() => 'raced'));
      const kept = await store.get('raced', Date.now());
      expect(kept?.lines.map((l) => l.line.number).sort()).toEqual(writers);
      expect(kept?.revision).toBe(writers.length);
      expect((await store.watching('GB', [106], Date.now())).map((l) => l.id)).toEqual(['raced']);
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
