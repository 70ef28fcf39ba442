/**
 * Watched lists in the SQLite store's own database (one instance, the default): a row per list
 * (its record as JSON, with the owner, market and end kept as columns to find it by), and a row
 * per workspace that refused Lists. Ended watches are deleted whenever lists are read.
 */
import type Database from 'better-sqlite3';
import { readWatchedList, summaryOf, type WatchedList, type WatchStore } from './store.js';

export function sqliteWatchStore(db: Database.Database): WatchStore {
  const put = db.prepare(
    `INSERT INTO watched_lists (id, owner, market, ends_at, list) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET owner = excluded.owner, market = excluded.market,
       ends_at = excluded.ends_at, list = excluded.list`,
  );
  const replace = db.prepare('UPDATE watched_lists SET list = ? WHERE id = ? AND ends_at > ?');
  const get = db.prepare<[string, number], { list: string }>(
    'SELECT list FROM watched_lists WHERE id = ? AND ends_at > ?',
  );
  const inMarket = db.prepare<[string, number], { list: string }>(
    'SELECT list FROM watched_lists WHERE market = ? AND ends_at > ? ORDER BY ends_at',
  );
  const ofOwner = db.prepare<[string, number], { list: string }>(
    'SELECT list FROM watched_lists WHERE owner = ? AND ends_at > ? ORDER BY ends_at',
  );
  const ended = db.prepare('DELETE FROM watched_lists WHERE ends_at <= ?');
  const remove = db.prepare('DELETE FROM watched_lists WHERE id = ?');
  const refused = db.prepare<[string, number], { until: number }>(
    'SELECT until FROM lists_refused WHERE team = ? AND until > ?',
  );
  const refuse = db.prepare(
    `INSERT INTO lists_refused (team, until) VALUES (?, ?)
     ON CONFLICT (team) DO UPDATE SET until = excluded.until`,
  );
  const lists = (rows: readonly { list: string }[]): WatchedList[] =>
    rows.flatMap((row) => readWatchedList(row.list) ?? []);
  return {
    kind: 'sqlite',
    async put(list) {
      put.run(list.id, list.owner, list.market, list.endsAt, JSON.stringify(list));
    },
    async replace(list) {
      return replace.run(JSON.stringify(list), list.id, Date.now()).changes > 0;
    },
    async get(id, now) {
      const row = get.get(id, now);
      return row ? readWatchedList(row.list) : undefined;
    },
    async inMarket(market, now) {
      ended.run(now);
      return lists(inMarket.all(market, now));
    },
    async ofOwner(owner, now) {
      ended.run(now);
      return lists(ofOwner.all(owner, now)).map(summaryOf);
    },
    async remove(id) {
      return remove.run(id).changes > 0;
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
