/** The SQLite store: the shared behaviour, then what only a file on disk has (reopen, import, faults). */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../src/log/logger.js';
import { StateStoreError } from '../../src/shared/store-error.js';
import { DATABASE_FILE_NAME, schemaVersion } from '../../src/state/sqlite/database.js';
import { openSqliteState } from '../../src/state/sqlite/sqlite-state.js';
import { tempDirs } from '../support/temp-dirs.js';
import { describeStateBehaviour, logEntry } from './behaviour.js';

const newDir = tempDirs('cf-sqlite-');
const silent = createLogger({ level: 'silent' });
const capturedLogger = () => {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: createLogger({ level: 'info' }, destination) };
};

describeStateBehaviour('sqlite', async ({ eventTtlMs }) =>
  openSqliteState(await newDir(), { logger: silent, lookupLogDays: 90, eventTtlMs }),
);

describe('SQLite state on disk', () => {
  it('writes on close what was recorded in the moment before, not yet committed', async () => {
    const dir = await newDir();
    const first = openSqliteState(dir, { logger: silent, lookupLogDays: 90 });
    const at = Date.now();
    first.lookupLog.record(logEntry({ at }));
    const added = first.recent.add('U1', { query: 'q', result: 'r', at: '2026-01-01T00:00:00Z' });
    await first.close();
    await added;
    const second = openSqliteState(dir, { logger: silent, lookupLogDays: 90 });
    expect(await second.recent.list('U1')).toHaveLength(1);
    expect(await second.lookupLog.since(at)).toEqual([logEntry({ at })]);
    await second.close();
  });

  it('keeps everything across a reopen, event claims included, in DATA_DIR/controller-finder.db', async () => {
    const dir = await newDir();
    const first = openSqliteState(join(dir, 'nested'), { logger: silent, lookupLogDays: 90 });
    await first.settings.save('U1', { market: 'ES' });
    await first.recent.add('U1', { query: 'q', result: 'r', at: '2026-01-01T00:00:00Z' });
    const at = Date.now();
    first.lookupLog.record(logEntry({ at }));
    expect(await first.events.claim('event:Ev1')).toBe('first');
    await first.close();

    const second = openSqliteState(join(dir, 'nested'), { logger: silent, lookupLogDays: 90 });
    expect(await second.settings.get('U1')).toEqual({ market: 'ES' });
    expect(await second.recent.list('U1')).toHaveLength(1);
    expect(await second.lookupLog.since(at)).toEqual([logEntry({ at })]);
    expect(await second.events.claim('event:Ev1')).toBe('duplicate');
    await second.close();
    expect(await readdir(join(dir, 'nested'))).toContain(DATABASE_FILE_NAME);
    const db = new Database(join(dir, 'nested', DATABASE_FILE_NAME), { readonly: true });
    expect(db.pragma('user_version', { simple: true })).toBe(schemaVersion);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
  });

  it('imports an old state.json once, user by user, and keeps it aside as state.json.imported-<time>', async () => {
    const dir = await newDir();
    const recent = [
      { query: 'newest', result: 'r', at: '2026-01-02T00:00:00Z' },
      { query: 'older', result: 'r', at: '2026-01-01T00:00:00Z', market: 'FR' },
    ];
    await writeFile(
      join(dir, 'state.json'),
      JSON.stringify({
        version: 1,
        users: {
          U1: { settings: { market: 'FR', locale: 'fr' }, recent },
          U2: { settings: { market: 42 } },
          U3: { settings: { defaultType: 'CTLR_WIFI' } },
        },
      }),
    );
    const { lines, logger } = capturedLogger();
    const state = openSqliteState(dir, { logger, lookupLogDays: 90 });
    expect(await state.settings.get('U1')).toEqual({ market: 'FR', locale: 'fr' });
    expect(await state.recent.list('U1')).toEqual(recent);
    expect(await state.settings.get('U2')).toEqual({});
    expect(await state.settings.get('U3')).toEqual({ defaultType: 'CTLR_WIFI' });
    await state.close();
    const files = await readdir(dir);
    expect(files).not.toContain('state.json');
    const aside = files.find((file) => file.startsWith('state.json.imported-'));
    expect(JSON.parse(await readFile(join(dir, aside as string), 'utf8')).users.U1.recent).toEqual(recent);
    expect(lines.join('')).toContain('"skipped":["U2"]');

    const again = openSqliteState(dir, { logger: silent, lookupLogDays: 90 });
    expect(await again.recent.list('U1')).toHaveLength(2);
    await again.close();
  });

  it('refuses a corrupt database file, naming it, and leaves it as it was', async () => {
    const dir = await newDir();
    const file = join(dir, DATABASE_FILE_NAME);
    const garbage = 'this is not a database '.repeat(400);
    await writeFile(file, garbage);
    expect(() => openSqliteState(dir, { logger: silent, lookupLogDays: 90 })).toThrow(StateStoreError);
    expect(() => openSqliteState(dir, { logger: silent, lookupLogDays: 90 })).toThrow(file);
    expect(await readFile(file, 'utf8')).toBe(garbage);
  });

  it('refuses a DATA_DIR it cannot write, naming it', async () => {
    // A path under a plain file: no directory can be made there (chmod would not stop root).
    const blocked = join(await newDir(), 'a-file');
    await writeFile(blocked, '');
    const dataDir = join(blocked, 'data');
    expect(() => openSqliteState(dataDir, { logger: silent, lookupLogDays: 90 })).toThrow(
      `DATA_DIR ${dataDir} cannot be written`,
    );
  });

  it('refuses a database written by a newer version of the app', async () => {
    const dir = await newDir();
    const db = new Database(join(dir, DATABASE_FILE_NAME));
    db.pragma(`user_version = ${schemaVersion + 1}`);
    db.close();
    expect(() => openSqliteState(dir, { logger: silent, lookupLogDays: 90 })).toThrow(/newer version/);
  });

  it('reads around one unreadable record without losing the others', async () => {
    const dir = await newDir();
    const state = openSqliteState(dir, { logger: silent, lookupLogDays: 90 });
    await state.settings.save('U1', { market: 'FR' });
    await state.settings.save('U2', { market: 'ES' });
    await state.close();
    const db = new Database(join(dir, DATABASE_FILE_NAME));
    db.prepare("UPDATE user_settings SET settings = '{broken' WHERE user_id = 'U1'").run();
    db.close();
    const reopened = openSqliteState(dir, { logger: silent, lookupLogDays: 90 });
    expect(await reopened.settings.get('U1')).toEqual({});
    expect(await reopened.settings.get('U2')).toEqual({ market: 'ES' });
    await reopened.close();
  });
});
