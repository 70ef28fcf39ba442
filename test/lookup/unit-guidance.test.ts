/**
 * What the engine says when the unit is not simply found, over the real service, cache and
 * sample server: type display names, brand alone, series prefixes, near neighbours, other
 * markets, and choices that carry what sets their units apart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listUnits, sampleCatalogue } from '../../src/catalogue/sample/data.js';
import type { CatalogueScope } from '../../src/catalogue/types.js';
import { expectKind, type LookupStack, startLookupStack } from '../support/lookup-stack.js';

const markets = ['GB', 'FR', 'ES'];
const appMarket: CatalogueScope = { market: 'GB', locale: 'en' };

let stack: LookupStack;
beforeAll(async () => {
  stack = await startLookupStack({ engine: { markets } });
  expect(await stack.engine.whenWarm(appMarket)).toBe(true);
});
afterAll(() => stack.close());

const lookup = (text: string, scope = appMarket, defaultType?: string) =>
  stack.engine.lookupText({ text, scope, defaultType });

describe('type names', () => {
  it('names a type the market lacks by its display name, learned from another market', async () => {
    const refused = expectKind(await lookup('zigbee daikin ftxm25r'), 'type_not_offered');
    expect(refused.requestedType).toBe('CTLR_ZIGBEE');
    expect(refused.requestedTypeName).toBe('Zigbee controller');
    expect(refused.searched.typeName).toBe('Zigbee controller');
  });

  it('names the type of a "no controller of this type" by its display name', async () => {
    const none = expectKind(await lookup('wifi daikin fxzq15a'), 'not_found');
    expect(none.searched.typeName).toBe('Wi-Fi controller');
  });
});

const es: CatalogueScope = { market: 'ES', locale: 'en' };

describe('a brand alone, a series prefix', () => {
  it('asks which model for a brand alone, with the sibling brands a short form names', async () => {
    const daikin = expectKind(await lookup('daikin'), 'which_model');
    expect(daikin.brands.map((brand) => brand.name)).toEqual(['Daikin']);
    expect(daikin.types.map((type) => type.reference)).toEqual(['CTLR_KNX', 'CTLR_PRO', 'CTLR_WIFI']);
    const mitsu = expectKind(await lookup('mitsu'), 'which_model');
    expect(mitsu.brands.map((brand) => brand.name).sort()).toEqual([
      'Mitsubishi Electric',
      'Mitsubishi Heavy Industries',
    ]);
    expectKind(await lookup('wifi daikin'), 'which_model');
  });

  it('lists the units of a series prefix as choices, never an answer', async () => {
    const series = expectKind(await lookup('daikin ftxm'), 'choices');
    expect(series.series).toEqual({ prefix: 'ftxm', total: 12 });
    expect(series.candidates).toHaveLength(10);
    expect(series.candidates.every((unit) => /^FTXM\d+[RN]$/.test(unit.designation))).toBe(true);
    const panasonic = expectKind(await lookup('panasonic cs-z'), 'choices');
    const csz = listUnits(sampleCatalogue(), 'GB').filter((unit) => /^CS-Z\d/.test(unit.designation));
    expect(csz.length).toBeGreaterThan(10);
    expect(panasonic.series?.total).toBe(csz.length);
    // Letters that stop inside a series name none.
    expect((await lookup('daikin ftx')).kind).toBe('not_found');
  });
});

describe('near neighbours and other markets', () => {
  it('offers a near neighbour of another series as another unit, never as a choice', async () => {
    const missing = expectKind(await lookup('panasonic cs-hz25xke'), 'not_found');
    expect(missing.reason).toBe('no_model');
    expect(missing.suggestions.map((unit) => unit.designation)).toContain('CS-Z25XKEW');
  });

  it('answers a code listed only in other markets with where it is sold, before any neighbour', async () => {
    const elsewhere = expectKind(await lookup('daikin ctxm15r', es), 'other_markets');
    expect(elsewhere.unit).toEqual({ brandName: 'Daikin', designation: 'CTXM15R' });
    expect(elsewhere.markets).toEqual(['GB', 'FR']);
    // A code that completes to it there too.
    expect(expectKind(await lookup('daikin ctxm15', es), 'other_markets').unit.designation).toBe('CTXM15R');
  });

  it('finds a brand-less code in the other markets once their indexes are built', async () => {
    expect(await stack.engine.whenWarm({ market: 'FR', locale: 'en' })).toBe(true);
    expect(await stack.engine.whenWarm({ market: 'GB', locale: 'en' })).toBe(true);
    expect(await stack.engine.whenWarm(es)).toBe(true);
    const elsewhere = expectKind(await lookup('ctxm15r', es), 'other_markets');
    expect(elsewhere.markets).toEqual(['GB', 'FR']);
  });
});

describe('choices that say how their units differ', () => {
  it("carries each unit's SKU rows by type, read from its detail", async () => {
    const choices = expectKind(await lookup('daikin ftxm25'), 'choices');
    expect(choices.candidates.map((unit) => unit.designation)).toEqual(['FTXM25N', 'FTXM25R']);
    const protocols = choices.candidates.map((unit) => unit.facts?.rows[0]?.protocolName);
    expect(protocols).toEqual(['Daikin S21 (2014–2019 units)', 'Daikin S21 (domestic split)']);
  });
});

describe('a market that does not answer', () => {
  it('is left out, never waited for', async () => {
    const hanging = await startLookupStack({
      engine: { markets },
      wrap: (catalogue) => {
        const never = <T>(scope: CatalogueScope, call: () => Promise<T>) =>
          scope.market === 'FR' ? new Promise<T>(() => {}) : call();
        return {
          listTypes: (scope) => never(scope, () => catalogue.listTypes(scope)),
          listBrands: (scope, type) => never(scope, () => catalogue.listBrands(scope, type)),
          getBrandModels: (scope, type, brandId) =>
            never(scope, () => catalogue.getBrandModels(scope, type, brandId)),
          getModel: (scope, type, brandId, modelId) =>
            never(scope, () => catalogue.getModel(scope, type, brandId, modelId)),
        };
      },
    });
    try {
      const elsewhere = await hanging.engine.lookupText({ text: 'daikin ctxm15r', scope: es });
      expect(elsewhere.kind, JSON.stringify(elsewhere)).toBe('other_markets');
      expect(elsewhere.kind === 'other_markets' && elsewhere.markets).toEqual(['GB']);
    } finally {
      await hanging.close();
    }
  });
});
