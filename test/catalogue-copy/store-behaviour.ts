/**
 * The behaviour every catalogue copy store keeps (SQLite, Redis): each implementation's test file
 * runs this suite against its own store.
 */
import { describe, expect, it } from 'vitest';
import type { CopyStore, CopyVersion } from '../../src/catalogue-copy/store.js';
import { freshStores } from '../support/fresh-stores.js';

export type OpenCopyStore = () => Promise<CopyStore>;

/** Commits the version over whichever is current (the compare-and-set's usual case). */
const commitOverCurrent = async (
  store: CopyStore,
  committed: CopyVersion & { finishedAt: number; models: number },
  changes: string,
) => store.commit(committed, changes, (await store.status(committed.market, committed.locale)).current?.id);

/** Every entry of the version whose key starts with `prefix`, read batch by batch. */
const allEntries = async (store: CopyStore, versionId: string, prefix: string) => {
  const found: [string, string][] = [];
  for await (const batch of store.batches(versionId, prefix)) found.push(...batch);
  return found.sort(([a], [b]) => (a < b ? -1 : 1));
};

const version = (id: string, market = 'ES'): CopyVersion => ({ id, market, locale: 'en', startedAt: 1000 });

export function describeCopyStoreBehaviour(name: string, open: OpenCopyStore): void {
  describe(`${name} catalogue copy store`, () => {
    const fresh = freshStores(open);

    it('serves no version until one is committed whole, then that one', async () => {
      const store = await fresh();
      await store.begin(version('v1'));
      await store.put('v1', [
        ['types', '{"body":1}'],
        ['model:7', '{"body":7}'],
        ['model:10', '{"body":10}'],
        ['brand:CTLR_WIFI:3', '{"absent":"not_found"}'],
      ]);
      expect(await store.status('ES', 'en')).toEqual({});
      expect(await store.get('v1', 'model:7')).toBe('{"body":7}');
      expect(await store.get('v1', 'model:8')).toBeUndefined();
      expect((await allEntries(store, 'v1', 'model:')).map(([key]) => key)).toEqual(['model:10', 'model:7']);
      expect(await store.keys('v1', 'model:')).toEqual(['model:10', 'model:7']);
      expect(
        await store.commit({ ...version('v1'), finishedAt: 2000, models: 2 }, '{"first":true}', undefined),
      ).toEqual({
        kind: 'committed',
      });
      const status = await store.status('ES', 'en');
      expect(status.current).toEqual({ ...version('v1'), finishedAt: 2000, models: 2 });
      expect(status.failedAt).toBeUndefined();
      expect(await store.status('FR', 'en')).toEqual({});
      expect(await store.size('v1')).toBeGreaterThan(40);
    });

    it('keeps the previous version serving until the next is whole, and drops the one before it', async () => {
      const store = await fresh();
      for (const [id, at] of [
        ['v1', 2000],
        ['v2', 3000],
      ] as const) {
        await store.begin(version(id));
        await store.put(id, [['types', `"${id}"`]]);
        await commitOverCurrent(store, { ...version(id), finishedAt: at, models: 1 }, `"${id} changes"`);
      }
      await store.begin(version('v3'));
      await store.put('v3', [['types', '"v3"']]);
      await store.markFailed('ES', 'en', 3500);
      const status = await store.status('ES', 'en');
      expect(status.current?.id).toBe('v2');
      expect(status.failedAt).toBe(3500);
      await commitOverCurrent(store, { ...version('v3'), finishedAt: 4000, models: 1 }, '"v3 changes"');
      expect((await store.status('ES', 'en')).current?.id).toBe('v3');
      expect((await store.status('ES', 'en')).failedAt).toBeUndefined();
      expect(await store.get('v2', 'types')).toBe('"v2"');
      expect(await store.get('v1', 'types')).toBeUndefined();
    });

    it('keeps a version another refresh is still building when one commits, drops an abandoned one', async () => {
      const store = await fresh();
      const day = 24 * 60 * 60 * 1000;
      await store.begin({ ...version('old'), startedAt: 1000 });
      await store.put('old', [['types', '"old"']]);
      await store.begin({ ...version('other'), startedAt: day });
      await store.put('other', [['types', '"other"']]);
      await store.begin({ ...version('mine'), startedAt: day });
      await store.put('mine', [['types', '"mine"']]);
      await commitOverCurrent(
        store,
        { ...version('mine'), startedAt: day, finishedAt: day + 2000, models: 1 },
        '"mine"',
      );
      expect(await store.get('other', 'types')).toBe('"other"');
      expect(await store.get('old', 'types')).toBeUndefined();
      await commitOverCurrent(
        store,
        { ...version('other'), startedAt: day, finishedAt: day + 3000, models: 1 },
        '"other"',
      );
      expect((await store.status('ES', 'en')).current?.id).toBe('other');
      expect(await store.get('mine', 'types')).toBe('"mine"');
    });

    it('serves no version of a retired language, in that market only, until one is committed again', async () => {
      const store = await fresh();
      for (const [id, market] of [
        ['r1', 'ES'],
        ['r2', 'FR'],
      ] as const) {
        await store.begin(version(id, market));
        await commitOverCurrent(store, { ...version(id, market), finishedAt: 2000, models: 1 }, '""');
      }
      await store.retire('ES', 'en');
      expect(await store.status('ES', 'en')).toEqual({});
      expect((await store.status('FR', 'en')).current?.id).toBe('r2');
      await store.begin(version('r3'));
      await commitOverCurrent(store, { ...version('r3'), finishedAt: 3000, models: 1 }, '""');
      expect((await store.status('ES', 'en')).current?.id).toBe('r3');
    });

    it('keeps what each refresh changed, newest first, per market', async () => {
      const store = await fresh();
      await store.begin(version('a1'));
      await commitOverCurrent(store, { ...version('a1'), finishedAt: 2000, models: 0 }, '"one"');
      await store.begin(version('a2'));
      await commitOverCurrent(store, { ...version('a2'), finishedAt: 3000, models: 0 }, '"two"');
      await store.begin(version('b1', 'FR'));
      await commitOverCurrent(store, { ...version('b1', 'FR'), finishedAt: 2500, models: 0 }, '"fr"');
      const changes = await store.changes('ES', 'en', 10);
      expect(changes.map((record) => [record.version, record.at, record.changes])).toEqual([
        ['a2', 3000, '"two"'],
        ['a1', 2000, '"one"'],
      ]);
      expect((await store.changes('ES', 'en', 1)).map((record) => record.version)).toEqual(['a2']);
      expect((await store.changes('FR', 'en', 10)).map((record) => record.market)).toEqual(['FR']);
    });

    it('keeps the languages asked for per market, a refusal over any later wish', async () => {
      const store = await fresh();
      expect(await store.languages()).toEqual([]);
      await store.setLanguage({ market: 'ES', locale: 'fr', state: 'wanted' });
      await store.setLanguage({ market: 'ES', locale: 'it', state: 'wanted' });
      await store.setLanguage({ market: 'ES', locale: 'it', state: 'refused' });
      await store.setLanguage({ market: 'ES', locale: 'it', state: 'wanted' });
      await store.setLanguage({ market: 'FR', locale: 'es', state: 'wanted' });
      expect(await store.languages()).toEqual([
        { market: 'ES', locale: 'fr', state: 'wanted' },
        { market: 'ES', locale: 'it', state: 'refused' },
        { market: 'FR', locale: 'es', state: 'wanted' },
      ]);
    });

    it('resumes a version being built: its entries are kept and overwritten in place', async () => {
      const store = await fresh();
      await store.begin(version('r1'));
      await store.put('r1', [['model:1', '"old"']]);
      await store.begin(version('r1'));
      await store.put('r1', [
        ['model:1', '"new"'],
        ['model:2', '"two"'],
      ]);
      expect(await allEntries(store, 'r1', 'model:')).toEqual([
        ['model:1', '"new"'],
        ['model:2', '"two"'],
      ]);
    });

    it('never makes an older snapshot current, and drops it', async () => {
      const store = await fresh();
      await store.begin({ ...version('early'), startedAt: 1000 });
      await store.put('early', [['types', '"early"']]);
      await store.begin({ ...version('late'), startedAt: 2000 });
      await store.put('late', [['types', '"late"']]);
      expect(
        await store.commit(
          { ...version('late'), startedAt: 2000, finishedAt: 3000, models: 1 },
          '"late"',
          undefined,
        ),
      ).toEqual({ kind: 'committed' });
      // The early refresh compared with what it saw (nothing), then with the late one: dropped both times.
      const early = { ...version('early'), startedAt: 1000, finishedAt: 4000, models: 1 };
      expect(await store.commit(early, '"early"', undefined)).toEqual({ kind: 'older' });
      expect(await store.commit(early, '"early"', 'late')).toEqual({ kind: 'older' });
      expect((await store.status('ES', 'en')).current?.id).toBe('late');
      expect(await store.get('early', 'types')).toBeUndefined();
      expect((await store.changes('ES', 'en', 10)).map((record) => record.version)).toEqual(['late']);
    });

    it('commits only over the version it compared with, and never drops the one another made current', async () => {
      const store = await fresh();
      await store.begin({ ...version('base'), startedAt: 1000 });
      await store.put('base', [['types', '"base"']]);
      await store.commit(
        { ...version('base'), startedAt: 1000, finishedAt: 1500, models: 1 },
        '"base"',
        undefined,
      );
      for (const id of ['a', 'b']) {
        await store.begin({ ...version(id), startedAt: 2000 });
        await store.put(id, [['types', `"${id}"`]]);
      }
      // Both compared with `base`; `a` lands first.
      await store.commit(
        { ...version('a'), startedAt: 2000, finishedAt: 3000, models: 1 },
        '"a over base"',
        'base',
      );
      const b = { ...version('b'), startedAt: 2000, finishedAt: 3100, models: 1 };
      const moved = await store.commit(b, '"b over base"', 'base');
      expect(moved).toEqual({
        kind: 'moved',
        current: { ...version('a'), startedAt: 2000, finishedAt: 3000, models: 1 },
      });
      expect((await store.status('ES', 'en')).current?.id).toBe('a');
      expect(await store.get('a', 'types')).toBe('"a"');
      // Compared again with `a`: lands, and `a` stays as the one before it.
      expect(await store.commit(b, '"b over a"', 'a')).toEqual({ kind: 'committed' });
      expect((await store.status('ES', 'en')).current?.id).toBe('b');
      expect(await store.get('a', 'types')).toBe('"a"');
      expect((await store.changes('ES', 'en', 10)).map((record) => record.changes)).toEqual([
        '"b over a"',
        '"a over base"',
        '"base"',
      ]);
    });

    it('reads a version of many entries a batch at a time, each key once, in key order', async () => {
      const store = await fresh();
      await store.begin(version('big'));
      // Values as big as a model's detail (Redis keeps a small hash in one piece, scanned at once).
      const keys = Array.from({ length: 600 }, (_, i) => `model:${String(i).padStart(4, '0')}`);
      await store.put('big', [
        ...keys.map((key): [string, string] => [key, JSON.stringify(key.repeat(20))]),
        ['types', '"t"'],
      ]);
      const batches: number[] = [];
      const seen: string[] = [];
      for await (const batch of store.batches('big', 'model:')) {
        batches.push(batch.length);
        seen.push(...batch.map(([key]) => key));
      }
      expect(batches.length).toBeGreaterThan(1);
      expect([...seen].sort()).toEqual(keys);
      expect(await store.keys('big', 'model:')).toEqual(keys);
    });
  });
}
