/**
 * The catalogue copy in Redis under REDIS_PREFIX + `copy:`, shared by every instance. A commit is
 * one Lua script (copy-commit-script.ts), the compare-and-set of catalogue-copy/store.ts, so two
 * instances' commits never both land over one version. Own connection: while Redis is away, answers
 * go to the catalogue.
 */
import { z } from 'zod';
import {
  abandonedAfterMs,
  type ChangeRecord,
  type CommitOutcome,
  type CopyLanguage,
  type CopyStore,
  changeRecordSchema,
  changesKept,
  copyStatus,
  copyVersionSchema,
  entryBatch,
} from '../../catalogue-copy/store.js';
import { parseJson } from '../../shared/parse-json.js';
import { connectRedis } from './connect.js';
import { commitScript } from './copy-commit-script.js';

const commitReplySchema = z.union([
  z.tuple([z.literal('committed')]),
  z.tuple([z.literal('older')]),
  z.tuple([z.literal('moved'), z.string()]),
]);

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

  const byKey = ([a]: [string, string], [b]: [string, string]) => (a < b ? -1 : a > b ? 1 : 0);

  /** HSCAN's batches of the entries whose key starts with `prefixOfKeys` (each sorted by key). */
  async function* batches(versionId: string, prefixOfKeys: string): AsyncGenerator<[string, string][]> {
    let cursor = '0';
    do {
      const [next, flat] = await redis.hscan(
        key.entries(versionId),
        cursor,
        'MATCH',
        `${prefixOfKeys.replace(/[*?[\]\\]/g, '\\$&')}*`,
        'COUNT',
        entryBatch,
      );
      const found: [string, string][] = [];
      for (let i = 0; i + 1 < flat.length; i += 2) found.push([flat[i] as string, flat[i + 1] as string]);
      if (found.length > 0) yield found.sort(byKey);
      cursor = next;
    } while (cursor !== '0');
  }

  const readVersion = async (id: string | null | undefined) =>
    id ? parseJson(copyVersionSchema, await redis.get(key.version(id))) : undefined;

  return {
    kind: 'redis',
    async status(market, locale) {
      const [versionId, failedAt] = await redis.hmget(key.current(market, locale), 'version', 'failedAt');
      return copyStatus(await readVersion(versionId), failedAt ? Number(failedAt) : undefined);
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
    async keys(versionId, prefixOfKeys) {
      // Keys only (HSCAN's NOVALUES needs Redis 7.4): a few bytes per model.
      const all = await redis.hkeys(key.entries(versionId));
      return all.filter((entryKey) => entryKey.startsWith(prefixOfKeys)).sort();
    },
    batches,
    async commit(version, changes, over): Promise<CommitOutcome> {
      const { market, locale } = version;
      const record: ChangeRecord = { version: version.id, market, locale, at: version.finishedAt, changes };
      const reply = await redis.eval(
        commitScript,
        3,
        key.current(market, locale),
        key.versions(market, locale),
        key.changes(market, locale),
        base,
        version.id,
        JSON.stringify(version),
        String(version.startedAt),
        String(version.finishedAt),
        over ?? '',
        JSON.stringify(record),
        String(changesKept),
        String(abandonedAfterMs),
      );
      const outcome = commitReplySchema.parse(reply);
      if (outcome[0] !== 'moved') return { kind: outcome[0] };
      return { kind: 'moved', current: await readVersion(outcome[1]) };
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
      for await (const batch of batches(versionId, '')) {
        for (const [entryKey, value] of batch)
          bytes += Buffer.byteLength(entryKey) + Buffer.byteLength(value);
      }
      return bytes;
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
