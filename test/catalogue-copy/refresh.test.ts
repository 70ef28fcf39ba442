/**
 * A market's refresh against the sample catalogue server, into a SQLite copy: the first copy whole
 * (every unit of the market with its SKUs, each model's detail asked once), the engine answered
 * from it with no catalogue call (saying when it was read once a refresh failed), what a changed
 * catalogue's refresh records, a refresh failing half-way leaving the previous version serving,
 * and its resumption asking only what the failed run had not read. The copy whole is the embedded
 * sample's market (hundreds of units); the rules of a refresh after it (changes, none, resumption)
 * run on a small catalogue of the same shape, each refresh a few dozen requests.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogueClient } from '../../src/catalogue/client.js';
import type { SampleCatalogue } from '../../src/catalogue/sample/catalogue.js';
import { listUnits, sampleCatalogue } from '../../src/catalogue/sample/data.js';
import { createCatalogueService } from '../../src/catalogue/service.js';
import { detailPathTypeCodes } from '../../src/catalogue/type-codes.js';
import { rateGate } from '../../src/catalogue-copy/rate-gate.js';
import { refreshMarket } from '../../src/catalogue-copy/refresh.js';
import { copyBackedCatalogue, copyView } from '../../src/catalogue-copy/source.js';
import type { CopyStore } from '../../src/catalogue-copy/store.js';
import { readUnits } from '../../src/catalogue-copy/units.js';
import { createLogger } from '../../src/log/logger.js';
import { createLookupEngine } from '../../src/lookup/create-engine.js';
import { sqliteCopyStore } from '../../src/state/sqlite/catalogue-copy-store.js';
import { openDatabase } from '../../src/state/sqlite/database.js';
import { editCatalogue } from '../support/catalogue-changes.js';
import { testRun } from '../support/copy-run.js';
import { type SampleServer, startSampleServer } from '../support/sample-server.js';
import { smallCatalogue } from '../support/small-catalogue.js';

const logger = createLogger({ level: 'silent' });
const scope = { market: 'ES', locale: 'en' };

/** A sample catalogue server (serving `catalogue`, the embedded sample unless told) and a SQLite copy. */
function copyRig(catalogue?: SampleCatalogue) {
  const rig = {} as { server: SampleServer; store: CopyStore; deps: Parameters<typeof refreshMarket>[0] };
  let dir = '';
  let close = () => {};
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cf-refresh-'));
    rig.server = await startSampleServer(catalogue ? { catalogue } : {});
    const { db } = openDatabase(dir);
    rig.store = sqliteCopyStore(db);
    const { baseUrl, apiKey } = rig.server;
    const client = createCatalogueClient({ baseUrl, apiKey, logger });
    rig.deps = { store: rig.store, client, gate: rateGate(100_000), logger };
    close = () => {
      db.close();
      void client.close();
    };
  });
  afterAll(async () => {
    close();
    await rig.server.close();
    await rm(dir, { recursive: true, force: true });
  });
  return rig;
}

/**
 * The market's units some listing names: those with a SKU of a type the brand-detail path takes
 * (a unit only of a type the market lacks, or of one the path refuses, is listed nowhere it can read).
 */
const listedUnits = (catalogue = sampleCatalogue()) =>
  listUnits(catalogue, 'ES').filter((unit) =>
    unit.skus.some((entry) => detailPathTypeCodes.includes(entry.typeReference)),
  );

const modelIdsAsked = (server: SampleServer) =>
  server.requests.filter((r) => r.path.includes('/iumodels/')).map((r) => r.path.split('/').at(-1));

describe('refreshing a market of the catalogue copy', () => {
  const rig = copyRig();

  it('copies the market whole: every unit with its SKUs, each detail asked once', async () => {
    rig.server.resetCounters();
    const changes = await refreshMarket(rig.deps, testRun('job1'), scope);
    expect(changes.first).toBe(true);
    const status = await rig.store.status('ES', 'en');
    const expected = listedUnits();
    expect(expected.length).toBeGreaterThan(0);
    expect(status.current?.models).toBe(expected.length);
    const units = await readUnits(rig.store, status.current?.id ?? '');
    expect(units?.length).toBe(expected.length);
    const byId = new Map((units ?? []).map((unit) => [unit.modelId, unit]));
    for (const unit of expected) {
      const copied = byId.get(unit.modelId);
      expect(copied?.unit).toBe(unit.designation);
      expect(copied?.skus.flatMap((entry) => entry.skus.map((sku) => [entry.type, sku]))).toEqual(
        unit.skus.map((entry) => [entry.typeReference, entry.sku]),
      );
    }
    const asked = modelIdsAsked(rig.server);
    expect(asked.length).toBe(expected.length);
    expect(new Set(asked).size).toBe(asked.length);
  });

  it('answers from the whole copy with no catalogue call, live where it holds nothing', async () => {
    const client = createCatalogueClient({ baseUrl: rig.server.baseUrl, apiKey: rig.server.apiKey, logger });
    const live = createCatalogueService(client);
    const options = { statusMs: 0, overdueMs: 3_600_000 };
    const catalogue = copyBackedCatalogue(live, rig.store, copyView(rig.store, logger, options), options);
    const engine = createLookupEngine({ catalogue, logger, markets: ['ES'] });
    const [unit] = listedUnits().slice(40);
    rig.server.resetCounters();
    expect(await engine.whenWarm(scope)).toBe(true);
    const answer = await engine.lookupText({ text: `${unit?.brandName} ${unit?.designation}`, scope });
    expect(answer.kind === 'answer' && answer.rows.map((row) => row.sku)).toEqual(
      unit?.skus.map((entry) => entry.sku),
    );
    expect(answer.kind === 'answer' ? answer.readAt : 'not an answer').toBeUndefined();
    expect(rig.server.requests).toEqual([]);
    // A refresh failed: the same answer says when the copy was read.
    await rig.store.markFailed('ES', 'en', Date.now());
    const after = await engine.lookupText({ text: `${unit?.brandName} ${unit?.designation}`, scope });
    const { current } = await rig.store.status('ES', 'en');
    expect(after.kind === 'answer' && after.readAt).toBe(current?.finishedAt);
    // Spanish content is not copied: asked live.
    await engine.lookupText({
      text: `${unit?.brandName} ${unit?.designation}`,
      scope: { market: 'ES', locale: 'es' },
    });
    expect(rig.server.requests.length).toBeGreaterThan(0);
    await engine.close();
    await client.close();
  });
});

/** Brands and units invented for the test, several brands (a listing each) of several units. */
const small = smallCatalogue(
  ['Alba', 'Brisa', 'Cierzo', 'Dunas', 'Eolo', 'Fresco'].flatMap((brand, b) =>
    ['25', '35', '50', '71'].map((size) => ({ brand, designation: `Q${'ABCDEF'[b]}${size}R` })),
  ),
);

describe('refreshing a copy made before, of a small catalogue', () => {
  const rig = copyRig(small);
  let firstRequests = 0;
  beforeAll(async () => {
    rig.server.resetCounters();
    expect((await refreshMarket(rig.deps, testRun('job1'), scope)).first).toBe(true);
    firstRequests = rig.server.requests.length;
  });

  it('records what changed: SKUs, units removed and added, warnings, and no unchanged unit', async () => {
    const edited = editCatalogue(small, 'ES', { skus: 7, removed: 3, added: 2, warnings: 2 });
    rig.server.replaceCatalogue(edited.catalogue);
    const changes = await refreshMarket(rig.deps, testRun('job2'), scope);
    expect(changes.counts).toEqual({ added: 2, removed: 3, skus: 7, warnings: 2 });
    const named = (kinds: string[]) =>
      changes.changes
        .filter((change) => kinds.includes(change.kind))
        .map((change) => change.unit)
        .sort();
    expect(named(['sku_replaced'])).toEqual([...edited.skus].sort());
    expect(named(['removed'])).toEqual([...edited.removed].sort());
    expect(named(['added'])).toEqual([...edited.added].sort());
    expect(named(['warnings'])).toEqual([...edited.warnings].sort());
    expect(changes.changes).toHaveLength(14);
    const [record] = await rig.store.changes('ES', 'en', 1);
    expect(JSON.parse(record?.changes ?? '{}').counts).toEqual(changes.counts);
  });

  it('changes nothing when nothing changed', async () => {
    const changes = await refreshMarket(rig.deps, testRun('job3'), scope);
    expect(changes.first).toBe(false);
    expect(changes.changes).toEqual([]);
  });

  it('leaves the previous version serving when it fails half-way, then resumes where it stopped', async () => {
    const before = (await rig.store.status('ES', 'en')).current;
    rig.server.resetCounters();
    // The Wi-Fi listings fail: the market's first type (Pro) is read whole by then.
    rig.server.injectFault({ kind: 'status', status: 500 }, { pathIncludes: 'types/CTLR_WIFI/brands/' });
    const killed = testRun('job4');
    await expect(refreshMarket(rig.deps, killed, scope)).rejects.toThrow();
    rig.server.clearFaults();
    const failedRun = rig.server.requests.length;
    const status = await rig.store.status('ES', 'en');
    expect(status.current).toEqual(before);
    expect(status.failedAt).toBeGreaterThanOrEqual(before?.finishedAt ?? 0);
    expect(killed.checkpoints.size).toBeGreaterThan(0);
    rig.server.resetCounters();
    const resumed = await refreshMarket(rig.deps, testRun('job4', killed), scope);
    expect(resumed.changes).toEqual([]);
    expect((await rig.store.status('ES', 'en')).current?.id).toBe('job4:ES:en');
    // Only the listings the failed run had not checkpointed are read again.
    // Fewer than a whole refresh asks, by at least half of what the failed run had asked.
    expect(rig.server.requests.length).toBeLessThan(firstRequests - failedRun / 2);
    expect(rig.server.callCount('compatibilities/types/CTLR_PRO/brands/')).toBe(0);
  });
});
