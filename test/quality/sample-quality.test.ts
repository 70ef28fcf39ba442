/**
 * The labelled query set of the embedded sample catalogue over the real engine, service, cache
 * and sample server on loopback (test/support/quality/harness.ts): no wrong SKU, recall,
 * ambiguous queries give choices holding the fitting units, absent ones give no SKU.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleCatalogue } from '../../src/catalogue/sample/data.js';
import type { CatalogueScope } from '../../src/catalogue/types.js';
import { failuresOf, printShownFailures, type QualityRun, runQuality } from '../support/quality/harness.js';
import { describeJudged, type Judged, qualityFigures } from '../support/quality/labels.js';
import { buildQuerySet } from '../support/quality/sample-queries.js';

const scopes: CatalogueScope[] = [
  { market: 'app-market', locale: 'app-locale' },
  { market: 'FR', locale: 'fr' },
  { market: 'ES', locale: 'es' },
];
const sets = scopes.map((scope) => ({
  name: `sample ${scope.market}`,
  scope,
  queries: buildQuerySet(sampleCatalogue(), scope.market),
}));
const runs = new Map<string, QualityRun>();

beforeAll(async () => {
  for (const run of await runQuality(sampleCatalogue(), sets)) {
    runs.set(run.set.name, run);
    printShownFailures(run);
  }
}, 120_000);

const engineOf = (name: string): Judged[] => runs.get(name)?.engine ?? [];
const failing = (name: string, category: string) =>
  failuresOf(engineOf(name)).filter((r) => r.query.category === category);

describe.each(sets)('labelled query set of the sample catalogue in $scope.market', ({ name, queries }) => {
  it('is large enough in every category', () => {
    const count = (category: string) => queries.filter((q) => q.category === category).length;
    expect(count('answerable')).toBeGreaterThanOrEqual(250);
    expect(count('ambiguous')).toBeGreaterThanOrEqual(30);
    expect(count('absent')).toBeGreaterThanOrEqual(30);
    const variants = new Set(queries.filter((q) => q.category === 'answerable').map((q) => q.variant));
    expect([...variants].sort()).toEqual(
      [
        'brand abbreviation',
        'brand omitted',
        'brand typo',
        'case',
        'dashes added',
        'dashes removed',
        'email',
        'email chatter',
        'email chatter, brand omitted',
        'email, brand omitted',
        'exact',
        'letter typo',
        'spacing',
        'truncated',
        'type named',
      ].sort(),
    );
  });

  it('never gives a wrong SKU and answers most answerable queries (recall ≥ 90 %)', () => {
    const results = engineOf(name);
    expect(results).toHaveLength(queries.length);
    const figures = qualityFigures(results);
    const wrong = results.filter((r) => r.outcome.kind === 'answer' && r.query.category !== 'answerable');
    expect(wrong.map(describeJudged)).toEqual([]);
    expect(
      failing(name, 'answerable')
        .filter((r) => r.outcome.kind === 'answer')
        .map(describeJudged),
    ).toEqual([]);
    expect(figures.wrongAnswers).toBe(0);
    expect(figures.recall, failing(name, 'answerable').map(describeJudged).join('\n')).toBeGreaterThanOrEqual(
      0.9,
    );
  });

  it('offers choices containing every fitting unit for each ambiguous query', () => {
    expect(engineOf(name).length).toBeGreaterThan(0);
    expect(failing(name, 'ambiguous').map(describeJudged)).toEqual([]);
  });

  it('gives no SKU for any absent query', () => {
    expect(engineOf(name).length).toBeGreaterThan(0);
    expect(failing(name, 'absent').map(describeJudged)).toEqual([]);
  });
});
