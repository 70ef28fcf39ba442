import { openDatabase } from '../../src/state/sqlite/database.js';
import { sqliteWatchStore } from '../../src/watch/sqlite-store.js';
import { tempDirs } from '../support/temp-dirs.js';
import { describeWatchStoreBehaviour } from './store-behaviour.js';

const freshDir = tempDirs('cf-watch-');

describeWatchStoreBehaviour('sqlite', async () => {
  const dir = await freshDir();
  const { db } = openDatabase(dir);
  return {
    ...sqliteWatchStore(db),
    close: async () => {
      db.close();
    },
  };
});
