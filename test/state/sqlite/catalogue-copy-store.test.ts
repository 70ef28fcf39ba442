import { sqliteCopyStore } from '../../../src/state/sqlite/catalogue-copy-store.js';
import { openDatabase } from '../../../src/state/sqlite/database.js';
import { describeCopyStoreBehaviour } from '../../catalogue-copy/store-behaviour.js';
import { tempDirs } from '../../support/temp-dirs.js';

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
