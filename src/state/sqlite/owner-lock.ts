/**
 * One owner per DATA_DIR: the process that serves from the SQLite store holds an exclusive lock
 * on `DATA_DIR/controller-finder.lock` for its whole life, and a second process started on the
 * same DATA_DIR (a rolling deploy, a second replica) refuses to start, saying why, instead of
 * taking back the first one's live jobs (local-queue.ts puts every active job back to wait at
 * start) and answering them a second time.
 *
 * The lock is SQLite's own: the lock file is a tiny database opened in `locking_mode = EXCLUSIVE`
 * and written once, so its connection keeps the file's POSIX advisory lock until it closes.
 * Node has no flock, and this is the lock SQLite (better-sqlite3, already here) takes through
 * the operating system, which drops it when the process ends however it ends: a crashed or
 * `kill -9`ed owner never blocks the restart after it. Chosen over a pid file or a lock row with
 * a heartbeat (both go stale after SIGKILL, so a restart would wait for the heartbeat to age, and
 * a paused but live owner would be taken over) and over leases on jobs (every job write would
 * renew and check one, and an owner that lost its lease would still have to stop its runs).
 * A separate file leaves the database itself open to readers (`sqlite3` for a backup). Like
 * SQLite's WAL, it needs DATA_DIR on a local file system.
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
