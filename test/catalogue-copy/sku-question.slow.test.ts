/**
 * SKU questions answered from a catalogue copy of the sample catalogue (every market refreshed
 * from the sample server into SQLite): for every SKU sold in a market, the units listed are
 * exactly the units it fits there (precision and recall 1.0); a SKU the market does not sell says
 * where it is sold; a SKU-shaped text nobody knows is no controller reference; and no model code
 * of the sample or of the evaluation catalogue is ever taken for a SKU.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogueClient } from '../../src/catalogue/client.js';
import { listUnits, marketsOf, sampleCatalogue } from '../../src/catalogue/sample/data.js';
import { detailPathTypeCodes } from '../../src/catalogue/type-codes.js';
import { rateGate } from '../../src/catalogue-copy/rate-gate.js';
import { refreshMarket } from '../../src/catalogue-copy/refresh.js';
import { copySkuSource } from '../../src/catalogue-copy/sku-index.js';
import { copyView } from '../../src/catalogue-copy/source.js';
import { createLogger } from '../../src/log/logger.js';
import { lookupSku, type SkuSource } from '../../src/lookup/sku-question.js';
import { sqliteCopyStore } from '../../src/state/sqlite/catalogue-copy-store.js';
import { openDatabase } from '../../src/state/sqlite/database.js';
import { testRun } from '../support/copy-run.js';
import { evalCatalogue } from '../support/eval-catalogue/catalogue.js';
import { type SampleServer, startSampleServer } from '../support/sample-server.js';

const logger = createLogger({ level: 'silent' });
const catalogue = sampleCatalogue();
const markets = marketsOf(catalogue);
const scopes = markets.map((market) => ({ market, locale: 'en' }));
let dir: string;
let server: SampleServer;
let skus: SkuSource;
let close: () => Promise<void>;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cf-skus-'));
  server = await startSampleServer();
  const { db } = openDatabase(dir);
  const store = sqliteCopyStore(db);
  const client = createCatalogueClient({ baseUrl: server.baseUrl, apiKey: server.apiKey, logger });
  const deps = { store, client, gate: rateGate(100_000), logger };
  for (const scope of scopes) await refreshMarket(deps, testRun(`skus-${scope.market}`), scope);
  const options = { statusMs: 60_000, overdueMs: 86_400_000 };
  skus = copySkuSource(store, copyView(store, logger, options), scopes, options);
  close = async () => {
    await client.close();
    db.close();
  };
}, 120_000);
afterAll(async () => {
  await close();
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

/** The market's units some listing the brand-detail path reads names, with their SKUs. */
const sold = (market: string) =>
  listUnits(catalogue, market).filter((unit) =>
    unit.skus.some((entry) => detailPathTypeCodes.includes(entry.typeReference)),
  );

describe('a SKU typed as a question', () => {
  it('lists exactly the units it fits in the market, for every SKU of every market', async () => {
    let checked = 0;
    for (const market of markets) {
      const units = sold(market);
      const bySku = new Map<string, Set<string>>();
      for (const unit of units) {
        for (const { sku } of unit.skus) {
          bySku.set(sku, new Set([...(bySku.get(sku) ?? []), `${unit.brandName} ${unit.designation}`]));
        }
      }
      for (const [sku, expected] of bySku) {
        const result = await lookupSku(skus, { text: sku, scope: { market, locale: 'en' } });
        expect(result?.kind, `${market} ${sku}`).toBe('sku_units');
        const listed = result?.kind === 'sku_units' ? result.units.map((u) => `${u.brand} ${u.unit}`) : [];
        expect(new Set(listed), `${market} ${sku}`).toEqual(expected);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('reads the SKU however it is typed: case, spaces, dashes', async () => {
    const [unit] = sold('ES');
    const sku = unit?.skus[0]?.sku ?? '';
    const typed = `${sku.slice(0, 5).toLowerCase()}-${sku.slice(5, 8)} ${sku.slice(8)}`;
    const result = await lookupSku(skus, { text: typed, scope: { market: 'ES', locale: 'en' } });
    expect(result).toMatchObject({ kind: 'sku_units', sku });
  });

  it('says where a SKU the market does not sell is sold', async () => {
    const inEs = new Set(sold('ES').flatMap((unit) => unit.skus.map((entry) => entry.sku)));
    const elsewhere = markets
      .filter((market) => market !== 'ES')
      .flatMap((market) =>
        sold(market).flatMap((unit) => unit.skus.map((entry) => ({ market, sku: entry.sku }))),
      )
      .find(({ sku }) => !inEs.has(sku));
    expect(elsewhere).toBeDefined();
    const result = await lookupSku(skus, {
      text: elsewhere?.sku ?? '',
      scope: { market: 'ES', locale: 'en' },
    });
    expect(result?.kind).toBe('sku_elsewhere');
    expect(result?.kind === 'sku_elsewhere' && result.markets).toContain(elsewhere?.market);
  });

  it('answers a SKU-shaped text nobody knows as no controller reference', async () => {
    const [unit] = sold('ES');
    const sku = unit?.skus[0]?.sku ?? '';
    const unknown = `${sku.slice(0, -3)}${sku.endsWith('999') ? '998' : '999'}`;
    const result = await lookupSku(skus, { text: unknown, scope: { market: 'ES', locale: 'en' } });
    expect(result).toEqual({ kind: 'not_a_reference', scope: { market: 'ES', locale: 'en' }, text: unknown });
  });

  it('never takes a model code for a SKU: every unit of the sample and of the evaluation catalogue', async () => {
    const designations = [
      ...catalogue.models.map((model) => model.designation),
      ...evalCatalogue().catalogue.models.map((model) => model.designation),
    ];
    expect(designations.length).toBeGreaterThan(1000);
    const taken: string[] = [];
    for (const designation of designations) {
      if ((await lookupSku(skus, { text: designation, scope: { market: 'ES', locale: 'en' } })) !== undefined)
        taken.push(designation);
    }
    expect(taken).toEqual([]);
  });
});
