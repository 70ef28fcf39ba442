/**
 * The catalogue copy in the SQLite store's database. A commit is one transaction checking the
 * current version first (store.ts's compare-and-set): a crash leaves the old version or the new
 * one, never half. Entries are read a page at a time so no statement stays open between pages.
 */
import type Database from 'better-sqlite3';
import {
  type ChangeRecord,
  type CommitOutcome,
  type CopyLanguage,
  type CopyStore,
  type CopyVersion,
  changesKept,
  copyStatus,
  copyVersionSchema,
  droppedAtCommit,
  entryBatch,
} from '../../catalogue-copy/store.js';
import { parseJson } from '../../shared/parse-json.js';

const readVersion = (text: string | undefined): CopyVersion | undefined => parseJson(copyVersionSchema, text);

export function sqliteCopyStore(db: Database.Database): CopyStore {
  const versionOf = db.prepare<[string], { version: string }>(
    'SELECT version FROM copy_versions WHERE id = ?',
  );
  const currentOf = db.prepare<[string, string], { version_id: string | null; failed_at: number | null }>(
    'SELECT version_id, failed_at FROM copy_current WHERE market = ? AND locale = ?',
  );
  const putVersion = db.prepare(
    `INSERT INTO copy_versions (id, market, locale, version) VALUES (?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET version = excluded.version`,
  );
  const putEntry = db.prepare(
    `INSERT INTO copy_entries (version_id, key, value) VALUES (?, ?, ?)
     ON CONFLICT (version_id, key) DO UPDATE SET value = excluded.value`,
  );
  const getEntry = db.prepare<[string, string], { value: string }>(
    'SELECT value FROM copy_entries WHERE version_id = ? AND key = ?',
  );
  // A page of entries from a key (or after one), up to the first key past every key that starts with the prefix.
  type Page = [string, string, string, number];
  const pageFrom = db.prepare<Page, { key: string; value: string }>(
    'SELECT key, value FROM copy_entries WHERE version_id = ? AND key >= ? AND key < ? ORDER BY key LIMIT ?',
  );
  const pageAfter = db.prepare<Page, { key: string; value: string }>(
    'SELECT key, value FROM copy_entries WHERE version_id = ? AND key > ? AND key < ? ORDER BY key LIMIT ?',
  );
  const keysFrom = db
    .prepare<[string, string, string], string>(
      'SELECT key FROM copy_entries WHERE version_id = ? AND key >= ? AND key < ? ORDER BY key',
    )
    .pluck();
  const setCurrent = db.prepare(
    `INSERT INTO copy_current (market, locale, version_id, failed_at) VALUES (?, ?, ?, NULL)
     ON CONFLICT (market, locale) DO UPDATE SET version_id = excluded.version_id, failed_at = NULL`,
  );
  const setFailed = db.prepare(
    `INSERT INTO copy_current (market, locale, version_id, failed_at) VALUES (?, ?, NULL, ?)
     ON CONFLICT (market, locale) DO UPDATE SET failed_at = excluded.failed_at`,
  );
  const dropCurrent = db.prepare('DELETE FROM copy_current WHERE market = ? AND locale = ?');
  const otherVersions = db.prepare<[string, string, string, string], { id: string; version: string }>(
    'SELECT id, version FROM copy_versions WHERE market = ? AND locale = ? AND id NOT IN (?, ?)',
  );
  const dropEntries = db.prepare('DELETE FROM copy_entries WHERE version_id = ?');
  const dropVersion = db.prepare('DELETE FROM copy_versions WHERE id = ?');
  const putChanges = db.prepare(
    `INSERT INTO copy_changes (version_id, market, locale, at, changes) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (version_id) DO NOTHING`,
  );
  const changesOf = db.prepare<[string, string, number], ChangeRecord>(
    `SELECT version_id AS version, market, locale, at, changes FROM copy_changes
     WHERE market = ? AND locale = ? ORDER BY at DESC LIMIT ?`,
  );
  // As on Redis: the last `changesKept` refreshes' changes per market and language.
  const pruneChanges = db.prepare(
    `DELETE FROM copy_changes WHERE market = ? AND locale = ? AND version_id NOT IN (
       SELECT version_id FROM copy_changes WHERE market = ? AND locale = ? ORDER BY at DESC LIMIT ?)`,
  );
  const languagesOf = db.prepare<[], CopyLanguage>(
    'SELECT market, locale, state FROM copy_languages ORDER BY market, locale',
  );
  const putLanguage = db.prepare(
    `INSERT INTO copy_languages (market, locale, state) VALUES (?, ?, ?)
     ON CONFLICT (market, locale) DO UPDATE SET state = excluded.state WHERE copy_languages.state <> 'refused'`,
  );
  const sizeOf = db.prepare<[string], { bytes: number | null }>(
    'SELECT SUM(LENGTH(key) + LENGTH(value)) AS bytes FROM copy_entries WHERE version_id = ?',
  );

  /** A version and its entries gone (called inside the commit's transaction). */
  const drop = (id: string) => {
    dropEntries.run(id);
    dropVersion.run(id);
  };
  const putAll = db.transaction((versionId: string, entries: readonly (readonly [string, string])[]) => {
    for (const [key, value] of entries) putEntry.run(versionId, key, value);
  });
  const commit = db.transaction(
    (
      version: CopyVersion & { finishedAt: number },
      over: string | undefined,
      changes: string,
    ): CommitOutcome => {
      const previous = currentOf.get(version.market, version.locale)?.version_id ?? undefined;
      const current = previous ? readVersion(versionOf.get(previous)?.version) : undefined;
      if (current && current.startedAt > version.startedAt) {
        drop(version.id);
        return { kind: 'older' };
      }
      if (previous !== over) return { kind: 'moved', current };
      putVersion.run(version.id, version.market, version.locale, JSON.stringify(version));
      setCurrent.run(version.market, version.locale, version.id);
      putChanges.run(version.id, version.market, version.locale, version.finishedAt, changes);
      pruneChanges.run(version.market, version.locale, version.market, version.locale, changesKept);
      for (const other of otherVersions.all(version.market, version.locale, version.id, previous ?? '')) {
        if (droppedAtCommit(readVersion(other.version), version)) drop(other.id);
      }
      return { kind: 'committed' };
    },
  );

  return {
    kind: 'sqlite',
    async status(market, locale) {
      const row = currentOf.get(market, locale);
      const current = row?.version_id ? readVersion(versionOf.get(row.version_id)?.version) : undefined;
      return copyStatus(current, row?.failed_at ?? undefined);
    },
    async begin(version) {
      putVersion.run(version.id, version.market, version.locale, JSON.stringify(version));
    },
    async put(versionId, entries) {
      putAll(versionId, entries);
    },
    async get(versionId, key) {
      return getEntry.get(versionId, key)?.value;
    },
    async keys(versionId, prefix) {
      return keysFrom.all(versionId, prefix, `${prefix}\uffff`);
    },
    async *batches(versionId, prefix) {
      const end = `${prefix}\uffff`;
      let rows = pageFrom.all(versionId, prefix, end, entryBatch);
      while (rows.length > 0) {
        yield rows.map((row): [string, string] => [row.key, row.value]);
        const last = rows.at(-1)?.key;
        if (rows.length < entryBatch || last === undefined) return;
        rows = pageAfter.all(versionId, last, end, entryBatch);
      }
    },
    async commit(version, changes, over) {
      return commit(version, over, changes);
    },
    async markFailed(market, locale, at) {
      setFailed.run(market, locale, at);
    },
    async retire(market, locale) {
      dropCurrent.run(market, locale);
    },
    async changes(market, locale, limit) {
      return changesOf.all(market, locale, limit);
    },
    async languages() {
      return languagesOf.all();
    },
    async setLanguage(language) {
      putLanguage.run(language.market, language.locale, language.state);
    },
    async size(versionId) {
      return sizeOf.get(versionId)?.bytes ?? 0;
    },
    async close() {},
  };
}
