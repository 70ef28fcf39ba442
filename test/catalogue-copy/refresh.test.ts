/**
 * A market's refresh against the sample catalogue server, into a SQLite copy: the first copy whole
 * (every unit of the market with its SKUs, each model's detail asked once), the engine answered
 * from it with no catalogue call (saying when it was read once a refresh failed), what a changed
 * catalogue's refresh records, a refresh failing half-way leaving the previous version serving,
 * and its resumption asking only what the failed run had not read.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogueClient } from '../../src/catalogue/client.js';
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

const logger = createLogger({ level: 'silent' });
const scope = { market: 'ES', locale: 'en' };
let dir: string;
let server: SampleServer;
let store: CopyStore;
let close: () => void;
let deps: Parameters<typeof refreshMarket>[0];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cf-refresh-'));
  server = await startSampleServer();
  const { db } = openDatabase(dir);
  store = sqliteCopyStore(db);
  const client = createCatalogueClient({ baseUrl: server.baseUrl, apiKey: server.apiKey, logger });
  deps = { store, client, gate: rateGate(100_000), logger };
  close = () => {
    db.close();
    void client.close();
  };
});
afterAll(async () => {
  close();
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

/**
 * The market's units some listing names: those with a SKU of a type the brand-detail path takes
 * (a unit only of a type the market lacks, or of one the path refuses, is listed nowhere it can read).
 */
const listedUnits = () =>
  listUnits(sampleCatalogue(), 'ES').filter((unit) =>
    unit.skus.some((entry) => detailPathTypeCodes.includes(entry.typeReference)),
  );

const modelIdsAsked = () =>
  server.requests.filter((r) => r.path.includes('/iumodels/')).map((r) => r.path.split('/').at(-1));

describe('refreshing a market of the catalogue copy', () => {
  it('copies the market whole: every unit with its SKUs, each detail asked once', async () => {
    server.resetCounters();
    const changes = await refreshMarket(deps, testRun('job1'), scope);
    expect(changes.first).toBe(true);
    const status = await store.status('ES', 'en');
    const expected = listedUnits();
    expect(status.current?.models).toBe(expected.length);
    const units = await readUnits(store, status.current?.id ?? '');
    expect(units?.length).toBe(expected.length);
    const byId = new Map((units ?? []).map((unit) => [unit.modelId, unit]));
    for (const unit of expected) {
      const copied = byId.get(unit.modelId);
      expect(copied?.unit).toBe(unit.designation);
      expect(copied?.skus.flatMap((entry) => entry.skus.map((sku) => [entry.type, sku]))).toEqual(
        unit.skus.map((entry) => [entry.typeReference, entry.sku]),
      );
    }
    const asked = modelIdsAsked();
    expect(asked.length).toBe(expected.length);
    expect(new Set(asked).size).toBe(asked.length);
  });

  it('answers from the whole copy with no catalogue call, live where it holds nothing', async () => {
    const client = createCatalogueClient({ baseUrl: server.baseUrl, apiKey: server.apiKey, logger });
    const live = createCatalogueService(client);
    const options = { statusMs: 0, overdueMs: 3_600_000 };
    const catalogue = copyBackedCatalogue(live, store, copyView(store, logger, options), options);
    const engine = createLookupEngine({ catalogue, logger, markets: ['ES'] });
    const [unit] = listedUnits().slice(40);
    server.resetCounters();
    expect(await engine.whenWarm(scope)).toBe(true);
    const answer = await engine.lookupText({ text: `${unit?.brandName} ${unit?.designation}`, scope });
    expect(answer.kind === 'answer' && answer.rows.map((row) => row.sku)).toEqual(
      unit?.skus.map((entry) => entry.sku),
    );
    expect(answer.kind === 'answer' ? answer.readAt : 'not an answer').toBeUndefined();
    expect(server.requests).toEqual([]);
    // A refresh failed: the same answer says when the copy was read.
    await store.markFailed('ES', 'en', Date.now());
    const after = await engine.lookupText({ text: `${unit?.brandName} ${unit?.designation}`, scope });
    const { current } = await store.status('ES', 'en');
    expect(after.kind === 'answer' && after.readAt).toBe(current?.finishedAt);
    // Spanish content is not copied: asked live.
    await engine.lookupText({
      text: `${unit?.brandName} ${unit?.designation}`,
      scope: { market: 'ES', locale: 'es' },
    });
    expect(server.requests.length).toBeGreaterThan(0);
    await engine.close();
    await client.close();
  });

  it('records what changed: SKUs, units removed and added, warnings, and no unchanged unit', async () => {
    const edited = editCatalogue(sampleCatalogue(), 'ES', { skus: 7, removed: 3, added: 2, warnings: 2 });
    server.replaceCatalogue(edited.catalogue);
    const changes = await refreshMarket(deps, testRun('job2'), scope);
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
    const [record] = await store.changes('ES', 'en', 1);
    expect(JSON.parse(record?.changes ?? '{}').counts).toEqual(changes.counts);
  });

  it('changes nothing when nothing changed', async () => {
    const changes = await refreshMarket(deps, testRun('job3'), scope);
    expect(changes.first).toBe(false);
    expect(changes.changes).toEqual([]);
  });

  it('leaves the previous version serving when it fails half-way, then resumes where it stopped', async () => {
    const before = (await store.status('ES', 'en')).current;
    server.resetCounters();
    // The Wi-Fi listings fail: the market's first type (Pro) is read whole by then.
    server.injectFault({ kind: 'status', status: 500 }, { pathIncludes: 'types/CTLR_WIFI/brands/' });
    const killed = testRun('job4');
    await expect(refreshMarket(deps, killed, scope)).rejects.toThrow();
    server.clearFaults();
    const failedRun = server.requests.length;
    const status = await store.status('ES', 'en');
    expect(status.current).toEqual(before);
    expect(status.failedAt).toBeGreaterThanOrEqual(before?.finishedAt ?? 0);
    expect(killed.checkpoints.size).toBeGreaterThan(0);
    server.resetCounters();
    const resumed = await refreshMarket(deps, testRun('job4', killed), scope);
    expect(resumed.changes).toEqual([]);
    expect((await store.status('ES', 'en')).current?.id).toBe('job4:ES:en');
    // Only the listings the failed run had not checkpointed are read again.
    const full = listedUnits().length;
    expect(server.requests.length).toBeLessThan(full + 100 - failedRun / 2);
    expect(server.callCount('compatibilities/types/CTLR_PRO/brands/')).toBe(0);
  });
});
