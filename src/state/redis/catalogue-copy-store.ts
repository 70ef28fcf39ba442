/**
 * The catalogue copy in Redis, shared by every instance, every key under REDIS_PREFIX + `copy:`:
 * a version's record (a string) and its entries (one hash), the versions of each market and
 * language (a set), the current one (a hash: version id, last failure), and each refresh's changes
 * (a list per market and language, newest first). A commit is one MULTI: every instance sees the
 * old version current or the new one. Its own connection, as the job queue has: commands fail at
 * once while Redis is away, and answers then go to the catalogue.
 */
import { z } from 'zod';
import {
  type ChangeRecord,
  type CopyLanguage,
  type CopyStatus,
  type CopyStore,
  changesKept,
  copyVersionSchema,
  droppedAtCommit,
} from '../../catalogue-copy/store.js';
import { parseJson } from '../../shared/parse-json.js';
import { connectRedis } from './connect.js';

const scanCount = 500;

const changeRecordSchema = z.object({
  version: z.string(),
  market: z.string(),
  locale: z.string(),
  at: z.number(),
  changes: z.string(),
});

/** A language's field: `["ES","fr"]`. */
const languageFieldSchema = z.tuple([z.string(), z.string()]);

export async function openRedisCopyStore(url: string, prefix: string): Promise<CopyStore> {
  const redis = await connectRedis(url, 'the catalogue copy');
  const base = `${prefix}copy:`;
  const key = {
    version: (id: string) => `${base}version:${id}`,
    entries: (id: string) => `${base}entries:${id}`,
    versions: (market: string, locale: string) => `${base}versions:${market}:${locale}`,
    current: (market: string, locale: string) => `${base}current:${market}:${locale}`,
    changes: (market: string, locale: string) => `${base}changes:${market}:${locale}`,
    languages: `${base}languages`,
  };

  async function entries(versionId: string, prefixOfKeys: string): Promise<[string, string][]> {
    const found: [string, string][] = [];
    let cursor = '0';
    do {
      const [next, flat] = await redis.hscan(
        key.entries(versionId),
        cursor,
        'MATCH',
        `${prefixOfKeys.replace(/[*?[\]\\]/g, '\\$&')}*`,
        'COUNT',
        scanCount,
      );
      for (let i = 0; i + 1 < flat.length; i += 2) found.push([flat[i] as string, flat[i + 1] as string]);
      cursor = next;
    } while (cursor !== '0');
    return found.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  }

  return {
    kind: 'redis',
    async status(market, locale) {
      const [versionId, failedAt] = await redis.hmget(key.current(market, locale), 'version', 'failedAt');
      const current = versionId
        ? parseJson(copyVersionSchema, await redis.get(key.version(versionId)))
        : undefined;
      const status: CopyStatus = {};
      if (current) status.current = current;
      if (failedAt) status.failedAt = Number(failedAt);
      return status;
    },
    async begin(version) {
      await redis
        .multi()
        .set(key.version(version.id), JSON.stringify(version))
        .sadd(key.versions(version.market, version.locale), version.id)
        .exec();
    },
    async put(versionId, entries) {
      if (entries.length === 0) return;
      await redis.hset(key.entries(versionId), Object.fromEntries(entries));
    },
    async get(versionId, entryKey) {
      return (await redis.hget(key.entries(versionId), entryKey)) ?? undefined;
    },
    entries,
    async commit(version, changes) {
      const { market, locale } = version;
      const previous = await redis.hget(key.current(market, locale), 'version');
      const keep = new Set([version.id, ...(previous ? [previous] : [])]);
      const others = (await redis.smembers(key.versions(market, locale))).filter((id) => !keep.has(id));
      const texts = others.length === 0 ? [] : await redis.mget(others.map((id) => key.version(id)));
      const dropped = others.filter((_, i) =>
        droppedAtCommit(parseJson(copyVersionSchema, texts[i] ?? null), version),
      );
      const record: ChangeRecord = { version: version.id, market, locale, at: version.finishedAt, changes };
      const multi = redis
        .multi()
        .set(key.version(version.id), JSON.stringify(version))
        .sadd(key.versions(market, locale), version.id)
        .hset(key.current(market, locale), 'version', version.id)
        .hdel(key.current(market, locale), 'failedAt')
        .lpush(key.changes(market, locale), JSON.stringify(record))
        .ltrim(key.changes(market, locale), 0, changesKept - 1);
      for (const id of dropped) {
        multi.del(key.version(id), key.entries(id)).srem(key.versions(market, locale), id);
      }
      await multi.exec();
    },
    async markFailed(market, locale, at) {
      await redis.hset(key.current(market, locale), 'failedAt', String(at));
    },
    async retire(market, locale) {
      await redis.del(key.current(market, locale));
    },
    async changes(market, locale, limit) {
      const texts = await redis.lrange(key.changes(market, locale), 0, limit - 1);
      return texts.flatMap((text) => parseJson(changeRecordSchema, text) ?? []);
    },
    async languages() {
      const all = await redis.hgetall(key.languages);
      return Object.entries(all)
        .flatMap(([field, state]): CopyLanguage[] => {
          const [market = '', locale = ''] = parseJson(languageFieldSchema, field) ?? [];
          return state === 'wanted' || state === 'refused' ? [{ market, locale, state }] : [];
        })
        .sort((a, b) => a.market.localeCompare(b.market) || a.locale.localeCompare(b.locale));
    },
    async setLanguage({ market, locale, state }) {
      const field = JSON.stringify([market, locale]);
      // A refusal stays: a wish only lands where none is recorded, or over another wish.
      if (state === 'refused') await redis.hset(key.languages, field, state);
      else await redis.hsetnx(key.languages, field, state);
    },
    async size(versionId) {
      let bytes = 0;
      for (const [entryKey, value] of await entries(versionId, '')) {
        bytes += Buffer.byteLength(entryKey) + Buffer.byteLength(value);
      }
      return bytes;
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
