/** Watched lists in Redis (127.0.0.1:6379, a key prefix of its own): the shared behaviour. */
import { beforeAll } from 'vitest';
import { openRedisWatchStore } from '../../../src/state/redis/watched-list-store.js';
import { requireRedis, testRedisUrl } from '../../support/redis.js';
import { redisPrefixes } from '../../support/redis-prefixes.js';
import { describeWatchStoreBehaviour } from '../../watched-lists/store-behaviour.js';

const newPrefix = redisPrefixes('watch-store');
beforeAll(requireRedis);

describeWatchStoreBehaviour('redis', () => openRedisWatchStore(testRedisUrl, newPrefix()));
