/** The catalogue copy in Redis (127.0.0.1:6379, a key prefix of its own): the shared behaviour. */
import { afterAll, beforeAll } from 'vitest';
import { openRedisCopyStore } from '../../../src/state/redis/catalogue-copy-store.js';
import { describeCopyStoreBehaviour } from '../../catalogue-copy/store-behaviour.js';
import { cleanRedis, requireRedis, testRedisPrefix, testRedisUrl } from '../../support/redis.js';

const prefixes: string[] = [];
beforeAll(requireRedis);
afterAll(async () => {
  for (const prefix of prefixes) await cleanRedis(prefix);
});

describeCopyStoreBehaviour('redis', () => {
  const prefix = testRedisPrefix('copy-store');
  prefixes.push(prefix);
  return openRedisCopyStore(testRedisUrl, prefix);
});
