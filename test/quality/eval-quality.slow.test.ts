/**
 * The labelled queries of the independent evaluation catalogue (main seed; the held-out seed is
 * measured by the bench only) over the real engine, service, cache and catalogue server on
 * loopback. The acceptance: zero wrong SKUs, recall ≥ 97 %, every ambiguous query → choices
 * holding the fitting units, every absent query → no SKU. Where the engine still falls short,
 * `shortfall` names the kind and the most failures allowed (measured; lower it as the engine
 * improves, never raise it). Print the failing queries of a kind with
 *   QUALITY_SHOW='letter slip' npx vitest run test/quality/eval-quality.slow.test.ts
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { evalCatalogue, evalScopes } from '../support/eval-catalogue/catalogue.js';
import { evalQueries } from '../support/eval-catalogue/queries.js';
import {
  failuresBeyond,
  printShownFailures,
  type QualityRun,
  runQuality,
} from '../support/quality/harness.js';
import { describeJudged, qualityFigures, verdictOf } from '../support/quality/labels.js';

/**
 * Measured 2026-11-24 (recall ES 99.9 %, DE 100 %): a slip that merges two digit runs (`YGH073`
 * for `YGH07X3`) gets "not found", never a SKU.
 */
const shortfall: Record<string, Record<string, number>> = {
  ES: { 'answerable/letter slip': 1 },
  DE: {},
};

const data = evalCatalogue();
const sets = evalScopes.map((scope) => ({
  name: `eval ${scope.market}`,
  scope,
  queries: evalQueries(data, scope.market),
}));
const runs = new Map<string, QualityRun>();

beforeAll(async () => {
  for (const run of await runQuality(data.catalogue, sets, { markets: ['IT'] })) {
    runs.set(run.set.name, run);
    printShownFailures(run);
  }
}, 180_000);

describe.each(sets)(
  'labelled queries of the evaluation catalogue in $scope.market',
  ({ name, scope, queries }) => {
    const results = () => runs.get(name)?.engine ?? [];
    const of = (category: string) => results().filter((r) => r.query.category === category);

    it('holds enough queries of each category', () => {
      const count = (category: string) => queries.filter((q) => q.category === category).length;
      expect(count('answerable')).toBeGreaterThanOrEqual(600);
      expect(count('ambiguous')).toBeGreaterThanOrEqual(100);
      expect(count('absent')).toBeGreaterThanOrEqual(200);
      expect(results()).toHaveLength(queries.length);
    });

    it('never gives a wrong SKU', () => {
      expect(results().length).toBeGreaterThan(0);
      expect(
        results()
          .filter((r) => verdictOf(r.query, r.outcome) === 'wrong SKU')
          .map(describeJudged),
      ).toEqual([]);
      expect(qualityFigures(results()).wrongAnswers).toBe(0);
    });

    it('gives no SKU for any absent query', () => {
      expect(of('absent').length).toBeGreaterThan(0);
      expect(failuresBeyond(of('absent')).map(describeJudged)).toEqual([]);
    });

    it('offers choices holding the fitting units for every ambiguous query, but for the measured shortfall', () => {
      expect(of('ambiguous').length).toBeGreaterThan(0);
      expect(failuresBeyond(of('ambiguous'), shortfall[scope.market]).map(describeJudged)).toEqual([]);
    });

    it('answers every answerable query of every kind, but for the measured shortfall', () => {
      expect(of('answerable').length).toBeGreaterThan(0);
      expect(failuresBeyond(of('answerable'), shortfall[scope.market]).map(describeJudged)).toEqual([]);
      expect(qualityFigures(results()).recall).toBeGreaterThanOrEqual(0.97);
    });
  },
);
