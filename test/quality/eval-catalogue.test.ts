/**
 * The independent evaluation catalogue (test/support/eval-catalogue): deterministic per seed,
 * large and varied enough to measure on (brands, units, naming habits, markets), and served by
 * the same catalogue server code as the sample catalogue.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listUnits } from '../../src/catalogue/sample/data.js';
import { type SampleServer, startSampleServer } from '../../src/catalogue/sample/server.js';
import {
  buildEvalCatalogue,
  EVAL_SEED,
  evalCatalogue,
  HOLDOUT_SEED,
} from '../support/eval-catalogue/catalogue.js';
import { evalQueries } from '../support/eval-catalogue/queries.js';
import { detailPathTypes } from '../support/quality/harness.js';
import { key } from '../support/quality/keys.js';

const { catalogue, capacity } = evalCatalogue();
const designations = catalogue.models.map((m) => m.designation);
const brandName = new Map(catalogue.brands.map((b) => [b.id, b.name]));
const reachable = (market: string) =>
  listUnits(catalogue, market).filter((u) => u.skus.some((s) => detailPathTypes.has(s.typeReference)));

describe('the evaluation catalogue', () => {
  it('is the same for the same seed and different for the held-out seed', () => {
    const again = buildEvalCatalogue(EVAL_SEED);
    expect(again.catalogue).not.toBe(catalogue);
    expect(again.catalogue).toEqual(catalogue);
    const holdout = evalCatalogue(HOLDOUT_SEED).catalogue.models.map((m) => m.designation);
    expect(holdout.filter((d) => designations.includes(d)).length).toBeLessThan(holdout.length / 10);
  });

  it('has at least 30 real brands, siblings sharing a first word, and at least 3,000 units', () => {
    expect(catalogue.brands.length).toBeGreaterThanOrEqual(30);
    expect(catalogue.models.length).toBeGreaterThanOrEqual(3000);
    const firstWords = catalogue.brands.map((b) => b.name.split(' ')[0]);
    expect(firstWords.filter((w) => w === 'Mitsubishi')).toHaveLength(2);
    expect(catalogue.brands.map((b) => b.name)).toEqual(
      expect.arrayContaining(['Hitachi', 'Johnson Controls-Hitachi']),
    );
  });

  it('sells OEM codes under two brands', () => {
    const brandsOf = new Map<string, Set<string>>();
    for (const m of catalogue.models)
      brandsOf.set(
        m.designation,
        (brandsOf.get(m.designation) ?? new Set()).add(brandName.get(m.brandId) ?? ''),
      );
    const shared = [...brandsOf.values()]
      .filter((brands) => brands.size >= 2)
      .map((b) => [...b].sort().join(' + '));
    expect(shared).toEqual(expect.arrayContaining(['Hitachi + Johnson Controls-Hitachi', 'Gree + Tosot']));
  });

  it('names units with inner spaces, type words, separator runs, colour families and long codes', () => {
    expect(designations.filter((d) => / \d+ Pro$/.test(d)).length).toBeGreaterThan(10);
    expect(designations.filter((d) => /WiFi$/.test(d)).length).toBeGreaterThan(10);
    expect(designations.filter((d) => /\d---\d$/.test(d)).length).toBeGreaterThan(10);
    expect(
      designations.filter((d) => /-W$/.test(d) && designations.includes(d.replace(/-W$/, '-S'))).length,
    ).toBeGreaterThan(10);
    expect(designations.filter((d) => key(d).length >= 16).length).toBeGreaterThan(50);
    const withPro = designations.filter((d) => d.endsWith(' Pro') && designations.includes(d.slice(0, -4)));
    expect(withPro.length).toBeGreaterThan(5);
  });

  it('records where each capacity is, and has capacity-digit neighbours', () => {
    expect(capacity.size).toBe(catalogue.models.length);
    const spans = catalogue.models.map((m) => m.designation.slice(...(capacity.get(m.id) ?? [0, 0])));
    expect(spans.every((s) => /^\d+(\.\d)?$/.test(s))).toBe(true);
    expect(designations).toEqual(
      expect.arrayContaining([expect.stringMatching(/ 80( |$)/), expect.stringMatching(/ 180( |$)/)]),
    );
  });

  it('has markets of different types, units sold in one market only, units with no controller in a market, and warnings', () => {
    expect(catalogue.markets.map((m) => m.code)).toEqual(['ES', 'DE', 'IT']);
    expect(catalogue.markets.find((m) => m.code === 'ES')?.typeReferences).toContain('CTLR_PRO_STI');
    expect(catalogue.markets.find((m) => m.code === 'DE')?.typeReferences).toEqual(
      expect.arrayContaining(['CTLR_KNX', 'CTLR_ZIGBEE']),
    );
    expect(catalogue.models.filter((m) => m.markets.length === 1).length).toBeGreaterThan(100);
    const es = listUnits(catalogue, 'ES');
    expect(es.length - reachable('ES').length).toBeGreaterThan(100);
    expect(catalogue.models.filter((m) => m.warnings.length > 0).length).toBeGreaterThan(100);
    expect(
      catalogue.models.filter((m) => m.compatibilities.some((c) => c.warnings.length > 0)).length,
    ).toBeGreaterThan(100);
  });

  it('labels queries of every kind in ES, the same every time', () => {
    const queries = evalQueries(evalCatalogue(), 'ES');
    expect(evalQueries(evalCatalogue(), 'ES')).toEqual(queries);
    const kinds = new Set(queries.map((q) => `${q.category}/${q.variant}`));
    expect([...kinds].sort()).toEqual(
      expect.arrayContaining([
        'absent/capacity neighbour',
        'absent/capacity neighbour, brand omitted',
        'absent/no controller in market',
        'absent/other market only',
        'absent/type the market lacks',
        'absent/unknown series',
        'ambiguous/brand omitted',
        'ambiguous/brand short form',
        'ambiguous/truncated',
        'answerable/brand initials',
        'answerable/brand short form',
        'answerable/brand typo',
        'answerable/case',
        'answerable/email',
        'answerable/email, brand omitted',
        'answerable/exact',
        'answerable/letter slip',
        'answerable/punctuation added',
        'answerable/punctuation removed',
        'answerable/rating plate',
        'answerable/separator run cut',
        'answerable/truncated',
        'answerable/type named',
        'answerable/type word in designation',
      ]),
    );
  });
});

describe('served by the sample catalogue server', () => {
  let server: SampleServer;
  beforeAll(async () => {
    server = await startSampleServer({ catalogue });
  });
  afterAll(() => server.close());

  it('lists the evaluation brands of a type in a market', async () => {
    const response = await fetch(`${server.baseUrl}/msproduct.pv1/compatibilities/types/CTLR_KNX/brands`, {
      headers: { apikey: server.apiKey, 'app-market': 'DE', 'app-locale': 'en' },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { body: { brands: { name: string }[] } };
    const names = body.body.brands.map((b) => b.name);
    expect(names.length).toBeGreaterThan(15);
    expect(names.every((name) => catalogue.brands.some((b) => b.name === name))).toBe(true);
  });
});
