import { openDatabase } from '../../../src/state/sqlite/database.js';
import { sqliteWatchStore } from '../../../src/state/sqlite/watched-list-store.js';
import { tempDirs } from '../../support/temp-dirs.js';
import { describeWatchStoreBehaviour } from '../../watched-lists/store-behaviour.js';

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
