/**
 * The engine when the catalogue fails, hangs or is slow, and how it warms its catalogue-wide
 * index: a fresh stack (server, client, cache, engine) per test, so no cache carries over.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { CatalogueError } from '../../src/catalogue/errors.js';
import type { Catalogue, CatalogueScope } from '../../src/catalogue/types.js';
import type { LookupResult } from '../../src/lookup/result.js';
import { type LookupStack, type LookupStackOptions, startLookupStack } from '../support/lookup-stack.js';

const scope: CatalogueScope = { market: 'GB', locale: 'en' };
let stack: LookupStack | undefined;
afterEach(async () => {
  await stack?.close();
  stack = undefined;
});
const rowsOf = (result: LookupResult) => (result.kind === 'answer' ? result.rows : undefined);
const start = async (options: LookupStackOptions = {}) => {
  stack = await startLookupStack(options);
  return stack;
};

/** A decorator that counts catalogue calls in flight (it delegates every call unchanged). */
function countingInFlight(): { wrap: (catalogue: Catalogue) => Catalogue; max: () => number } {
  let inFlight = 0;
  let max = 0;
  const track = async <T>(call: () => Promise<T>): Promise<T> => {
    inFlight += 1;
    max = Math.max(max, inFlight);
    try {
      return await call();
    } finally {
      inFlight -= 1;
    }
  };
  return {
    max: () => max,
    wrap: (catalogue) => ({
      listTypes: (s) => track(() => catalogue.listTypes(s)),
      listBrands: (s, t) => track(() => catalogue.listBrands(s, t)),
      getBrandModels: (s, t, b) => track(() => catalogue.getBrandModels(s, t, b)),
      getModel: (s, t, b, m) => track(() => catalogue.getModel(s, t, b, m)),
    }),
  };
}

describe('catalogue failures', () => {
  it('answers "catalogue unavailable" when the catalogue fails, and recovers when it is back', async () => {
    const { engine, server } = await start();
    server.injectFault({ kind: 'status', status: 500 });
    const failed = await engine.lookupText({ text: 'daikin ftxm25r', scope });
    expect(failed).toMatchObject({ kind: 'catalogue_unavailable', reason: 'unavailable' });
    expect(failed.searched.text).toBe('daikin ftxm25r');
    server.clearFaults();
    expect((await engine.lookupText({ text: 'daikin ftxm25r', scope })).kind).toBe('answer');
  });

  it('answers "unavailable" with a timeout when the catalogue hangs', async () => {
    const { engine, server } = await start({ timeoutMs: 400, engine: { deadlineMs: 300 } });
    server.injectFault({ kind: 'hang' });
    // The catalogue never answers: only a deadline can settle the lookup, and it says so.
    const result = await engine.lookupText({ text: 'daikin ftxm25r', scope });
    expect(result).toMatchObject({ kind: 'catalogue_unavailable', reason: 'timeout' });
    await expect(engine.listTypes(scope)).rejects.toBeInstanceOf(CatalogueError);
    expect(await engine.suggestBrands(scope, 'CTLR_PRO', 'dai', 5)).toEqual([]);
  });

  it('reports a garbled answer as invalid', async () => {
    const { engine, server } = await start();
    server.injectFault({ kind: 'garbage' });
    expect(await engine.lookupText({ text: 'daikin ftxm25r', scope })).toMatchObject({
      kind: 'catalogue_unavailable',
      reason: 'invalid_response',
    });
  });

  it('flags an answer served from expired cache entries as stale', async () => {
    let now = 1_000_000;
    const { engine, server } = await start({ ttlMs: 60_000, now: () => now });
    const fresh = await engine.lookupText({ text: 'daikin ftxm25r', scope });
    expect(fresh).toMatchObject({ kind: 'answer', stale: false });
    now += 120_000;
    server.injectFault({ kind: 'status', status: 503 });
    const stale = await engine.lookupText({ text: 'daikin ftxm25r', scope });
    expect(stale).toMatchObject({ kind: 'answer', stale: true });
    expect(rowsOf(fresh)?.length).toBeGreaterThan(0);
    expect(rowsOf(stale)).toEqual(rowsOf(fresh));
  });
});

describe('catalogue-wide index', () => {
  it('says it is still learning until warm, then answers brand-less queries', async () => {
    const { engine } = await start();
    expect((await engine.lookupText({ text: 'FTXM25R', scope })).kind).toBe('still_learning');
    expect(await engine.whenWarm(scope)).toBe(true);
    const answer = await engine.lookupText({ text: 'ftxm 25r', scope });
    expect(answer).toMatchObject({ kind: 'answer', unit: { designation: 'FTXM25R', brandName: 'Daikin' } });
  });

  it('warms with a bounded number of catalogue requests in flight', async () => {
    const counter = countingInFlight();
    const { engine, server } = await start({ wrap: counter.wrap, engine: { warmConcurrency: 3 } });
    server.setLatency(3);
    engine.warm(scope);
    expect(await engine.whenWarm(scope)).toBe(true);
    expect(counter.max()).toBeLessThanOrEqual(3);
    expect(counter.max()).toBeGreaterThan(1);
    const brandCalls = server.callCount('/brands/');
    engine.warm(scope);
    await engine.whenWarm(scope);
    expect(server.callCount('/brands/')).toBe(brandCalls);
  });

  it('rebuilds once older than the refresh interval, re-reading what expired', async () => {
    let now = 5_000_000;
    const { engine, server } = await start({
      ttlMs: 10_000,
      now: () => now,
      engine: { indexRefreshMs: 10_000 },
    });
    await engine.whenWarm(scope);
    const before = server.callCount('/iumodels');
    const brandListings = server.callCount();
    now += 20_000;
    engine.warm(scope);
    await engine.whenWarm(scope);
    expect(server.callCount()).toBeGreaterThan(brandListings);
    expect(server.callCount('/iumodels')).toBe(before);
    expect((await engine.lookupText({ text: 'FTXM25R', scope })).kind).toBe('answer');
  });

  it('stops warming on close, waiting for the requests in flight', async () => {
    const counter = countingInFlight();
    const { engine, server } = await start({ wrap: counter.wrap, engine: { warmConcurrency: 2 } });
    server.setLatency(5);
    engine.warm(scope);
    await new Promise((resolve) => setTimeout(resolve, 30));
    await engine.close();
    const calls = server.callCount();
    expect(await engine.whenWarm(scope)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(server.callCount()).toBe(calls);
    expect((await engine.lookupText({ text: 'daikin ftxm25r', scope })).kind).toBe('answer');
  });

  it('retries a failed build later instead of giving up', async () => {
    let now = 9_000_000;
    const { engine, server } = await start({ now: () => now });
    server.injectFault({ kind: 'status', status: 500 }, { times: 1 });
    expect(await engine.whenWarm(scope)).toBe(false);
    expect((await engine.lookupText({ text: 'FTXM25R', scope })).kind).toBe('still_learning');
    now += 60_000;
    expect(await engine.whenWarm(scope)).toBe(true);
  });

  it('never answers a brand-less query while a brand is missing from the index', async () => {
    const { engine, server } = await start();
    // Johnson Controls-Hitachi (brand 20) lists RAK-35RPE too, with other SKUs than Hitachi.
    server.injectFault({ kind: 'status', status: 500 }, { pathIncludes: '/brands/20' });
    expect(await engine.whenWarm(scope)).toBe(true);
    const shared = await engine.lookupText({ text: 'RAK-35RPE', scope });
    expect(shared.kind, JSON.stringify(shared)).toBe('choices');
    expect(shared.kind === 'choices' && shared.candidates.map((c) => c.brandName)).toEqual(['Hitachi']);
    expect((await engine.lookupText({ text: 'FTXM25R', scope })).kind).toBe('choices');
    expect((await engine.lookupText({ text: 'daikin FTXM25R', scope })).kind).toBe('answer');
  });
});

describe('other markets', () => {
  it("answers in the user's market while another market's type list hangs", async () => {
    let release: () => void = () => undefined;
    const hung = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { engine } = await start({
      engine: { markets: ['GB', 'FR'] },
      wrap: (catalogue) => ({
        ...catalogue,
        listTypes: async (s) => {
          if (s.market === 'FR') await hung;
          return catalogue.listTypes(s);
        },
      }),
    });
    try {
      // FR's type list is held until the end: the answer cannot have waited for it.
      const answer = await engine.lookupText({ text: 'daikin ftxm25r', scope });
      expect(answer.kind).toBe('answer');
    } finally {
      release();
    }
  });
});
