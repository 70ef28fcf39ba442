/**
 * The behaviour every catalogue copy store keeps (SQLite, Redis): each implementation's test file
 * runs this suite against its own store.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { CopyStore, CopyVersion } from '../../src/catalogue-copy/store.js';

export type OpenCopyStore = () => Promise<CopyStore>;

const version = (id: string, market = 'ES'): CopyVersion => ({ id, market, locale: 'en', startedAt: 1000 });

export function describeCopyStoreBehaviour(name: string, open: OpenCopyStore): void {
  describe(`${name} catalogue copy store`, () => {
    const opened: CopyStore[] = [];
    const fresh = async () => {
      const store = await open();
      opened.push(store);
      return store;
    };
    afterEach(async () => {
      for (const store of opened.splice(0)) await store.close();
    });

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
      expect((await store.entries('v1', 'model:')).map(([key]) => key)).toEqual(['model:10', 'model:7']);
      await store.commit({ ...version('v1'), finishedAt: 2000, models: 2 }, '{"first":true}');
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
        await store.commit({ ...version(id), finishedAt: at, models: 1 }, `"${id} changes"`);
      }
      await store.begin(version('v3'));
      await store.put('v3', [['types', '"v3"']]);
      await store.markFailed('ES', 'en', 3500);
      const status = await store.status('ES', 'en');
      expect(status.current?.id).toBe('v2');
      expect(status.failedAt).toBe(3500);
      await store.commit({ ...version('v3'), finishedAt: 4000, models: 1 }, '"v3 changes"');
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
      await store.commit({ ...version('mine'), startedAt: day, finishedAt: day + 2000, models: 1 }, '"mine"');
      expect(await store.get('other', 'types')).toBe('"other"');
      expect(await store.get('old', 'types')).toBeUndefined();
      await store.commit(
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
        await store.commit({ ...version(id, market), finishedAt: 2000, models: 1 }, '""');
      }
      await store.retire('ES', 'en');
      expect(await store.status('ES', 'en')).toEqual({});
      expect((await store.status('FR', 'en')).current?.id).toBe('r2');
      await store.begin(version('r3'));
      await store.commit({ ...version('r3'), finishedAt: 3000, models: 1 }, '""');
      expect((await store.status('ES', 'en')).current?.id).toBe('r3');
    });

    it('keeps what each refresh changed, newest first, per market', async () => {
      const store = await fresh();
      await store.begin(version('a1'));
      await store.commit({ ...version('a1'), finishedAt: 2000, models: 0 }, '"one"');
      await store.begin(version('a2'));
      await store.commit({ ...version('a2'), finishedAt: 3000, models: 0 }, '"two"');
      await store.begin(version('b1', 'FR'));
      await store.commit({ ...version('b1', 'FR'), finishedAt: 2500, models: 0 }, '"fr"');
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
      expect(await store.entries('r1', 'model:')).toEqual([
        ['model:1', '"new"'],
        ['model:2', '"two"'],
      ]);
    });
  });
}
