import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type CatalogueCacheOptions, createCachedCatalogue } from '../../src/catalogue/cache.js';
import { CatalogueError } from '../../src/catalogue/errors.js';
import { cataloguePaths } from '../../src/catalogue/paths.js';
import { createCatalogueService } from '../../src/catalogue/service.js';
import type { Catalogue } from '../../src/catalogue/types.js';
import { catalogueCache } from '../../src/metrics/registry.js';
import { type CatalogueHarness, failureOf, startCatalogueHarness } from '../support/catalogue-harness.js';

const listTtlMs = 60_000;
const modelTtlMs = 10_000;
const fr = { market: 'FR', locale: 'fr' };

let h: CatalogueHarness;
let clock: number;
let type: string;
let brandId: number;
let modelId: number;

const open = (options: Partial<CatalogueCacheOptions> = {}): Catalogue =>
  createCachedCatalogue(createCatalogueService(h.client), {
    listTtlMs,
    modelTtlMs,
    maxEntries: 100,
    now: () => clock,
    logger: h.logger,
    ...options,
  });

beforeEach(async () => {
  h = await startCatalogueHarness({
    client: { timeoutMs: 300, retry: { minTimeoutMs: 10, maxTimeoutMs: 40 } },
  });
  clock = 1_000_000;
  // Walk once, uncached, to find a type, a brand and a model that exist in FR.
  const service = createCatalogueService(h.client);
  type = (await service.listTypes(fr)).data[0]?.reference ?? '';
  brandId = (await service.listBrands(fr, type)).data[0]?.id ?? 0;
  modelId = (await service.getBrandModels(fr, type, brandId)).data.iumodels[0]?.id ?? 0;
  h.server.resetCounters();
});

afterEach(async () => {
  await h.close();
});

const brandsPath = () => cataloguePaths.brands(type);
const modelPath = () => cataloguePaths.model(type, brandId, modelId);
/** Upstream calls to exactly this path (`callCount` matches substrings, and one path prefixes another). */
const callsTo = (path: string) => h.server.requests.filter((request) => request.path === path).length;

describe('hits and expiry', () => {
  it('serves a repeated request from the cache', async () => {
    const cache = open();
    const first = await cache.getBrandModels(fr, type, brandId);
    const second = await cache.getBrandModels(fr, type, brandId);
    expect(second).toEqual({ data: first.data, stale: false });
    expect(second.data).toBe(first.data);
    expect(h.server.callCount()).toBe(1);
  });

  it('refetches after the TTL, lists and models on their own TTLs', async () => {
    const cache = open();
    await cache.listBrands(fr, type);
    await cache.getModel(fr, type, brandId, modelId);
    clock += modelTtlMs;
    await cache.listBrands(fr, type);
    await cache.getModel(fr, type, brandId, modelId);
    expect(h.server.callCount()).toBe(2);
    clock += 1; // an entry is fresh for its whole TTL, expired just after
    await cache.listBrands(fr, type);
    await cache.getModel(fr, type, brandId, modelId);
    expect(callsTo(brandsPath())).toBe(1);
    expect(callsTo(modelPath())).toBe(2);
    clock += listTtlMs + 1;
    await cache.listBrands(fr, type);
    expect(callsTo(brandsPath())).toBe(2);
  });

  it('never answers one scope with another scope’s entry', async () => {
    const cache = open();
    const scopes = [
      fr,
      { market: 'FR', locale: 'en' },
      { market: 'ES', locale: 'fr' },
      { market: 'ES', locale: 'es' },
    ];
    const answers = [];
    for (const scope of scopes) answers.push(await cache.listTypes(scope));
    for (const scope of scopes) await cache.listTypes(scope);
    expect(h.server.callCount()).toBe(scopes.length);
    const names = answers.map((a) => a.data.map((t) => `${t.reference}:${t.name}`).join());
    expect(new Set(names).size).toBe(scopes.length);
    const markets = h.server.requests.map((r) => `${r.headers['app-market']}/${r.headers['app-locale']}`);
    expect(markets).toEqual(scopes.map((s) => `${s.market}/${s.locale}`));
  });

  it('hands out frozen values so no caller can corrupt the shared entry', async () => {
    const cache = open();
    const brands = (await cache.listBrands(fr, type)).data;
    expect(() => brands.reverse()).toThrow(TypeError);
    expect(() => {
      (brands[0] as { name: string }).name = 'changed';
    }).toThrow(TypeError);
  });
});

describe('single-flight', () => {
  it('20 concurrent identical requests make exactly one upstream call', async () => {
    const cache = open();
    h.server.setLatency(50);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => cache.getBrandModels(fr, type, brandId)),
    );
    expect(h.server.callCount()).toBe(1);
    expect(new Set(answers.map((a) => a.data)).size).toBe(1);
  });

  it('20 concurrent identical requests that fail share one upstream call and one error', async () => {
    const cache = open();
    h.server.injectFault({ kind: 'status', status: 500 });
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => cache.listTypes(fr)));
    expect(h.server.callCount()).toBe(1);
    expect(
      results.every((r) => r.status === 'rejected' && (r.reason as CatalogueError).kind === 'unavailable'),
    ).toBe(true);
    h.server.clearFaults();
    expect((await cache.listTypes(fr)).stale).toBe(false);
    expect(h.server.callCount()).toBe(2);
  });

  it('different requests in flight at once each go upstream', async () => {
    const cache = open();
    h.server.setLatency(30);
    await Promise.all([
      cache.listTypes(fr),
      cache.listBrands(fr, type),
      cache.getBrandModels(fr, type, brandId),
    ]);
    expect(h.server.callCount()).toBe(3);
  });
});

describe('stale-if-error', () => {
  const catalogueFaults = [
    ['unavailable', { kind: 'status', status: 503 }],
    ['timeout', { kind: 'hang' }],
    ['rate_limited', { kind: 'rate_limit', retryAfterSeconds: 30 }],
    ['invalid_response', { kind: 'schema_drift' }],
  ] as const;

  it.each(catalogueFaults)(
    'serves the expired entry, marked stale, when the catalogue fails (%s)',
    async (_, fault) => {
      const cache = open();
      const fresh = await cache.getModel(fr, type, brandId, modelId);
      clock += modelTtlMs + 1;
      h.server.injectFault(fault);
      const stale = await cache.getModel(fr, type, brandId, modelId);
      expect(stale).toEqual({ data: fresh.data, stale: true });
      expect(callsTo(modelPath())).toBeGreaterThanOrEqual(2);
      h.server.clearFaults();
      expect(await cache.getModel(fr, type, brandId, modelId)).toEqual({ data: fresh.data, stale: false });
    },
  );

  it('logs a warning when it serves stale data', async () => {
    const cache = open();
    await cache.listBrands(fr, type);
    clock += listTtlMs + 1;
    h.server.injectFault({ kind: 'status', status: 502 });
    await cache.listBrands(fr, type);
    expect(
      h.lines.some((line) => line.includes('serving the expired cache entry') && line.includes('"level":40')),
    ).toBe(true);
  });

  it('does not mask answers such as not found or unauthorized with stale data', async () => {
    const cache = open();
    await cache.getBrandModels(fr, type, brandId);
    for (const status of [404, 401, 400]) {
      clock += listTtlMs + 1;
      h.server.clearFaults();
      h.server.injectFault({ kind: 'status', status });
      const { error } = await failureOf(() => cache.getBrandModels(fr, type, brandId));
      expect(error).toBeInstanceOf(CatalogueError);
      expect((error as CatalogueError).details.status).toBe(status);
    }
  });

  it('fails with the error when there is no entry to fall back on', async () => {
    const cache = open();
    h.server.injectFault({ kind: 'status', status: 503 });
    const { error } = await failureOf(() => cache.getBrandModels(fr, type, brandId));
    expect((error as CatalogueError).kind).toBe('unavailable');
  });
});

describe('bounds', () => {
  it('evicts the least recently used entry beyond maxEntries', async () => {
    const cache = open({ maxEntries: 2 });
    await cache.listTypes(fr);
    await cache.listBrands(fr, type);
    await cache.listTypes(fr);
    await cache.getBrandModels(fr, type, brandId);
    expect(h.server.callCount()).toBe(3);
    await cache.listTypes(fr);
    expect(h.server.callCount()).toBe(3);
    await cache.listBrands(fr, type);
    expect(callsTo(brandsPath())).toBe(2);
  });
});

describe('cf_catalogue_cache_total', () => {
  const counts = async () => {
    const { values } = await catalogueCache.get();
    const of = (result: string) => values.find((v) => v.labels.result === result)?.value ?? 0;
    return { hit: of('hit'), miss: of('miss'), stale: of('stale') };
  };

  it('counts a miss per caller that waits for the catalogue, a hit per fresh answer, a stale per failed refresh', async () => {
    const cache = open();
    const before = await counts();
    h.server.setLatency(20);
    await Promise.all([cache.listTypes(fr), cache.listTypes(fr)]);
    await cache.listTypes(fr);
    clock += listTtlMs + 1;
    h.server.injectFault({ kind: 'status', status: 503 });
    await Promise.all([cache.listTypes(fr), cache.listTypes(fr)]);
    const after = await counts();
    expect({
      hit: after.hit - before.hit,
      miss: after.miss - before.miss,
      stale: after.stale - before.stale,
    }).toEqual({ hit: 1, miss: 4, stale: 1 });
  });
});
