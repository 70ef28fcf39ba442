/**
 * The real Redis the tests use (127.0.0.1:6379): a unique key prefix per test file, every key
 * under it deleted afterwards. When Redis is not reachable the suite fails saying so: it never
 * passes empty.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

export const testRedisUrl = 'redis://127.0.0.1:6379';

/** e.g. `cf-test:state-redis:1a2b3c4d:`. */
export const testRedisPrefix = (name: string): string => `cf-test:${name}:${randomBytes(4).toString('hex')}:`;

/** Throws a clear error when the test Redis cannot be reached. */
export async function requireRedis(): Promise<void> {
  const redis = new Redis(testRedisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new Error(
      `These tests need a Redis server on 127.0.0.1:6379 and none answered (${(error as Error).message})`,
    );
  } finally {
    redis.disconnect();
  }
}

/** Deletes every key under `prefix`. */
export async function cleanRedis(prefix: string): Promise<void> {
  const redis = new Redis(testRedisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => {});
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
