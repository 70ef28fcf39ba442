/**
 * Watched lists in Redis under REDIS_PREFIX + `watch:`, shared by every instance: records expiring
 * with their watch, indexed by unit and by owner. A write after the first is one Lua script
 * (`swapScript`), a compare-and-set on the revision across instances. Its own connection: commands
 * fail at once while Redis is away.
 */

import { modelIdsOf } from '../../watched-lists/lines.js';
import { readWatchedList, summaryOf, type WatchedList, type WatchStore } from '../../watched-lists/store.js';
import { connectRedis } from './connect.js';

/**
 * KEYS: the list's record, the unit sets to add it to (ARGV[4] of them), then those to take it
 * from. ARGV: the record, the revision it was read at, the watch's end (epoch ms), how many unit
 * sets to add to, the list's id, now. A unit set's expiry only moves later (another list in it
 * may end after this one). 1 when written; 0 when the record is gone or at another revision.
 */
const swapScript = `
local kept = redis.call('GET', KEYS[1])
if not kept then return 0 end
local ok, list = pcall(cjson.decode, kept)
local revision = ok and type(list) == 'table' and tonumber(list.revision) or 0
if revision ~= tonumber(ARGV[2]) then return 0 end
local ends = tonumber(ARGV[3])
redis.call('SET', KEYS[1], ARGV[1], 'PXAT', ends)
local adds = tonumber(ARGV[4])
for i = 2, adds + 1 do
  redis.call('SADD', KEYS[i], ARGV[5])
  local ttl = redis.call('PTTL', KEYS[i])
  if ttl < 0 or tonumber(ARGV[6]) + ttl < ends then redis.call('PEXPIREAT', KEYS[i], ends) end
end
for i = adds + 2, #KEYS do redis.call('SREM', KEYS[i], ARGV[5]) end
return 1
`;

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
      const list = readWatchedList(text);
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
    async swap(list, now) {
      if (list.endsAt <= now) return false;
      const before = readWatchedList(await redis.get(key.list(list.id)));
      if (before?.revision !== list.revision) return false;
      // Its units as read: the script writes only over that same revision, so these are the ones to drop.
      const units = modelIdsOf(list.lines);
      const dropped = [...modelIdsOf(before.lines)].filter((modelId) => !units.has(modelId));
      const keys = [
        key.list(list.id),
        ...[...units].map((modelId) => key.unit(list.market, modelId)),
        ...dropped.map((modelId) => key.unit(list.market, modelId)),
      ];
      const written = JSON.stringify({ ...list, revision: list.revision + 1 });
      const args = [written, list.revision, list.endsAt, units.size, list.id, now];
      return (await redis.eval(swapScript, keys.length, ...keys, ...args)) === 1;
    },
    async get(id, now) {
      const list = readWatchedList(await redis.get(key.list(id)));
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
      const list = readWatchedList(await redis.get(key.list(id)));
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
