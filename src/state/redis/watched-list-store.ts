/**
 * Watched lists in Redis, shared by every instance, every key under REDIS_PREFIX + `watch:`: each
 * list's record (a string that expires when its watch ends), the lists holding each unit of a
 * market (a set per model id, expiring with the last watch put in it; ids of lists gone are
 * skipped as they are read), the lists of each owner (a sorted set scored by the watch's end,
 * ended entries trimmed as they are read), and the workspaces that refused Lists (a key expiring
 * when they may be asked again). Its own connection,
 * as the catalogue copy has: commands fail at once while Redis is away.
 */

import { modelIdsOf } from '../../watched-lists/lines.js';
import { readWatchedList, summaryOf, type WatchedList, type WatchStore } from '../../watched-lists/store.js';
import { connectRedis } from './connect.js';

export async function openRedisWatchStore(url: string, prefix: string): Promise<WatchStore> {
  const redis = await connectRedis(url, 'watched lists');
  const base = `${prefix}watch:`;
  const key = {
    list: (id: string) => `${base}list:${id}`,
    unit: (market: string, modelId: number) => `${base}unit:${market}:${modelId}`,
    owner: (owner: string) => `${base}owner:${owner}`,
    refused: (team: string) => `${base}refused:${team}`,
  };

  /** The lists of these ids still there (an id whose list ended or was removed is skipped). */
  async function listsOf(ids: readonly string[], now: number): Promise<WatchedList[]> {
    if (ids.length === 0) return [];
    const texts = await redis.mget(ids.map(key.list));
    return texts.flatMap((text) => {
      const list = text === null ? undefined : readWatchedList(text);
      return list && list.endsAt > now ? [list] : [];
    });
  }

  return {
    kind: 'redis',
    async put(list) {
      const at = Math.max(1, list.endsAt);
      const multi = redis
        .multi()
        .set(key.list(list.id), JSON.stringify(list), 'PXAT', at)
        .zadd(key.owner(list.owner), list.endsAt, list.id);
      // Watches are put in the order they are answered: the last one put ends last.
      for (const modelId of modelIdsOf(list.lines))
        multi.sadd(key.unit(list.market, modelId), list.id).pexpireat(key.unit(list.market, modelId), at);
      await multi.exec();
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
    async watching(market, modelIds, now) {
      if (modelIds.length === 0) return [];
      const ids = await redis.sunion(...modelIds.map((modelId) => key.unit(market, modelId)));
      return (await listsOf(ids, now)).filter((list) => list.market === market);
    },
    async ofOwner(owner, now) {
      const index = key.owner(owner);
      await redis.zremrangebyscore(index, '-inf', now);
      const ids = await redis.zrangebyscore(index, `(${now}`, '+inf');
      const lists = await listsOf(ids, now);
      const gone = ids.filter((id) => !lists.some((list) => list.id === id));
      if (gone.length > 0) await redis.zrem(index, ...gone);
      return lists.map(summaryOf);
    },
    async remove(id) {
      const text = await redis.get(key.list(id));
      const list = text === null ? undefined : readWatchedList(text);
      const multi = redis.multi().del(key.list(id));
      if (list) {
        multi.zrem(key.owner(list.owner), id);
        for (const modelId of modelIdsOf(list.lines)) multi.srem(key.unit(list.market, modelId), id);
      }
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
