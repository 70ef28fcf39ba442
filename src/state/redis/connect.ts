/**
 * A Redis connection as every store of the app opens one (the state, the catalogue copy, watched
 * lists): connected before it is used, failing fast rather than queueing commands while Redis is
 * away, reconnecting in the background. `connectRedis` connects or throws a StateStoreError that
 * names what needed it.
 */
import { Redis, type RedisOptions } from 'ioredis';
import { messageOf } from '../../shared/error-message.js';
import { StateStoreError } from '../../shared/store-error.js';

export const redisOptions: RedisOptions = {
  lazyConnect: true,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  connectTimeout: 2000,
  retryStrategy: (times) => Math.min(times * 200, 2000),
};

/** A connected client for `purpose` ("the catalogue copy"); its connection errors are the caller's to log. */
export async function connectRedis(url: string, purpose: string): Promise<Redis> {
  const redis = new Redis(url, redisOptions);
  redis.on('error', () => undefined);
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new StateStoreError(`Redis (REDIS_URL) is unreachable for ${purpose}: ${messageOf(error)}`);
  }
  return redis;
}
