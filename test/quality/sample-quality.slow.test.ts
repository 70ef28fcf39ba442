/**
 * The labelled query set of the embedded sample catalogue over the real engine, service, cache
 * and sample server on loopback (test/support/quality/harness.ts): no wrong SKU, every kind
 * answered but for a measured shortfall, ambiguous queries give choices holding the fitting units,
 * absent ones give no SKU.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleCatalogue } from '../../src/catalogue/sample/data.js';
import type { CatalogueScope } from '../../src/catalogue/types.js';
import {
  failuresBeyond,
  failuresOf,
  printShownFailures,
  type QualityRun,
  runQuality,
} from '../support/quality/harness.js';
import { describeJudged, type Judged, qualityFigures, verdictOf } from '../support/quality/labels.js';
import { buildQuerySet } from '../support/quality/sample-queries.js';

const scopes: CatalogueScope[] = [
  { market: 'GB', locale: 'en' },
  { market: 'FR', locale: 'fr' },
  { market: 'ES', locale: 'es' },
];
const sets = scopes.map((scope) => ({
  name: `sample ${scope.market}`,
  scope,
  queries: buildQuerySet(sampleCatalogue(), scope.market),
}));
/**
 * Where the engine falls short of every answerable query, measured 2026-11-24 on main at 222442a
 * (recall GB 97.0 %, FR 97.3 %, ES 97.7 %): a one-letter typo in the series letters
 * before the digits gets "not found" by rule (another series is likelier there than a typo; see
 * matching/confidence.ts), never a SKU. Lower these as the engine improves, never raise them.
 */
const shortfall: Record<string, Record<string, number>> = {
  GB: { 'answerable/letter typo': 18 },
  FR: { 'answerable/letter typo': 16 },
  ES: { 'answerable/letter typo': 14 },
};
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

describe.each(sets)(
  'labelled query set of the sample catalogue in $scope.market',
  ({ name, scope, queries }) => {
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

    it('never gives a wrong SKU', () => {
      const results = engineOf(name);
      expect(results).toHaveLength(queries.length);
      expect(
        results.filter((r) => verdictOf(r.query, r.outcome) === 'wrong SKU').map(describeJudged),
      ).toEqual([]);
      expect(qualityFigures(results).wrongAnswers).toBe(0);
    });

    it('answers every answerable query of every kind, but for the measured shortfall', () => {
      const results = engineOf(name);
      const answerable = results.filter((r) => r.query.category === 'answerable');
      expect(answerable.length).toBeGreaterThan(0);
      expect(failuresBeyond(answerable, shortfall[scope.market]).map(describeJudged)).toEqual([]);
      expect(qualityFigures(results).recall).toBeGreaterThanOrEqual(0.97);
    });

    it('offers choices containing every fitting unit for each ambiguous query', () => {
      expect(engineOf(name).length).toBeGreaterThan(0);
      expect(failing(name, 'ambiguous').map(describeJudged)).toEqual([]);
    });

    it('gives no SKU for any absent query', () => {
      expect(engineOf(name).length).toBeGreaterThan(0);
      expect(failing(name, 'absent').map(describeJudged)).toEqual([]);
    });
  },
);
