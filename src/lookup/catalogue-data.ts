/**
 * The catalogue as the engine reads it for one scope (market + locale), each list turned into a
 * matcher once and reused while the cache hands back the same frozen object (identity tells
 * "unchanged"). Types the brand-detail path refuses (400) are learned once per market and skipped.
 */
import { LRUCache } from 'lru-cache';
import { isCatalogueError } from '../catalogue/errors.js';
import type { ArticleType, Brand, BrandWithModels } from '../catalogue/schemas.js';
import { detailPathTypeCodes } from '../catalogue/type-codes.js';
import type { Catalogue, CatalogueScope, Fetched } from '../catalogue/types.js';
import type { Logger } from '../log/logger.js';
import { BrandMatcher } from '../matching/brands.js';
import { ModelIndex, type ModelLike } from '../matching/models.js';
import type { TypeLike } from '../matching/types.js';

export const scopeKey = (scope: CatalogueScope): string => JSON.stringify([scope.market, scope.locale]);

/**
 * Collects whether any catalogue answer used for one result came from an expired cache entry, or
 * from the app's copy after its refresh failed (then the oldest such copy's time, `readAt`).
 */
export class Usage {
  stale = false;
  readAt: number | undefined;

  take<T>(fetched: Fetched<T>): T {
    if (fetched.stale) this.stale = true;
    if (fetched.readAt !== undefined) this.readAt = Math.min(this.readAt ?? fetched.readAt, fetched.readAt);
    return fetched.data;
  }
}

interface BrandCatalogue {
  matcher: BrandMatcher;
  /** Brand id → the market types whose brand list names it, in market order. */
  listedUnder: ReadonlyMap<number, readonly string[]>;
}

/** Derived structures by key, least recently used dropped, rebuilt when the data they came from changes. */
class Memo<V extends object> {
  readonly #entries: LRUCache<string, { sources: readonly object[]; value: V }>;
  constructor(maxEntries: number) {
    this.#entries = new LRUCache({ max: maxEntries });
  }

  get(key: string, sources: readonly object[], build: () => V): V {
    const entry = this.#entries.get(key);
    if (entry && entry.sources.length === sources.length && entry.sources.every((s, i) => s === sources[i])) {
      return entry.value;
    }
    const value = build();
    this.#entries.set(key, { sources, value });
    return value;
  }
}

const learnRetryMs = 30_000;

/** Failures that mean "nothing here for this request", not "the catalogue is failing". */
const isAbsence = (error: unknown) =>
  isCatalogueError(error, 'not_found') || isCatalogueError(error, 'bad_request');

interface CatalogueDataOptions {
  /** How long a type refused by the brand-detail path is skipped. */
  refusalMemoryMs: number;
  now?: () => number;
}

export class CatalogueData {
  readonly #catalogue: Catalogue;
  readonly #logger: Logger;
  readonly #now: () => number;
  readonly #refusalMemoryMs: number;
  readonly #refused = new Map<string, number>();
  /** Types the brand-detail path has accepted, and probes of types not yet known either way. */
  readonly #accepted = new Set<string>();
  readonly #probes = new Map<string, Promise<void>>();
  /** Every type seen in any scope (and in model details), to recognise types a market lacks. */
  readonly #knownTypes = new Map<string, TypeLike>();
  #knownList: readonly TypeLike[] | undefined;
  /** Scope key → when its types may be read again. */
  readonly #learned = new Map<string, number>();
  readonly #brandMemo = new Memo<BrandCatalogue>(64);
  readonly #brandModelsMemo = new Memo<ModelIndex>(2_000);
  readonly #typeBrandMatchers = new WeakMap<readonly Brand[], BrandMatcher>();
  readonly #typeModelIndexes = new WeakMap<BrandWithModels, ModelIndex>();

  constructor(catalogue: Catalogue, logger: Logger, options: CatalogueDataOptions) {
    this.#catalogue = catalogue;
    this.#logger = logger;
    this.#now = options.now ?? Date.now;
    this.#refusalMemoryMs = options.refusalMemoryMs;
  }

  async types(scope: CatalogueScope, usage: Usage): Promise<readonly ArticleType[]> {
    const types = usage.take(await this.#catalogue.listTypes(scope));
    this.noteTypes(types);
    return types;
  }

  noteTypes(types: readonly TypeLike[]): void {
    for (const type of types) {
      const key = `${type.reference}\u0000${type.name}`;
      if (this.#knownTypes.has(key)) continue;
      this.#knownTypes.set(key, type);
      this.#knownList = undefined;
    }
  }

  /**
   * Learns the types of other markets (same locale) so that a type the user's market lacks is
   * recognised and answered with "not offered here". Each market is read at most once per
   * `refusalMemoryMs` (once per 30 s after a failure); failures are only logged.
   */
  async learnTypesOf(markets: readonly string[], locale: string): Promise<void> {
    await Promise.all(
      markets.map(async (market) => {
        const key = scopeKey({ market, locale });
        const now = this.#now();
        if ((this.#learned.get(key) ?? 0) > now) return;
        this.#learned.set(key, now + this.#refusalMemoryMs);
        try {
          this.noteTypes((await this.#catalogue.listTypes({ market, locale })).data);
        } catch (error) {
          this.#learned.set(key, now + learnRetryMs);
          this.#logger.debug({ err: error, market }, 'could not learn the types of another market');
        }
      }),
    );
  }

  /** The same array until a type is learned (so that what is derived from it can be kept). */
  knownTypes(): readonly TypeLike[] {
    this.#knownList ??= [...this.#knownTypes.values()];
    return this.#knownList;
  }

  #refusalKey = (scope: CatalogueScope, type: string) => JSON.stringify([scope.market, type]);

  isRefused(scope: CatalogueScope, type: string): boolean {
    if (!detailPathTypeCodes.includes(type)) return true;
    const until = this.#refused.get(this.#refusalKey(scope, type));
    return until !== undefined && until > this.#now();
  }

  /** Brands of every market type, merged; a type whose brand list is refused or absent is skipped. */
  async brands(scope: CatalogueScope, types: readonly ArticleType[], usage: Usage): Promise<BrandCatalogue> {
    const settled = await Promise.allSettled(
      types.map((type) => this.#catalogue.listBrands(scope, type.reference)),
    );
    const lists: { type: string; brands: readonly Brand[] }[] = [];
    settled.forEach((outcome, i) => {
      const type = types[i]?.reference ?? '';
      if (outcome.status === 'fulfilled') lists.push({ type, brands: usage.take(outcome.value) });
      else if (!isAbsence(outcome.reason)) throw outcome.reason;
    });
    return this.#brandMemo.get(
      scopeKey(scope),
      lists.map((list) => list.brands),
      () => {
        const listedUnder = new Map<number, string[]>();
        for (const { type, brands } of lists) {
          for (const brand of brands) listedUnder.set(brand.id, [...(listedUnder.get(brand.id) ?? []), type]);
        }
        return { matcher: new BrandMatcher(lists.flatMap((list) => list.brands)), listedUnder };
      },
    );
  }

  /** One brand's models of one type; undefined when the type is refused (remembered) or the brand has none. */
  async #typeModels(
    scope: CatalogueScope,
    type: string,
    brandId: number,
    usage: Usage,
  ): Promise<BrandWithModels | undefined> {
    const key = this.#refusalKey(scope, type);
    // Until the path has accepted the type once, one request probes it and the others wait for
    // its verdict, so a refused type costs one refused request, not one per brand.
    const probe = this.#probes.get(key);
    if (probe) await probe;
    if (this.isRefused(scope, type)) return undefined;
    const accepted = this.#accepted.has(key);
    const request = this.#catalogue.getBrandModels(scope, type, brandId);
    if (!accepted && !probe) {
      const verdict = request.then(
        () => undefined,
        () => undefined,
      );
      this.#probes.set(key, verdict);
      void verdict.finally(() => this.#probes.delete(key));
    }
    try {
      const list = usage.take(await request);
      this.#accepted.add(key);
      return list;
    } catch (error) {
      if (isCatalogueError(error, 'bad_request')) {
        this.#refused.set(key, this.#now() + this.#refusalMemoryMs);
        this.#logger.debug(
          { type },
          'brand-detail path refuses this type; listing its models through other types',
        );
        return undefined;
      }
      if (isCatalogueError(error, 'not_found')) return undefined;
      throw error;
    }
  }

  /**
   * A brand's models across the types that list it (first listing type kept per model, so the
   * detail path accepts it). `sequential` fetches one type at a time (background warm-up).
   */
  async brandModels(
    scope: CatalogueScope,
    brandId: number,
    listedUnder: readonly string[],
    usage: Usage,
    sequential = false,
  ): Promise<ModelIndex> {
    const lists: BrandWithModels[] = [];
    const types: string[] = [];
    const fetchOne = async (type: string) => {
      const list = await this.#typeModels(scope, type, brandId, usage);
      return list ? { type, list } : undefined;
    };
    const fetched = sequential
      ? await listedUnder.reduce<Promise<({ type: string; list: BrandWithModels } | undefined)[]>>(
          async (done, type) => [...(await done), await fetchOne(type)],
          Promise.resolve([]),
        )
      : await Promise.all(listedUnder.map(fetchOne));
    for (const entry of fetched) {
      if (!entry) continue;
      lists.push(entry.list);
      types.push(entry.type);
    }
    return this.#brandModelsMemo.get(
      `${scopeKey(scope)}|${brandId}`,
      lists,
      () => new ModelIndex(lists.flatMap((list, i) => modelsOf(list, types[i] ?? ''))),
    );
  }

  /** Brands of one type, for type-ahead. */
  async typeBrands(scope: CatalogueScope, type: string, usage: Usage): Promise<BrandMatcher> {
    const brands = usage.take(await this.#catalogue.listBrands(scope, type));
    let matcher = this.#typeBrandMatchers.get(brands);
    if (!matcher) {
      matcher = new BrandMatcher(brands);
      this.#typeBrandMatchers.set(brands, matcher);
    }
    return matcher;
  }

  /**
   * A brand's models of one type, for type-ahead. When the brand-detail path refuses the type,
   * the brand's models of every other listing type stand in (the answer then keeps only the
   * rows of the requested type, or says the model has none).
   */
  async typeBrandModels(
    scope: CatalogueScope,
    type: string,
    brandId: number,
    usage: Usage,
  ): Promise<ModelIndex> {
    const list = await this.#typeModels(scope, type, brandId, usage);
    if (list) {
      let index = this.#typeModelIndexes.get(list);
      if (!index) {
        index = new ModelIndex(modelsOf(list, type));
        this.#typeModelIndexes.set(list, index);
      }
      return index;
    }
    if (!this.isRefused(scope, type)) return new ModelIndex([]);
    const types = await this.types(scope, usage);
    const { listedUnder } = await this.brands(scope, types, usage);
    return this.brandModels(scope, brandId, listedUnder.get(brandId) ?? [], usage);
  }
}

/** Visible models of a brand listing, as index entries under the listing's type. */
function modelsOf(list: BrandWithModels, type: string): ModelLike[] {
  return list.iumodels
    .filter((model) => model.visible !== 0)
    .map((model) => ({
      id: model.id,
      designation: model.indoor_unit.trim(),
      brandId: list.id,
      brandName: list.name,
      typeReference: type,
    }));
}
