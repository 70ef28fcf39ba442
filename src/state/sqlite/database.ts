/**
 * Opens `DATA_DIR/controller-finder.db` (WAL) and applies the forward migrations, `user_version`
 * recording how far. A bad directory or file stops the start with the path named, never replaced or
 * repaired; readers beside the app (the demo) open it read-only and never migrate.
 */

import { accessSync, constants, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { messageOf } from '../../shared/error-message.js';
import { StateStoreError } from '../../shared/store-error.js';

export const DATABASE_FILE_NAME = 'controller-finder.db';

/** Each entry moves the schema one version forward; never edit one that has shipped, add another. */
const migrations: string[] = [
  `CREATE TABLE user_settings (user_id TEXT PRIMARY KEY, settings TEXT NOT NULL) STRICT;
   CREATE TABLE recent_lookups (
     id INTEGER PRIMARY KEY AUTOINCREMENT, user_id TEXT NOT NULL, lookup TEXT NOT NULL) STRICT;
   CREATE INDEX recent_lookups_by_user ON recent_lookups (user_id, id);
   CREATE TABLE lookup_log (id INTEGER PRIMARY KEY AUTOINCREMENT, at INTEGER NOT NULL, entry TEXT NOT NULL) STRICT;
   CREATE INDEX lookup_log_by_time ON lookup_log (at);
   CREATE TABLE event_claims (event_key TEXT PRIMARY KEY, expires_at INTEGER NOT NULL) STRICT;
   CREATE INDEX event_claims_by_expiry ON event_claims (expires_at);`,
  // Durable jobs (state/sqlite/job-store.ts): a job's row, and what its runs recorded (settled
  // items, side effects done, whether a run was under way), both gone a day after it ends.
  `CREATE TABLE jobs (
     id TEXT PRIMARY KEY, kind TEXT NOT NULL, state TEXT NOT NULL, payload TEXT NOT NULL, input TEXT,
     run_at INTEGER NOT NULL, attempts_made INTEGER NOT NULL, created_at INTEGER NOT NULL,
     finished_at INTEGER, failed_reason TEXT) STRICT;
   CREATE INDEX jobs_to_run ON jobs (kind, state, run_at);
   CREATE INDEX jobs_finished ON jobs (finished_at);
   CREATE TABLE job_records (
     job_id TEXT NOT NULL, name TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (job_id, name)) STRICT;`,
  // How often a job was found active at a start (its process died running it): past a limit it fails.
  'ALTER TABLE jobs ADD COLUMN stalled_count INTEGER NOT NULL DEFAULT 0;',
  // The catalogue copy (state/sqlite/catalogue-copy-store.ts): versions per market and language,
  // their entries, the current one per market, what each refresh changed, and the languages
  // users asked for besides the default (copied from then on, or refused by the catalogue).
  `CREATE TABLE copy_versions (
     id TEXT PRIMARY KEY, market TEXT NOT NULL, locale TEXT NOT NULL, version TEXT NOT NULL) STRICT;
   CREATE INDEX copy_versions_by_scope ON copy_versions (market, locale);
   CREATE TABLE copy_entries (
     version_id TEXT NOT NULL, key TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (version_id, key)
   ) STRICT, WITHOUT ROWID;
   CREATE TABLE copy_current (
     market TEXT NOT NULL, locale TEXT NOT NULL, version_id TEXT, failed_at INTEGER,
     PRIMARY KEY (market, locale)) STRICT;
   CREATE TABLE copy_changes (
     version_id TEXT PRIMARY KEY, market TEXT NOT NULL, locale TEXT NOT NULL, at INTEGER NOT NULL,
     changes TEXT NOT NULL) STRICT;
   CREATE INDEX copy_changes_by_scope ON copy_changes (market, locale, at);
   CREATE TABLE copy_languages (
     market TEXT NOT NULL, locale TEXT NOT NULL, state TEXT NOT NULL, PRIMARY KEY (market, locale)) STRICT;`,
  // Watched lists (src/state/sqlite/watched-list-store.ts): each answered list until its watch ends, the units
  // each holds, and the workspaces where Slack refused Lists, until when.
  `CREATE TABLE watched_lists (
     id TEXT PRIMARY KEY, owner TEXT NOT NULL, market TEXT NOT NULL, ends_at INTEGER NOT NULL,
     list TEXT NOT NULL) STRICT;
   CREATE INDEX watched_lists_by_owner ON watched_lists (owner, ends_at);
   CREATE INDEX watched_lists_by_end ON watched_lists (ends_at);
   CREATE TABLE watched_units (
     model_id INTEGER NOT NULL, list_id TEXT NOT NULL, PRIMARY KEY (model_id, list_id)) STRICT, WITHOUT ROWID;
   CREATE INDEX watched_units_by_list ON watched_units (list_id);
   CREATE TABLE lists_refused (team TEXT PRIMARY KEY, until INTEGER NOT NULL) STRICT;`,
  // A watched list's revision: every write after the first checks it and moves it on (compare-and-set).
  'ALTER TABLE watched_lists ADD COLUMN revision INTEGER NOT NULL DEFAULT 0;',
  // Presses of answers' feedback buttons (state/sqlite/sqlite-state.ts), kept as long as the lookup log.
  `CREATE TABLE answer_feedback (id INTEGER PRIMARY KEY AUTOINCREMENT, at INTEGER NOT NULL, entry TEXT NOT NULL) STRICT;
   CREATE INDEX answer_feedback_by_time ON answer_feedback (at);`,
];

export const schemaVersion = migrations.length;

/** Creates DATA_DIR when missing; throws a StateStoreError naming it when it cannot be written. */
export function writableDirectory(dataDir: string): void {
  try {
    mkdirSync(dataDir, { recursive: true });
    accessSync(dataDir, constants.W_OK);
  } catch (error) {
    throw new StateStoreError(`DATA_DIR ${dataDir} cannot be written: ${messageOf(error)}`);
  }
}

function migrate(db: Database.Database, file: string): void {
  const version = db.pragma('user_version', { simple: true }) as number;
  if (version > schemaVersion) {
    throw new StateStoreError(
      `${file} was written by a newer version of the app (schema ${version}, this one knows ${schemaVersion})`,
    );
  }
  for (let next = version; next < schemaVersion; next++) {
    db.transaction(() => {
      db.exec(migrations[next] as string);
      db.pragma(`user_version = ${next + 1}`);
    })();
  }
}

/** Opens (creating when missing) and migrates the database under `dataDir`. */
export function openDatabase(dataDir: string): { db: Database.Database; file: string } {
  writableDirectory(dataDir);
  const file = join(dataDir, DATABASE_FILE_NAME);
  let db: Database.Database | undefined;
  try {
    db = new Database(file);
    db.pragma('journal_mode = WAL');
    // In WAL mode, NORMAL keeps every committed write through a crash of the process.
    db.pragma('synchronous = NORMAL');
    db.pragma('busy_timeout = 2000');
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(String(check));
    migrate(db, file);
    return { db, file };
  } catch (error) {
    db?.close();
    if (error instanceof StateStoreError) throw error;
    throw new StateStoreError(
      `cannot use the database ${file}: ${messageOf(error)}. It was left as it is: restore it from a backup or move it aside`,
    );
  }
}

/** A database of this schema in memory, gone when closed (a copy made for one process, never the app's). */
export function openMemoryDatabase(): Database.Database {
  const db = new Database(':memory:');
  migrate(db, ':memory:');
  return db;
}

/**
 * The app's database under `dataDir` as a reader beside it sees it: opened read-only (a write
 * through it fails with SQLITE_READONLY), never created, never migrated. `unreadable` says why
 * there is none to read: no file, a schema other than this code's (an older one is brought up to
 * date by the app's next start, never here), or a file SQLite cannot open.
 */
export function openDatabaseForReading(
  dataDir: string,
): { db: Database.Database; file: string } | { unreadable: string; file: string } {
  const file = join(dataDir, DATABASE_FILE_NAME);
  if (!existsSync(file)) return { unreadable: `there is no database at ${file}`, file };
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    db.pragma('busy_timeout = 2000');
    const version = db.pragma('user_version', { simple: true }) as number;
    if (version === schemaVersion) return { db, file };
    db.close();
    const older = version < schemaVersion ? ': the app brings it up to date when it next starts' : '';
    return { unreadable: `${file} is of schema ${version}, this code reads ${schemaVersion}${older}`, file };
  } catch (error) {
    db?.close();
    return { unreadable: `cannot read ${file}: ${messageOf(error)}`, file };
  }
}
