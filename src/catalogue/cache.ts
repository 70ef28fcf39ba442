/**
 * A caching `Catalogue` in front of the service: TTL per operation, LRU-bounded store,
 * single-flight per key, stale-if-error, explicit invalidation.
 *
 * Cached values are shared by every caller, so they are deep-frozen: a caller that sorts or edits
 * a list in place fails loudly instead of silently corrupting everyone's answers.
 */
import type { Logger } from '../log/logger.js';
import { catalogueCache } from '../metrics/registry.js';
import { deepFreeze } from '../shared/deep-freeze.js';
import { type CatalogueErrorKind, isCatalogueError } from './errors.js';
import type { Catalogue, CatalogueScope, Fetched } from './types.js';

type MaybePromise<T> = T | Promise<T>;

export interface CacheEntry {
  value: unknown;
  /** Epoch ms after which the entry is stale: still kept for stale-if-error until evicted. */
  expiresAt: number;
}

/** Where entries live; a shared store (e.g. Redis) can replace the in-memory one. */
export interface CacheStore {
  get(key: string): MaybePromise<CacheEntry | undefined>;
  set(key: string, entry: CacheEntry): MaybePromise<void>;
  delete(key: string): MaybePromise<void>;
  /** Deletes every key that starts with `prefix` (invalidation of one scope). */
  deletePrefix(prefix: string): MaybePromise<void>;
  clear(): MaybePromise<void>;
}

/** In-memory store bounded by entry count; reading an entry makes it the most recently used. */
export function createMemoryStore(maxEntries: number): CacheStore {
  const entries = new Map<string, CacheEntry>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (entry !== undefined) {
        entries.delete(key);
        entries.set(key, entry);
      }
      return entry;
    },
    set(key, entry) {
      entries.delete(key);
      entries.set(key, entry);
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
    },
    delete(key) {
      entries.delete(key);
    },
    deletePrefix(prefix) {
      for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
    },
    clear() {
      entries.clear();
    },
  };
}

/** One catalogue request: an operation of the `Catalogue` interface with its parameters. */
export type CatalogueRequest =
  | { operation: 'listTypes' }
  | { operation: 'listBrands'; articleType: string }
  | { operation: 'getBrandModels'; articleType: string; brandId: number }
  | { operation: 'getModel'; articleType: string; brandId: number; modelId: number };

const parametersOf = (request: CatalogueRequest): (string | number)[] => {
  switch (request.operation) {
    case 'listTypes':
      return [];
    case 'listBrands':
      return [request.articleType];
    case 'getBrandModels':
      return [request.articleType, request.brandId];
    case 'getModel':
      return [request.articleType, request.brandId, request.modelId];
  }
};

/** Keys start with the scope, so one scope is one prefix; JSON quoting keeps parts from running together. */
export const scopePrefix = (scope: CatalogueScope): string =>
  `${JSON.stringify([scope.market, scope.locale]).slice(0, -1)},`;

export const cacheKey = (scope: CatalogueScope, request: CatalogueRequest): string =>
  JSON.stringify([scope.market, scope.locale, request.operation, ...parametersOf(request)]);

/** Failures of the catalogue itself: an old answer is better than none. Others (not found…) are real answers. */
const staleableKinds: ReadonlySet<CatalogueErrorKind> = new Set([
  'unavailable',
  'timeout',
  'rate_limited',
  'invalid_response',
]);

export interface CatalogueCacheOptions {
  /** TTL of type lists, brand lists and brand model lists. */
  listTtlMs: number;
  /** TTL of model details. */
  modelTtlMs: number;
  /** Bound of the default in-memory store; ignored when `store` is given. */
  maxEntries: number;
  store?: CacheStore;
  /** Clock for expiry; injectable so tests expire entries without sleeping. */
  now?: () => number;
  logger?: Logger;
}

export interface CachedCatalogue extends Catalogue {
  /** Forgets one request's answer. */
  invalidate(scope: CatalogueScope, request: CatalogueRequest): Promise<void>;
  /** Forgets every answer of one market and locale. */
  invalidateScope(scope: CatalogueScope): Promise<void>;
  invalidateAll(): Promise<void>;
}

export function createCachedCatalogue(upstream: Catalogue, options: CatalogueCacheOptions): CachedCatalogue {
  const store = options.store ?? createMemoryStore(options.maxEntries);
  const now = options.now ?? Date.now;
  const logger = options.logger?.child({ component: 'catalogue-cache' });
  const inFlight = new Map<string, Promise<Fetched<unknown>>>();
  /** Bumped by every invalidation: an answer fetched across one is returned but not stored. */
  let generation = 0;

  async function refresh(
    key: string,
    ttlMs: number,
    load: () => Promise<Fetched<unknown>>,
    previous: CacheEntry | undefined,
  ): Promise<Fetched<unknown>> {
    const startedIn = generation;
    try {
      const data = deepFreeze((await load()).data);
      if (startedIn === generation) await store.set(key, { value: data, expiresAt: now() + ttlMs });
      return { data, stale: false };
    } catch (error) {
      if (previous === undefined || !isCatalogueError(error) || !staleableKinds.has(error.kind)) throw error;
      logger?.warn({ key, kind: error.kind }, 'catalogue failed; serving the expired cache entry');
      catalogueCache.inc({ result: 'stale' });
      return { data: previous.value, stale: true };
    }
  }

  async function cached<T>(
    scope: CatalogueScope,
    request: CatalogueRequest,
    load: () => Promise<Fetched<T>>,
  ): Promise<Fetched<T>> {
    const key = cacheKey(scope, request);
    const entry = await store.get(key);
    if (entry !== undefined && entry.expiresAt > now()) {
      catalogueCache.inc({ result: 'hit' });
      return { data: entry.value as T, stale: false };
    }
    catalogueCache.inc({ result: 'miss' });
    let flight = inFlight.get(key);
    if (flight === undefined) {
      const ttlMs = request.operation === 'getModel' ? options.modelTtlMs : options.listTtlMs;
      const started = refresh(key, ttlMs, load, entry);
      const settle = () => {
        if (inFlight.get(key) === started) inFlight.delete(key);
      };
      started.then(settle, settle);
      inFlight.set(key, started);
      flight = started;
    }
    return flight as Promise<Fetched<T>>;
  }

  return {
    listTypes: (scope) => cached(scope, { operation: 'listTypes' }, () => upstream.listTypes(scope)),
    listBrands: (scope, articleType) =>
      cached(scope, { operation: 'listBrands', articleType }, () => upstream.listBrands(scope, articleType)),
    getBrandModels: (scope, articleType, brandId) =>
      cached(scope, { operation: 'getBrandModels', articleType, brandId }, () =>
        upstream.getBrandModels(scope, articleType, brandId),
      ),
    getModel: (scope, articleType, brandId, modelId) =>
      cached(scope, { operation: 'getModel', articleType, brandId, modelId }, () =>
        upstream.getModel(scope, articleType, brandId, modelId),
      ),
    async invalidate(scope, request) {
      const key = cacheKey(scope, request);
      generation += 1;
      inFlight.delete(key);
      await store.delete(key);
    },
    async invalidateScope(scope) {
      const prefix = scopePrefix(scope);
      generation += 1;
      for (const key of inFlight.keys()) if (key.startsWith(prefix)) inFlight.delete(key);
      await store.deletePrefix(prefix);
    },
    async invalidateAll() {
      generation += 1;
      inFlight.clear();
      await store.clear();
    },
  };
}
