/** The catalogue copy in the SQLite store's database: the shared behaviour. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { sqliteCopyStore } from '../../src/catalogue-copy/sqlite-store.js';
import { openDatabase } from '../../src/state/sqlite/database.js';
import { describeCopyStoreBehaviour } from './store-behaviour.js';

const directories: string[] = [];
afterAll(async () => {
  await Promise.all(directories.map((dir) => rm(dir, { recursive: true, force: true })));
});

describeCopyStoreBehaviour('sqlite', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'cf-copy-'));
  directories.push(dir);
  const { db } = openDatabase(dir);
  const store = sqliteCopyStore(db);
  return {
    ...store,
    close: async () => {
      db.close();
    },
  };
});
