/**
 * Key prefixes on the test Redis (redis.ts) for one test file: each made fresh as a test asks, and
 * every key under them deleted after the file's tests.
 */
import { afterAll } from 'vitest';
import { cleanRedis, testRedisPrefix } from './redis.js';

/** A maker of fresh prefixes named after `name`, their keys deleted after the file's tests. */
export function redisPrefixes(name: string): () => string {
  const made: string[] = [];
  afterAll(async () => {
    for (const prefix of made.splice(0)) await cleanRedis(prefix);
  });
  return () => {
    const prefix = testRedisPrefix(name);
    made.push(prefix);
    return prefix;
  };
}
