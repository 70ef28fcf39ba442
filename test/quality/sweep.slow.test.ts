/**
 * The sweep over both catalogues (test/support/quality/sweep.ts), through the real engine over
 * the catalogue server on loopback with a warm cache: every unit's exact designation, with its
 * brand and (where the code is unique in the market) without, answers that unit with its SKUs
 * and no other unit's; every designation with one capacity digit changed into a code the
 * catalogue lacks gives no SKU. QUALITY_SHOW='capacity' prints failing queries.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleCatalogue } from '../../src/catalogue/sample/data.js';
import { evalCatalogue, evalScopes } from '../support/eval-catalogue/catalogue.js';
import { failuresOf, printShownFailures, type QualityRun, runQuality } from '../support/quality/harness.js';
import { describeJudged } from '../support/quality/labels.js';
import { sweepQueries } from '../support/quality/sweep.js';

const sampleScopes = [
  { market: 'GB', locale: 'en' },
  { market: 'ES', locale: 'es' },
];
const evalData = evalCatalogue();
const sets = [
  ...sampleScopes.map((scope) => ({
    catalogue: 'sample',
    name: `sample ${scope.market}`,
    scope,
    queries: sweepQueries(sampleCatalogue(), scope.market),
  })),
  ...evalScopes.map((scope) => ({
    catalogue: 'eval',
    name: `eval ${scope.market}`,
    scope,
    queries: sweepQueries(evalData.catalogue, scope.market, evalData.capacity),
  })),
];

const runs = new Map<string, QualityRun>();
beforeAll(async () => {
  const sample = await runQuality(
    sampleCatalogue(),
    sets.filter((s) => s.catalogue === 'sample'),
  );
  const evaluation = await runQuality(
    evalData.catalogue,
    sets.filter((s) => s.catalogue === 'eval'),
    { markets: ['IT'] },
  );
  for (const run of [...sample, ...evaluation]) {
    runs.set(run.set.name, run);
    printShownFailures(run);
  }
}, 300_000);

const kinds = ['exact with brand', 'exact without brand', 'capacity digit changed'];
const failing = (name: string, kind: string) =>
  failuresOf(runs.get(name)?.engine ?? []).filter((r) => r.query.variant === kind);

describe.each(sets)('sweep of the $catalogue catalogue in $scope.market', ({ name, queries }) => {
  it.each(kinds)('%s: every query handled', (kind) => {
    expect(queries.filter((q) => q.variant === kind).length).toBeGreaterThan(100);
    expect(runs.get(name)?.engine).toHaveLength(queries.length);
    expect(failing(name, kind).map(describeJudged)).toEqual([]);
  });
});
