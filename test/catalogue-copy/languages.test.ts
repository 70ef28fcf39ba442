/**
 * The languages of the catalogue copy (catalogue-copy/languages.ts) over a real SQLite store: a
 * language the catalogue comes to refuse is remembered, and its copy made before stops serving,
 * so its users are answered as a refused language always is (the default language, the note).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyLanguages } from '../../src/catalogue-copy/languages.js';
import { createLogger } from '../../src/log/logger.js';
import { sqliteCopyStore } from '../../src/state/sqlite/catalogue-copy-store.js';
import { openDatabase } from '../../src/state/sqlite/database.js';

const closing: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closing.splice(0)) await close();
});

async function openStore() {
  const dir = await mkdtemp(join(tmpdir(), 'cf-copy-languages-'));
  const { db } = openDatabase(dir);
  closing.push(async () => {
    db.close();
    await rm(dir, { recursive: true, force: true });
  });
  return sqliteCopyStore(db);
}

describe('the languages copied', () => {
  it('retires the copy of a language the catalogue now refuses, and refreshes it no more', async () => {
    const store = await openStore();
    const french = { id: 'fr-1', market: 'ES', locale: 'fr', startedAt: 1000 };
    await store.begin(french);
    await store.commit({ ...french, finishedAt: 2000, models: 1 }, '""', undefined);
    await store.setLanguage({ market: 'ES', locale: 'fr', state: 'wanted' });
    const added: unknown[] = [];
    const languages = copyLanguages({
      store,
      markets: ['ES'],
      defaultLocale: 'en',
      addRefresh: async (scopes) => added.push(scopes),
      logger: createLogger({ level: 'silent' }),
    });
    expect(await languages.refreshScopes()).toContainEqual({ market: 'ES', locale: 'fr' });
    await languages.refused({ market: 'ES', locale: 'fr' });
    expect(await store.status('ES', 'fr')).toEqual({});
    expect(await languages.refreshScopes()).toEqual([{ market: 'ES', locale: 'en' }]);
    expect(added).toEqual([]);
    // Used again, French adds no refresh; German, used after it, does: by then French would have.
    languages.firstUse({ market: 'ES', locale: 'fr' });
    languages.firstUse({ market: 'ES', locale: 'de' });
    await vi.waitFor(() => expect(added).toHaveLength(1));
    expect(added).toEqual([[{ market: 'ES', locale: 'de' }]]);
  });
});
