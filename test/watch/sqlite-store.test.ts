/** Watched lists in the SQLite store's database: the shared behaviour. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { openDatabase } from '../../src/state/sqlite/database.js';
import { sqliteWatchStore } from '../../src/watch/sqlite-store.js';
import { describeWatchStoreBehaviour } from './store-behaviour.js';

const directories: string[] = [];
afterAll(async () => {
  await Promise.all(directories.map((dir) => rm(dir, { recursive: true, force: true })));
});

describeWatchStoreBehaviour('sqlite', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'cf-watch-'));
  directories.push(dir);
  const { db } = openDatabase(dir);
  return {
    ...sqliteWatchStore(db),
    close: async () => {
      db.close();
    },
  };
});
