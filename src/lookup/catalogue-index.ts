/**
 * The catalogue-wide model index behind brand-less lookups (`/controller QX25B`), built and rebuilt
 * in the background from the cached listings with at most `concurrency` requests in flight, so
 * warming never hammers the catalogue. Exact and prefix only: no fuzzy scan at catalogue scale on
 * the request path.
 */

import pLimit from 'p-limit';
import { isCatalogueError } from '../catalogue/errors.js';
import type { CatalogueScope } from '../catalogue/types.js';
import type { Logger } from '../log/logger.js';
import { ModelIndex } from '../matching/models.js';
import { type CatalogueData, scopeKey, Usage } from './catalogue-data.js';

interface CatalogueWideIndex {
  index: ModelIndex;
  /** Some brand could not be read: a miss may be a gap, not an absence. */
  complete: boolean;
  /** Built partly from expired cache entries. */
  stale: boolean;
  builtAt: number;
}

interface ScopeState {
  ready?: CatalogueWideIndex;
  building?: Promise<void>;
  failedAt?: number;
}

interface CatalogueIndexOptions {
  concurrency: number;
  refreshMs: number;
  /** Wait before retrying a failed or incomplete build. */
  retryMs: number;
  now?: () => number;
}

export class CatalogueIndexes {
  readonly #data: CatalogueData;
  readonly #logger: Logger;
  readonly #options: CatalogueIndexOptions;
  readonly #now: () => number;
  readonly #states = new Map<string, ScopeState>();
  #closed = false;

  constructor(data: CatalogueData, logger: Logger, options: CatalogueIndexOptions) {
    this.#data = data;
    this.#logger = logger;
    this.#options = options;
    this.#now = options.now ?? Date.now;
  }

  #state(scope: CatalogueScope): ScopeState {
    const key = scopeKey(scope);
    let state = this.#states.get(key);
    if (!state) {
      state = {};
      this.#states.set(key, state);
    }
    return state;
  }

  /** Starts a build when there is none, the last one failed or was incomplete a while ago, or it is due a refresh. */
  warm(scope: CatalogueScope): void {
    const state = this.#state(scope);
    if (state.building || this.#closed) return;
    const now = this.#now();
    const { ready, failedAt } = state;
    const retryDue = failedAt === undefined || now - failedAt >= this.#options.retryMs;
    const due = ready
      ? now - ready.builtAt >= this.#options.refreshMs || (!ready.complete && retryDue)
      : retryDue;
    if (!due) return;
    const building = this.#build(scope, state).finally(() => {
      if (state.building === building) state.building = undefined;
    });
    state.building = building;
  }

  /** The index if one is built (starting or refreshing a build as due), else undefined. */
  current(scope: CatalogueScope): CatalogueWideIndex | undefined {
    this.warm(scope);
    return this.#state(scope).ready;
  }

  /** Resolves when the scope's running build (if any) ends; true when an index is ready. */
  async whenReady(scope: CatalogueScope): Promise<boolean> {
    const state = this.#state(scope);
    if (!state.ready && !state.building) this.warm(scope);
    await state.building;
    return state.ready !== undefined;
  }

  /** Stops warming: no new catalogue request is started; resolves when the requests in flight have ended. */
  async close(): Promise<void> {
    this.#closed = true;
    await Promise.all([...this.#states.values()].map((state) => state.building));
  }

  async #build(scope: CatalogueScope, state: ScopeState): Promise<void> {
    const started = this.#now();
    const usage = new Usage();
    try {
      const types = await this.#data.types(scope, usage);
      const { listedUnder } = await this.#data.brands(scope, types, usage);
      const brandIds = [...listedUnder.keys()];
      const indexes = new Map<number, ModelIndex>();
      let complete = true;
      await pLimit(this.#options.concurrency).map(brandIds, async (brandId) => {
        if (this.#closed) return;
        try {
          const index = await this.#data.brandModels(
            scope,
            brandId,
            listedUnder.get(brandId) ?? [],
            usage,
            true,
          );
          indexes.set(brandId, index);
        } catch (error) {
          complete = false;
          if (!this.#closed)
            this.#logger.warn({ err: error, brandId }, 'catalogue-wide index: a brand could not be read');
        }
      });
      if (this.#closed) return;
      const index = new ModelIndex(brandIds.flatMap((brandId) => indexes.get(brandId)?.models ?? []));
      state.ready = { index, complete, stale: usage.stale, builtAt: this.#now() };
      state.failedAt = complete ? undefined : this.#now();
      this.#logger.info(
        {
          market: scope.market,
          locale: scope.locale,
          models: index.size,
          brands: brandIds.length,
          complete,
          ms: this.#now() - started,
        },
        'catalogue-wide model index built',
      );
    } catch (error) {
      state.failedAt = this.#now();
      // A locale the market refuses is no fault: lookups answer in the configured one (ask.ts).
      const level = isCatalogueError(error, 'scope_refused') ? 'debug' : 'warn';
      if (!this.#closed)
        this.#logger[level]({ err: error, market: scope.market }, 'catalogue-wide index could not be built');
    }
  }
}
