/**
 * One owner per DATA_DIR, held for the process's life: a second process on the same DATA_DIR
 * refuses to start rather than take back the first one's live jobs and answer them twice. The lock
 * is SQLite's own (a tiny database in `locking_mode = EXCLUSIVE`), which the OS drops however the
 * owner dies; why not a pid file or leases: docs/several-instances.md.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { messageOf } from '../../shared/error-message.js';
import { StateStoreError } from '../../shared/store-error.js';
import { writableDirectory } from './database.js';

export const LOCK_FILE_NAME = 'controller-finder.lock';

export interface DataDirOwner {
  /** Lets the lock go (the process's end does it too). */
  release(): void;
}

const busy = (error: unknown) => (error as { code?: unknown }).code === 'SQLITE_BUSY';

/** Takes DATA_DIR for this process; throws a StateStoreError when another process holds it. */
export function claimDataDir(dataDir: string): DataDirOwner {
  writableDirectory(dataDir);
  const file = join(dataDir, LOCK_FILE_NAME);
  let db: Database.Database | undefined;
  try {
    // No wait: the owner holds it for its life.
    db = new Database(file, { timeout: 0 });
    db.pragma('locking_mode = EXCLUSIVE');
    db.pragma('journal_mode = MEMORY');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('CREATE TABLE IF NOT EXISTS owner (pid INTEGER NOT NULL, since INTEGER NOT NULL)');
    db.exec('DELETE FROM owner');
    db.prepare('INSERT INTO owner (pid, since) VALUES (?, ?)').run(process.pid, Date.now());
    db.exec('COMMIT');
  } catch (error) {
    db?.close();
    if (busy(error)) {
      throw new StateStoreError(
        `DATA_DIR ${dataDir} is in use by another running instance of the app (it holds ${file}). Run one instance per DATA_DIR, or set REDIS_URL to run several.`,
      );
    }
    throw new StateStoreError(`cannot lock DATA_DIR ${dataDir} (${file}): ${messageOf(error)}`);
  }
  const held = db;
  return {
    release() {
      if (held.open) held.close();
    },
  };
}
