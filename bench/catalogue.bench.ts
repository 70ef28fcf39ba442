/**
 * Catalogue access layer: cached call latency, upstream calls of one cold selection walk, and
 * heap held by a cache filled from a generated 50,000-model catalogue. Prints figures only.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createCachedCatalogue } from '../src/catalogue/cache.js';
import { type CatalogueClient, createCatalogueClient } from '../src/catalogue/client.js';
import { generateCatalogue, type SampleCatalogue } from '../src/catalogue/sample/data.js';
import { createCatalogueService } from '../src/catalogue/service.js';
import type { Catalogue } from '../src/catalogue/types.js';
import { createLogger } from '../src/log/logger.js';
import { type SampleServer, startSampleServer } from '../test/support/sample-server.js';
import { percentile } from './support/figures.js';

const scope = { market: 'GB', locale: 'en' };
const hour = 3_600_000;

interface Stack {
  server: SampleServer;
  client: CatalogueClient;
  cache: Catalogue;
  close(): Promise<void>;
}

async function startStack(catalogue?: SampleCatalogue): Promise<Stack> {
  const server = await startSampleServer({ host: '127.0.0.1', port: 0, catalogue });
  const logger = createLogger({ level: 'silent' });
  const client = createCatalogueClient({
    baseUrl: server.baseUrl,
    apiKey: server.apiKey,
    timeoutMs: 10_000,
    logger,
  });
  const cache = createCachedCatalogue(createCatalogueService(client), {
    listTtlMs: 6 * hour,
    modelTtlMs: hour,
    maxEntries: 20_000,
  });
  return {
    server,
    client,
    cache,
    async close() {
      await client.close();
      await server.close();
    },
  };
}

const micros = (ms: number) => `${(ms * 1000).toFixed(1)} µs`;

/** A full collection when the runtime allows it (the flag can be set at run time in Node). */
function collector(): (() => void) | undefined {
  try {
    setFlagsFromString('--expose-gc');
    return runInNewContext('gc') as () => void;
  } catch {
    return undefined;
  }
}

async function cachedLatency(): Promise<void> {
  const stack = await startStack();
  const type = (await stack.cache.listTypes(scope)).data[0]?.reference ?? '';
  const brandId = (await stack.cache.listBrands(scope, type)).data[0]?.id ?? 0;
  await stack.cache.getBrandModels(scope, type, brandId);
  const calls = 10_000;
  const samples = new Array<number>(calls);
  const started = performance.now();
  for (let i = 0; i < calls; i++) {
    const t0 = performance.now();
    await stack.cache.getBrandModels(scope, type, brandId);
    samples[i] = performance.now() - t0;
  }
  const total = performance.now() - started;
  console.log(
    `cached getBrandModels x${calls}: p50 ${micros(percentile(samples, 50))}, p99 ${micros(percentile(samples, 99))}, ` +
      `max ${micros(percentile(samples, 100))}, ${Math.round(calls / (total / 1000)).toLocaleString('en')} calls/s`,
  );
  await stack.close();
}

async function walk(catalogue: Catalogue): Promise<string | undefined> {
  const type = (await catalogue.listTypes(scope)).data[0]?.reference ?? '';
  const brandId = (await catalogue.listBrands(scope, type)).data[0]?.id ?? 0;
  const modelId = (await catalogue.getBrandModels(scope, type, brandId)).data.iumodels[0]?.id ?? 0;
  const model = (await catalogue.getModel(scope, type, brandId, modelId)).data;
  return model.protocol_compatibilities.find((entry) => entry.type.reference === type)?.article_reference;
}

async function coldWalk(): Promise<void> {
  const stack = await startStack();
  let started = performance.now();
  const sku = await walk(stack.cache);
  const coldMs = performance.now() - started;
  const coldCalls = stack.server.callCount();
  started = performance.now();
  await walk(stack.cache);
  const warmMs = performance.now() - started;
  console.log(
    `walk types → brands → brand models → model (SKU ${sku}): cold ${coldCalls} upstream calls in ${coldMs.toFixed(1)} ms; ` +
      `warm ${stack.server.callCount() - coldCalls} calls in ${warmMs.toFixed(2)} ms`,
  );
  await stack.close();
}

/** Fills the cache with every brand's models for each type, 8 requests at a time; returns the models held. */
async function fill(
  cache: Catalogue,
  work: { type: string; brandId: number }[],
  seen: Set<number>,
): Promise<number> {
  const queue = [...work];
  let listed = 0;
  const workers = Array.from({ length: 8 }, async () => {
    for (let item = queue.shift(); item; item = queue.shift()) {
      const { iumodels } = (await cache.getBrandModels(scope, item.type, item.brandId)).data;
      listed += iumodels.length;
      for (const model of iumodels) seen.add(model.id);
    }
  });
  await Promise.all(workers);
  return listed;
}

async function heapOfLargeCatalogue(): Promise<void> {
  const gc = collector();
  let started = performance.now();
  const generated = generateCatalogue({ models: 50_000 });
  console.log(
    `generated ${generated.models.length.toLocaleString('en')} models in ${(performance.now() - started).toFixed(0)} ms`,
  );
  const stack = await startStack(generated);
  const uncached = createCatalogueService(stack.client);
  const types = (await uncached.listTypes(scope)).data.map((type) => type.reference);
  const work: { type: string; brandId: number }[][] = [];
  for (const type of types) {
    const brands = (await uncached.listBrands(scope, type)).data;
    work.push(brands.map((brand) => ({ type, brandId: brand.id })));
  }
  // One uncached pass first, so whatever the server memoises is in the baseline, not the delta.
  await fill(uncached, work.flat(), new Set());

  gc?.();
  const before = process.memoryUsage().heapUsed;
  const seen = new Set<number>();
  const report = (label: string, entries: number, listed: number, ms: number) => {
    gc?.();
    const delta = process.memoryUsage().heapUsed - before;
    console.log(
      `${label}: ${entries} entries, ${listed.toLocaleString('en')} model rows (${seen.size.toLocaleString('en')} distinct) ` +
        `filled in ${ms.toFixed(0)} ms, heapUsed +${(delta / 1024 / 1024).toFixed(1)} MiB ` +
        `(${Math.round(delta / Math.max(listed, 1))} B/row)${gc ? ', after full GC' : ', without a forced GC'}`,
    );
  };
  const [first = [], ...rest] = work;
  started = performance.now();
  let listed = await fill(stack.cache, first, seen);
  report(`cache, all brands of type ${types[0]}`, first.length, listed, performance.now() - started);
  listed += await fill(stack.cache, rest.flat(), seen);
  report(
    `cache, all brands of all ${types.length} types`,
    work.flat().length,
    listed,
    performance.now() - started,
  );
  seen.clear();
  await stack.close();
}

export async function run(): Promise<void> {
  await cachedLatency();
  await coldWalk();
  await heapOfLargeCatalogue();
}
