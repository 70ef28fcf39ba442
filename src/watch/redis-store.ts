/**
 * Watched lists in Redis, shared by every instance, every key under REDIS_PREFIX + `watch:`: each
 * list's record (a string that expires when its watch ends), the lists of each market and of each
 * owner (sorted sets scored by the watch's end, ended entries trimmed as they are read), and the
 * workspaces that refused Lists (a key expiring when they may be asked again). Its own connection,
 * as the catalogue copy has: commands fail at once while Redis is away.
 */
import { Redis } from 'ioredis';
import { messageOf } from '../shared/error-message.js';
import { StateStoreError } from '../state/errors.js';
import { readWatchedList, summaryOf, type WatchedList, type WatchStore } from './store.js';

export async function openRedisWatchStore(url: string, prefix: string): Promise<WatchStore> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new StateStoreError(`Redis (REDIS_URL) is unreachable for watched lists: ${messageOf(error)}`);
  }
  const base = `${prefix}watch:`;
  const key = {
    list: (id: string) => `${base}list:${id}`,
    market: (market: string) => `${base}market:${market}`,
    owner: (owner: string) => `${base}owner:${owner}`,
    refused: (team: string) => `${base}refused:${team}`,
  };

  /** The lists an index holds still watched at `now`; entries ended or removed are trimmed. */
  async function listsIn(index: string, now: number): Promise<WatchedList[]> {
    await redis.zremrangebyscore(index, '-inf', now);
    const ids = await redis.zrangebyscore(index, `(${now}`, '+inf');
    if (ids.length === 0) return [];
    const texts = await redis.mget(ids.map(key.list));
    const gone = ids.filter((_, i) => texts[i] === null);
    if (gone.length > 0) await redis.zrem(index, ...gone);
    return texts.flatMap((text) => (text === null ? [] : (readWatchedList(text) ?? [])));
  }

  return {
    kind: 'redis',
    async put(list) {
      await redis
        .multi()
        .set(key.list(list.id), JSON.stringify(list), 'PXAT', Math.max(1, list.endsAt))
        .zadd(key.market(list.market), list.endsAt, list.id)
        .zadd(key.owner(list.owner), list.endsAt, list.id)
        .exec();
    },
    async replace(list) {
      const set = await redis.set(
        key.list(list.id),
        JSON.stringify(list),
        'PXAT',
        Math.max(1, list.endsAt),
        'XX',
      );
      return set === 'OK';
    },
    async get(id, now) {
      const text = await redis.get(key.list(id));
      const list = text === null ? undefined : readWatchedList(text);
      return list && list.endsAt > now ? list : undefined;
    },
    inMarket: (market, now) => listsIn(key.market(market), now),
    async ofOwner(owner, now) {
      return (await listsIn(key.owner(owner), now)).map(summaryOf);
    },
    async remove(id) {
      const text = await redis.get(key.list(id));
      const list = text === null ? undefined : readWatchedList(text);
      const multi = redis.multi().del(key.list(id));
      if (list) multi.zrem(key.market(list.market), id).zrem(key.owner(list.owner), id);
      const results = await multi.exec();
      return Number(results?.[0]?.[1] ?? 0) > 0;
    },
    async listsRefused(team, now) {
      const until = await redis.get(key.refused(team));
      return until !== null && Number(until) > now;
    },
    async refuseLists(team, until) {
      await redis.set(key.refused(team), String(until), 'PXAT', Math.max(1, until));
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
