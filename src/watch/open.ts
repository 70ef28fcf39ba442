/**
 * Opens the watched lists' store beside the state store, as the configuration asks: in Redis when
 * REDIS_URL is set (shared by every instance), else in the SQLite store's database; none when
 * LIST_WATCH_DAYS is 0 or the state is kept in memory only (nothing to watch from).
 */
import type { AppState } from '../state/store.js';
import { openRedisWatchStore } from './redis-store.js';
import { sqliteWatchStore } from './sqlite-store.js';
import type { WatchStore } from './store.js';

export interface WatchConfig {
  slack: { listWatchMs: number };
  state: { redisUrl: string | undefined; redisPrefix: string };
}

export async function openWatchStore(
  config: WatchConfig,
  state: Pick<AppState, 'database'>,
): Promise<WatchStore | undefined> {
  if (config.slack.listWatchMs <= 0) return undefined;
  if (config.state.redisUrl) return openRedisWatchStore(config.state.redisUrl, config.state.redisPrefix);
  return state.database ? sqliteWatchStore(state.database) : undefined;
}
