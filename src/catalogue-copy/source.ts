/**
 * The catalogue as the lookup engine reads it once a copy is kept: from the market's last whole
 * version when it holds the request, else from the live catalogue. It sits below the engine so the
 * matching rules are the same whichever answers. Entries are parsed once per version and kept
 * frozen, so the engine's indexes are not rebuilt; an answer from a stale copy carries `readAt`.
 */
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import {
  brandModelsResponseSchema,
  brandsResponseSchema,
  modelResponseSchema,
  typesResponseSchema,
} from '../catalogue/schemas.js';
import type { Catalogue, CatalogueScope, Fetched } from '../catalogue/types.js';
import type { Logger } from '../log/logger.js';
import { deepFreeze } from '../shared/deep-freeze.js';
import { entryKeys, readEntry } from './entries.js';
import type { CopyStatus, CopyStore } from './store.js';

export interface CopySourceOptions {
  /** How long a scope's status read from the store is trusted. */
  statusMs: number;
  /** A copy older than this (no refresh made whole since) is said to be "as of" its time. */
  overdueMs: number;
  maxEntries?: number;
  now?: () => number;
  /** Told when an answer in a scope found no whole copy (it goes live): a language not copied yet. */
  uncopied?: (scope: CatalogueScope) => void;
}

/** What answers know of a market's copy, read from the store. */
export interface CopyView {
  /** The status, from the store at most `statusMs` ago (read now when older). */
  status(scope: CatalogueScope): Promise<CopyStatus>;
  /** The last status read, without waiting (for /healthz). */
  lastStatus(scope: CatalogueScope): CopyStatus | undefined;
  /** Reads the status from the store again now (this instance just changed it). */
  reread(scope: CatalogueScope): Promise<CopyStatus>;
}

export function copyView(store: CopyStore, logger: Logger, options: CopySourceOptions): CopyView {
  const now = options.now ?? Date.now;
  const statuses = new Map<string, { at: number; status: CopyStatus; reading?: Promise<CopyStatus> }>();
  const keyOf = (scope: CatalogueScope) => `${scope.market}\u0000${scope.locale}`;
  return {
    async status(scope) {
      const key = keyOf(scope);
      const known = statuses.get(key);
      if (known && now() - known.at < options.statusMs) return known.status;
      if (known?.reading) return known.reading;
      const reading = store.status(scope.market, scope.locale).then(
        (status) => {
          statuses.set(key, { at: now(), status });
          return status;
        },
        (error: unknown) => {
          logger.debug({ err: error }, 'The catalogue copy could not be read; answering live');
          const status = known?.status ?? {};
          statuses.set(key, { at: now(), status });
          return status;
        },
      );
      statuses.set(key, { at: known?.at ?? 0, status: known?.status ?? {}, reading });
      return reading;
    },
    lastStatus: (scope) => statuses.get(keyOf(scope))?.status,
    reread(scope) {
      statuses.delete(keyOf(scope));
      return this.status(scope);
    },
  };
}

/**
 * When an answer from the copy says it was read: the version's time once a refresh has failed
 * after it, or when it is long overdue; undefined while the copy is current.
 */
export function readAtOf(status: CopyStatus, now: number, overdueMs: number): number | undefined {
  const finishedAt = status.current?.finishedAt;
  if (finishedAt === undefined) return undefined;
  const overdue = now - finishedAt > overdueMs;
  const failed = status.failedAt !== undefined && status.failedAt > finishedAt;
  return failed || overdue ? finishedAt : undefined;
}

export function copyBackedCatalogue(
  live: Catalogue,
  store: CopyStore,
  view: CopyView,
  options: CopySourceOptions,
): Catalogue {
  const now = options.now ?? Date.now;
  const entries = new LRUCache<string, { value: unknown } | { error: unknown }>({
    max: options.maxEntries ?? 20_000,
  });

  /** The whole version to read `key` from and when to say it was read, or undefined: live. */
  async function versionFor(scope: CatalogueScope) {
    const { current, failedAt } = await view.status(scope);
    if (current?.finishedAt === undefined) {
      options.uncopied?.(scope);
      return undefined;
    }
    return { id: current.id, readAt: readAtOf({ current, failedAt }, now(), options.overdueMs) };
  }

  async function fromCopy<S extends z.ZodType, T>(
    scope: CatalogueScope,
    key: string,
    schema: S,
    pick: (response: z.output<S>) => T,
    fallback: () => Promise<Fetched<T>>,
  ): Promise<Fetched<T>> {
    const version = await versionFor(scope).catch(() => undefined);
    if (!version) return fallback();
    const cacheKey = `${version.id}\u0000${key}`;
    let entry = entries.get(cacheKey);
    if (!entry) {
      const text = await store.get(version.id, key).catch(() => undefined);
      if (text === undefined) return fallback();
      try {
        entry = { value: deepFreeze(pick(readEntry(text, schema, key))) };
      } catch (error) {
        entry = { error };
      }
      entries.set(cacheKey, entry);
    }
    if ('error' in entry) throw entry.error;
    const stale = version.readAt !== undefined;
    return { data: entry.value as T, stale, ...(stale && { readAt: version.readAt }) };
  }

  return {
    listTypes: (scope) =>
      fromCopy(
        scope,
        entryKeys.types,
        typesResponseSchema,
        (response) => response.body.compatibility_type.article_types,
        () => live.listTypes(scope),
      ),
    listBrands: (scope, type) =>
      fromCopy(
        scope,
        entryKeys.brands(type),
        brandsResponseSchema,
        (response) => response.body.brands,
        () => live.listBrands(scope, type),
      ),
    getBrandModels: (scope, type, brandId) =>
      fromCopy(
        scope,
        entryKeys.brandModels(type, brandId),
        brandModelsResponseSchema,
        (response) => response.body.brand,
        () => live.getBrandModels(scope, type, brandId),
      ),
    getModel: async (scope, type, brandId, modelId) => {
      const fetched = await fromCopy(
        scope,
        entryKeys.model(modelId),
        modelResponseSchema,
        (response) => response.body.iumodel,
        () => live.getModel(scope, type, brandId, modelId),
      );
      // One detail per model in the copy: asked through another brand, it is not this one.
      if (fetched.data.brand_id !== brandId) return live.getModel(scope, type, brandId, modelId);
      return fetched;
    },
  };
}
