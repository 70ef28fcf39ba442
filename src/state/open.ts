/**
 * Opens the store the configuration asks for: Redis when REDIS_URL is set (several instances
 * share it), else SQLite under DATA_DIR (one instance, which holds DATA_DIR for its life:
 * sqlite/owner-lock.ts). Either failure to open is a StateStoreError whose message names the
 * path or the server, for the operator.
 */
import type { Logger } from '../log/logger.js';
import type { StateOptions } from './memory.js';
import { openRedisState } from './redis/redis-state.js';
import { claimDataDir } from './sqlite/owner-lock.js';
import { openSqliteState } from './sqlite/sqlite-state.js';
import type { AppState } from './store.js';

export { StateStoreError } from '../shared/store-error.js';

interface StateConfig {
  dataDir: string;
  state: { redisUrl: string | undefined; redisPrefix: string; lookupLogDays: number };
}

/** SQLite under DATA_DIR, once this process owns it; the lock goes when the store closes. */
function openOwnedSqliteState(dataDir: string, options: StateOptions): AppState {
  const owner = claimDataDir(dataDir);
  try {
    const state = openSqliteState(dataDir, options);
    return {
      ...state,
      async close() {
        await state.close();
        owner.release();
      },
    };
  } catch (error) {
    owner.release();
    throw error;
  }
}

export async function openAppState(config: StateConfig, logger: Logger): Promise<AppState> {
  const options = { logger, lookupLogDays: config.state.lookupLogDays };
  const { redisUrl, redisPrefix } = config.state;
  const state = redisUrl
    ? await openRedisState(redisUrl, redisPrefix, options)
    : openOwnedSqliteState(config.dataDir, options);
  logger.info({ store: state.health().kind }, 'State store opened');
  return state;
}
