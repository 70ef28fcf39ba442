/**
 * Opens each feature's store for the app, where its state store is kept: in Redis when REDIS_URL is
 * set (shared by every instance), else in the SQLite store's database. The features declare their
 * store interfaces beside them (the demo opens its read-only copy itself: cli/app-copy.ts).
 */

import type { CopyStore } from '../catalogue-copy/store.js';
import type { LocalJobStore } from '../jobs/local-queue.js';
import { memoryJobStore } from '../jobs/memory-store.js';
import type { WatchStore } from '../watched-lists/store.js';
import { openRedisCopyStore } from './redis/catalogue-copy-store.js';
import { openRedisWatchStore } from './redis/watched-list-store.js';
import { sqliteCopyStore } from './sqlite/catalogue-copy-store.js';
import { sqliteJobStore } from './sqlite/job-store.js';
import { sqliteWatchStore } from './sqlite/watched-list-store.js';
import type { AppState } from './store.js';

interface StoreConfig {
  state: { redisUrl: string | undefined; redisPrefix: string };
}

/** The catalogue copy's store; none when no copy is kept (CATALOGUE_REFRESH_HOURS=0) or in memory only. */
export async function openCopyStore(
  config: StoreConfig & { copy: unknown },
  state: Pick<AppState, 'database'>,
): Promise<CopyStore | undefined> {
  if (!config.copy) return undefined;
  if (config.state.redisUrl) return openRedisCopyStore(config.state.redisUrl, config.state.redisPrefix);
  return state.database ? sqliteCopyStore(state.database) : undefined;
}

/** The watched lists' store; none when LIST_WATCH_DAYS is 0 or in memory only (nothing to watch from). */
export async function openWatchStore(
  config: StoreConfig & { slack: { listWatchMs: number } },
  state: Pick<AppState, 'database'>,
): Promise<WatchStore | undefined> {
  if (config.slack.listWatchMs <= 0) return undefined;
  if (config.state.redisUrl) return openRedisWatchStore(config.state.redisUrl, config.state.redisPrefix);
  return state.database ? sqliteWatchStore(state.database) : undefined;
}

/** Where the one-instance job queue keeps its jobs: the SQLite database, else this process's memory. */
export function localJobStoreOf(state: Pick<AppState, 'database'>): LocalJobStore {
  return state.database ? sqliteJobStore(state.database) : memoryJobStore();
}
