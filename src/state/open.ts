/**
 * Opens the store the configuration asks for: Redis when REDIS_URL is set (several instances
 * share it), else SQLite under DATA_DIR (one instance). Either failure to open is a
 * StateStoreError whose message names the path or the server, for the operator.
 */
import type { Logger } from '../log/logger.js';
import { openRedisState } from './redis/redis-state.js';
import { openSqliteState } from './sqlite/sqlite-state.js';
import type { AppState } from './store.js';

export { StateStoreError } from './errors.js';

interface StateConfig {
  dataDir: string;
  state: { redisUrl: string | undefined; redisPrefix: string; lookupLogDays: number };
}

export async function openAppState(config: StateConfig, logger: Logger): Promise<AppState> {
  const options = { logger, lookupLogDays: config.state.lookupLogDays };
  const { redisUrl, redisPrefix } = config.state;
  const state = redisUrl
    ? await openRedisState(redisUrl, redisPrefix, options)
    : openSqliteState(config.dataDir, options);
  logger.info({ store: state.health().kind }, 'State store opened');
  return state;
}
