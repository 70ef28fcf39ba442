/** The catalogue copy in Redis (127.0.0.1:6379, a key prefix of its own): the shared behaviour. */
import { beforeAll } from 'vitest';
import { openRedisCopyStore } from '../../../src/state/redis/catalogue-copy-store.js';
import { describeCopyStoreBehaviour } from '../../catalogue-copy/store-behaviour.js';
import { requireRedis, testRedisUrl } from '../../support/redis.js';
import { redisPrefixes } from '../../support/redis-prefixes.js';

const newPrefix = redisPrefixes('copy-store');
beforeAll(requireRedis);

describeCopyStoreBehaviour('redis', () => openRedisCopyStore(testRedisUrl, newPrefix()));
