import { sqliteCopyStore } from '../../src/catalogue-copy/sqlite-store.js';
import { openDatabase } from '../../src/state/sqlite/database.js';
import { tempDirs } from '../support/temp-dirs.js';
import { describeCopyStoreBehaviour } from './store-behaviour.js';

const freshDir = tempDirs('cf-copy-');

describeCopyStoreBehaviour('sqlite', async () => {
  const dir = await freshDir();
  const { db } = openDatabase(dir);
  const store = sqliteCopyStore(db);
  return {
    ...store,
    close: async () => {
      db.close();
    },
  };
});
