/** The Redis store on the real Redis at 127.0.0.1:6379, under a key prefix of its own. */
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLogger } from '../../src/log/logger.js';
import { StateStoreError } from '../../src/shared/store-error.js';
import { openRedisState, redisLocation } from '../../src/state/redis/redis-state.js';
import { cleanRedis, requireRedis, testRedisPrefix, testRedisUrl } from '../support/redis.js';
import { describeStateBehaviour, logEntry } from './behaviour.js';

const silent = createLogger({ level: 'silent' });
const prefixes: string[] = [];
const newPrefix = () => {
  const prefix = testRedisPrefix('state-redis');
  prefixes.push(prefix);
  return prefix;
};
beforeAll(requireRedis);
afterAll(async () => {
  for (const prefix of prefixes) await cleanRedis(prefix);
});

describeStateBehaviour('redis', ({ eventTtlMs }) =>
  openRedisState(testRedisUrl, newPrefix(), { logger: silent, lookupLogDays: 90, eventTtlMs }),
);

describe('Redis state', () => {
  it('is shared by every instance on the same prefix, and only by them', async () => {
    const prefix = newPrefix();
    const one = await openRedisState(testRedisUrl, prefix, { logger: silent, lookupLogDays: 90 });
    const two = await openRedisState(testRedisUrl, prefix, { logger: silent, lookupLogDays: 90 });
    const elsewhere = await openRedisState(testRedisUrl, newPrefix(), { logger: silent, lookupLogDays: 90 });
    await one.settings.save('U1', { market: 'FR' });
    expect(await two.settings.get('U1')).toEqual({ market: 'FR' });
    expect(await elsewhere.settings.get('U1')).toEqual({});
    expect(await one.events.claim('event:Ev1')).toBe('first');
    expect(await two.events.claim('event:Ev1')).toBe('duplicate');
    const at = Date.now();
    one.lookupLog.record(logEntry({ at }));
    await one.lookupLog.since(at);
    expect(await two.lookupLog.since(at)).toEqual([logEntry({ at })]);
    await Promise.all([one.close(), two.close(), elsewhere.close()]);
  });

  it('keeps a cached value in the instance that read or wrote it, never past its lifetime, Redis being the truth', async () => {
    const prefix = newPrefix();
    const open = () => openRedisState(testRedisUrl, prefix, { logger: silent, lookupLogDays: 90 });
    const [one, two, three] = [await open(), await open(), await open()];
    const schema = z.object({ locale: z.string() });
    const oneLocales = one.cache('slack-locale', schema, 10);
    const twoLocales = two.cache('slack-locale', schema, 10);
    const threeLocales = three.cache('slack-locale', schema, 10);
    await oneLocales.set('U1', { locale: 'es-ES' }, 60_000);
    await oneLocales.set('U2', { locale: 'fr-FR' }, 300);
    expect(await twoLocales.get('U1')).toEqual({ locale: 'es-ES' });
    expect(await twoLocales.get('U2')).toEqual({ locale: 'fr-FR' });
    const raw = new Redis(testRedisUrl);
    expect(await raw.del(`${prefix}cache:slack-locale:U1`)).toBe(1);
    raw.disconnect();
    // Neither instance asks Redis again for U1; a third one, which never had it, finds nothing.
    expect(await oneLocales.get('U1')).toEqual({ locale: 'es-ES' });
    expect(await twoLocales.get('U1')).toEqual({ locale: 'es-ES' });
    expect(await threeLocales.get('U1')).toBeUndefined();
    // U2's copies end with its lifetime, in the instance that wrote it and in the one that read it.
    await expect.poll(() => oneLocales.get('U2')).toBeUndefined();
    await expect.poll(() => twoLocales.get('U2')).toBeUndefined();
    await Promise.all([one.close(), two.close(), three.close()]);
  });

  it('keeps no copy of an exact cache: another instance’s change is read at once', async () => {
    const prefix = newPrefix();
    const open = () => openRedisState(testRedisUrl, prefix, { logger: silent, lookupLogDays: 90 });
    const [one, two] = [await open(), await open()];
    const schema = z.object({ channel: z.string() });
    const oneThreads = one.cache('agent-threads', schema, 10, { exact: true });
    const twoThreads = two.cache('agent-threads', schema, 10, { exact: true });
    await oneThreads.set('D1:1.0', { channel: 'C1' }, 60_000);
    expect(await twoThreads.get('D1:1.0')).toEqual({ channel: 'C1' });
    await oneThreads.set('D1:1.0', { channel: 'C2' }, 60_000);
    expect(await twoThreads.get('D1:1.0')).toEqual({ channel: 'C2' });
    await Promise.all([one.close(), two.close()]);
  });

  it('refuses to open when Redis is unreachable, naming host and port but never the password', async () => {
    const open = openRedisState('redis://:hunter2@127.0.0.1:1', newPrefix(), {
      logger: silent,
      lookupLogDays: 90,
    });
    await expect(open).rejects.toThrow(StateStoreError);
    await expect(open).rejects.toThrow(/^Redis at 127\.0\.0\.1:1 \(REDIS_URL\) is unreachable/);
    await expect(open).rejects.not.toThrow(/hunter2/);
    expect(redisLocation('redis://user:secret@cache.internal')).toBe('cache.internal:6379');
  });
});
