/**
 * Watched lists in the SQLite store's database: a row per list and per unit it holds, so a refresh
 * reads only the lists its changes touch. A write after the first is one transaction checking the
 * revision.
 */
import type Database from 'better-sqlite3';
import { modelIdsOf } from '../../watched-lists/lines.js';
import { readWatchedList, summaryOf, type WatchedList, type WatchStore } from '../../watched-lists/store.js';

export function sqliteWatchStore(db: Database.Database): WatchStore {
  const putList = db.prepare(
    `INSERT INTO watched_lists (id, owner, market, ends_at, list, revision) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET owner = excluded.owner, market = excluded.market,
       ends_at = excluded.ends_at, list = excluded.list, revision = excluded.revision`,
  );
  const swapList = db.prepare<[{ id: string; list: string; revision: number; now: number }]>(
    `UPDATE watched_lists SET list = @list, revision = revision + 1
     WHERE id = @id AND revision = @revision AND ends_at > @now`,
  );
  const dropUnits = db.prepare('DELETE FROM watched_units WHERE list_id = ?');
  const putUnit = db.prepare('INSERT OR IGNORE INTO watched_units (model_id, list_id) VALUES (?, ?)');
  const get = db.prepare<[string, number], { list: string }>(
    'SELECT list FROM watched_lists WHERE id = ? AND ends_at > ?',
  );
  const watching = db.prepare<[{ market: string; units: string; now: number }], { list: string }>(
    `SELECT list FROM watched_lists WHERE market = @market AND ends_at > @now AND id IN (
       SELECT list_id FROM watched_units WHERE model_id IN (SELECT value FROM json_each(@units)))
     ORDER BY ends_at`,
  );
  const ofOwner = db.prepare<[string, number], { list: string }>(
    'SELECT list FROM watched_lists WHERE owner = ? AND ends_at > ? ORDER BY ends_at',
  );
  const endedUnits = db.prepare(
    'DELETE FROM watched_units WHERE list_id IN (SELECT id FROM watched_lists WHERE ends_at <= ?)',
  );
  const endedLists = db.prepare('DELETE FROM watched_lists WHERE ends_at <= ?');
  const removeList = db.prepare('DELETE FROM watched_lists WHERE id = ?');
  const refused = db.prepare<[string, number], { until: number }>(
    'SELECT until FROM lists_refused WHERE team = ? AND until > ?',
  );
  const refuse = db.prepare(
    `INSERT INTO lists_refused (team, until) VALUES (?, ?)
     ON CONFLICT (team) DO UPDATE SET until = excluded.until`,
  );
  const units = (list: WatchedList) => {
    dropUnits.run(list.id);
    for (const modelId of modelIdsOf(list.lines)) putUnit.run(modelId, list.id);
  };
  const put = db.transaction((list: WatchedList) => {
    putList.run(list.id, list.owner, list.market, list.endsAt, JSON.stringify(list), list.revision);
    units(list);
  });
  const swap = db.transaction((list: WatchedList, now: number) => {
    const { id, revision } = list;
    const written = { ...list, revision: revision + 1 };
    const swapped = swapList.run({ id, list: JSON.stringify(written), revision, now }).changes > 0;
    if (swapped) units(list);
    return swapped;
  });
  const dropEnded = db.transaction((now: number) => {
    endedUnits.run(now);
    endedLists.run(now);
  });
  const remove = db.transaction((id: string) => {
    dropUnits.run(id);
    return removeList.run(id).changes > 0;
  });
  const lists = (rows: readonly { list: string }[]): WatchedList[] =>
    rows.flatMap((row) => readWatchedList(row.list) ?? []);
  return {
    kind: 'sqlite',
    async put(list) {
      put(list);
    },
    async swap(list, now) {
      return swap(list, now);
    },
    async get(id, now) {
      return readWatchedList(get.get(id, now)?.list);
    },
    async watching(market, modelIds, now) {
      dropEnded(now);
      return lists(watching.all({ market, units: JSON.stringify(modelIds), now }));
    },
    async ofOwner(owner, now) {
      dropEnded(now);
      return lists(ofOwner.all(owner, now)).map(summaryOf);
    },
    async remove(id) {
      return remove(id);
    },
    async listsRefused(team, now) {
      return refused.get(team, now) !== undefined;
    },
    async refuseLists(team, until) {
      refuse.run(team, until);
    },
    async close() {},
  };
}
