/**
 * The labelled query set over the real engine, service, cache and sample server on loopback:
 * precision (no wrong SKU), recall, ambiguous queries give choices, absent ones give no SKU.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildQuerySet,
  handled,
  type LabelledQuery,
  type Outcome,
  outcomeOf,
  qualityFigures,
} from '../../bench/support/query-set.js';
import { sampleCatalogue } from '../../src/catalogue/sample/data.js';
import type { CatalogueScope } from '../../src/catalogue/types.js';
import { defaultScope, type LookupStack, startLookupStack } from '../support/lookup-stack.js';

const scopes: CatalogueScope[] = [
  defaultScope,
  { market: 'FR', locale: 'fr' },
  { market: 'ES', locale: 'es' },
];
let stack: LookupStack;
const runs = scopes.map((scope) => ({
  scope,
  queries: buildQuerySet(sampleCatalogue(), scope.market),
  results: [] as { query: LabelledQuery; outcome: Outcome }[],
}));

beforeAll(async () => {
  stack = await startLookupStack({ engine: { markets: scopes.map((scope) => scope.market) } });
  for (const { scope } of runs) stack.engine.warm(scope);
  for (const { scope, queries, results } of runs) {
    expect(await stack.engine.whenWarm(scope)).toBe(true);
    for (const query of queries) {
      const result = await stack.engine.lookupText({ text: query.text, scope });
      results.push({ query, outcome: outcomeOf(result) });
    }
  }
}, 120_000);
afterAll(() => stack.close());

const describeMiss = ({ query, outcome }: { query: LabelledQuery; outcome: Outcome }) =>
  `${query.category}/${query.variant}: "${query.text}" → ${JSON.stringify(outcome)}`;

describe.each(runs)('labelled query set in $scope.market', ({ queries, results }) => {
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

  it('never gives a wrong SKU (precision ≥ 99.5 %) and answers most answerable queries (recall ≥ 90 %)', () => {
    const figures = qualityFigures(results);
    const wrong = results.filter((r) => r.outcome.kind === 'answer' && !handled(r.query, r.outcome));
    expect(wrong.map(describeMiss)).toEqual([]);
    expect(figures.precision).toBeGreaterThanOrEqual(0.995);
    const missed = results.filter((r) => r.query.category === 'answerable' && !handled(r.query, r.outcome));
    expect(figures.recall, missed.map(describeMiss).join('\n')).toBeGreaterThanOrEqual(0.9);
  });

  it('offers choices containing every fitting unit for each ambiguous query', () => {
    const misses = results.filter((r) => r.query.category === 'ambiguous' && !handled(r.query, r.outcome));
    expect(misses.map(describeMiss)).toEqual([]);
  });

  it('gives no SKU for any absent query', () => {
    const misses = results.filter((r) => r.query.category === 'absent' && !handled(r.query, r.outcome));
    expect(misses.map(describeMiss)).toEqual([]);
  });
});
