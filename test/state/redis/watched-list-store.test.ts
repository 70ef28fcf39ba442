/** Watched lists in Redis (127.0.0.1:6379, a key prefix of its own): the shared behaviour. */
import { afterAll, beforeAll } from 'vitest';
import { openRedisWatchStore } from '../../../src/state/redis/watched-list-store.js';
import { cleanRedis, requireRedis, testRedisPrefix, testRedisUrl } from '../../support/redis.js';
import { describeWatchStoreBehaviour } from '../../watched-lists/store-behaviour.js';

const prefixes: string[] = [];
beforeAll(requireRedis);
afterAll(async () => {
  for (const prefix of prefixes) await cleanRedis(prefix);
});

describeWatchStoreBehaviour('redis', () => {
  const prefix = testRedisPrefix('watch-store');
  prefixes.push(prefix);
  return openRedisWatchStore(testRedisUrl, prefix);
});
