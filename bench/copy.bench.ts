/**
 * The catalogue copy (src/catalogue-copy): what a refresh costs per market (catalogue calls, time
 * unthrottled and at the default CATALOGUE_REFRESH_RATE, store size in SQLite) on the sample
 * catalogue and on one 8× larger; the catalogue calls an instance makes at start (its
 * catalogue-wide index) with a whole copy and without one; and the time to a SKU for a unit not
 * asked before, with the copy and without it, the catalogue answering with 20 ms of latency.
 * Prints figures only.
 */
import { createCachedCatalogue } from '../src/catalogue/cache.js';
import { createCatalogueClient } from '../src/catalogue/client.js';
import {
  generateCatalogue,
  listUnits,
  marketsOf,
  type SampleCatalogue,
  sampleCatalogue,
} from '../src/catalogue/sample/data.js';
import { createCatalogueService } from '../src/catalogue/service.js';
import { rateGate } from '../src/catalogue-copy/rate-gate.js';
import { refreshMarket } from '../src/catalogue-copy/refresh.js';
import { copyBackedCatalogue, copyView } from '../src/catalogue-copy/source.js';
import type { CopyStore } from '../src/catalogue-copy/store.js';
import { createLogger } from '../src/log/logger.js';
import { createLookupEngine } from '../src/lookup/create-engine.js';
import { testRun } from '../test/support/copy-run.js';
import type { SampleServer } from '../test/support/sample-server.js';
import { openCopyRig } from './support/copy-rig.js';
import { percentile } from './support/figures.js';

const logger = createLogger({ level: 'silent' });
const hour = 3_600_000;
const defaultRate = 5;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

interface Copied {
  server: SampleServer;
  store: CopyStore;
  close(): Promise<void>;
}

/** Refreshes every market of `catalogue` into a fresh SQLite copy, printing each market's cost. */
async function copyOf(label: string, catalogue: SampleCatalogue): Promise<Copied> {
  const rig = await openCopyRig(catalogue, logger);
  const { server, store, client } = rig;
  for (const market of marketsOf(catalogue)) {
    const scope = { market, locale: 'en' };
    server.resetCounters();
    const started = performance.now();
    await refreshMarket(
      { store, client, gate: rateGate(1_000_000), logger },
      testRun(`bench-${market}`),
      scope,
    );
    const seconds = (performance.now() - started) / 1000;
    const calls = server.callCount();
    const current = (await store.status(market, 'en')).current;
    const bytes = await store.size(current?.id ?? '');
    console.log(
      `${label} ${market}: ${current?.models} models, ${calls} calls, ${seconds.toFixed(1)} s unthrottled, ` +
        `${(calls / defaultRate / 60).toFixed(1)} min at ${defaultRate}/s; copy ${kib(bytes)} in SQLite (${kib(bytes / Math.max(current?.models ?? 1, 1))} per model)`,
    );
  }
  return { server, store, close: rig.close };
}

/** An engine over the live catalogue (cached), or over the copy in front of it. */
function engineOver(copied: Copied, withCopy: boolean) {
  const client = createCatalogueClient({
    baseUrl: copied.server.baseUrl,
    apiKey: copied.server.apiKey,
    timeoutMs: 10_000,
    logger,
  });
  const live = createCachedCatalogue(createCatalogueService(client), {
    listTtlMs: 6 * hour,
    modelTtlMs: hour,
    maxEntries: 20_000,
  });
  const options = { statusMs: 5000, overdueMs: 12 * hour };
  const catalogue = withCopy
    ? copyBackedCatalogue(live, copied.store, copyView(copied.store, logger, options), options)
    : live;
  const engine = createLookupEngine({ catalogue, logger, markets: ['ES'] });
  return {
    engine,
    async close() {
      await engine.close();
      await client.close();
    },
  };
}

async function startAndSku(copied: Copied, withCopy: boolean): Promise<void> {
  const scope = { market: 'ES', locale: 'en' };
  const label = withCopy ? 'with the copy' : 'without a copy';
  copied.server.setLatency(20);
  copied.server.resetCounters();
  const { engine, close } = engineOver(copied, withCopy);
  const started = performance.now();
  await engine.whenWarm(scope);
  console.log(
    `start-up ${label}: ${copied.server.callCount()} catalogue calls, index built in ${(performance.now() - started).toFixed(0)} ms`,
  );
  const units = listUnits(sampleCatalogue(), 'ES')
    .filter((unit) => unit.skus.length > 0)
    .slice(100, 130);
  const times: number[] = [];
  copied.server.resetCounters();
  for (const unit of units) {
    const t0 = performance.now();
    await engine.lookupText({ text: `${unit.brandName} ${unit.designation}`, scope });
    times.push(performance.now() - t0);
  }
  console.log(
    `time to SKU, cold unit, ${label} (catalogue latency 20 ms): p50 ${percentile(times, 50).toFixed(1)} ms, ` +
      `p95 ${percentile(times, 95).toFixed(1)} ms, ${(copied.server.callCount() / units.length).toFixed(1)} calls per unit`,
  );
  copied.server.setLatency(0);
  await close();
}

export async function run(): Promise<void> {
  const sample = await copyOf('sample', sampleCatalogue());
  await startAndSku(sample, false);
  await startAndSku(sample, true);
  await sample.close();
  const models = sampleCatalogue().models.length * 8;
  const larger = await copyOf(
    `8× (${models.toLocaleString('en')} models)`,
    generateCatalogue({ models, brands: 80 }),
  );
  await larger.close();
}
