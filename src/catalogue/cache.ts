/**
 * A caching `Catalogue` on lru-cache: a TTL per operation, bounded entries, one upstream fetch in
 * flight per key, and stale-if-error (an expired answer served, marked `stale`, when the catalogue
 * fails). Values are shared by every caller, so they are deep-frozen: an in-place edit fails loudly
 * instead of corrupting everyone's answers.
 */
import { LRUCache } from 'lru-cache';
import type { Logger } from '../log/logger.js';
import { catalogueCache } from '../metrics/registry.js';
import { deepFreeze } from '../shared/deep-freeze.js';
import { type CatalogueErrorKind, isCatalogueError } from './errors.js';
import type { Catalogue, CatalogueScope, Fetched } from './types.js';

/** One catalogue request: an operation of the `Catalogue` interface with its parameters. */
type CatalogueRequest =
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

/** JSON quoting keeps the parts of a key from running together. */
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
  /** Most entries kept; the least recently used go first. */
  maxEntries: number;
  /** Clock for expiry; injectable so tests expire entries without sleeping. */
  now?: () => number;
  logger?: Logger;
}

/** A cached answer; `expired` once it has been served in place of a failed refresh. */
interface Entry {
  data: unknown;
  expired: boolean;
}

/** What one fetch needs: the upstream call. */
type Load = () => Promise<Fetched<unknown>>;

export function createCachedCatalogue(upstream: Catalogue, options: CatalogueCacheOptions): Catalogue {
  const logger = options.logger?.child({ component: 'catalogue-cache' });
  const now = options.now;
  const entries = new LRUCache<string, Entry, Load>({
    max: options.maxEntries,
    ttl: options.listTtlMs,
    // Every check reads the clock: no cached "now", so an injected clock takes effect at once.
    ttlResolution: 0,
    ...(now && { perf: { now } }),
    allowStaleOnFetchRejection: true,
    // A refused refresh keeps the expired entry for the next catalogue failure.
    noDeleteOnFetchRejection: true,
    fetchMethod: async (key, previous, { options: fetching, context: load }) => {
      try {
        return { data: deepFreeze((await load()).data), expired: false };
      } catch (error) {
        if (previous === undefined || !isCatalogueError(error) || !staleableKinds.has(error.kind)) {
          fetching.allowStaleOnFetchRejection = false;
          throw error;
        }
        logger?.warn({ key, kind: error.kind }, 'catalogue failed; serving the expired cache entry');
        catalogueCache.inc({ result: 'stale' });
        previous.expired = true;
        throw error;
      }
    },
  });

  async function cached<T>(
    scope: CatalogueScope,
    request: CatalogueRequest,
    load: () => Promise<Fetched<T>>,
  ): Promise<Fetched<T>> {
    const status: LRUCache.Status<string, Entry, Load> = {};
    const ttl = request.operation === 'getModel' ? options.modelTtlMs : options.listTtlMs;
    const entry = await entries.fetch(cacheKey(scope, request), { context: load, ttl, status });
    catalogueCache.inc({ result: status.fetch === 'hit' ? 'hit' : 'miss' });
    if (entry === undefined) throw new Error('the catalogue cache fetched nothing');
    return { data: entry.data as T, stale: entry.expired };
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
  };
}
