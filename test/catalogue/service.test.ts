import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCatalogueError } from '../../src/catalogue/errors.js';
import { listUnits, marketsOf, marketTypes, sampleCatalogue } from '../../src/catalogue/sample/data.js';
import type { ModelDetail } from '../../src/catalogue/schemas.js';
import { createCatalogueService, skuForType } from '../../src/catalogue/service.js';
import type { Catalogue } from '../../src/catalogue/types.js';
import { type CatalogueHarness, startCatalogueHarness } from '../support/catalogue-harness.js';

let h: CatalogueHarness;
let catalogue: Catalogue;
const sample = sampleCatalogue();

beforeAll(async () => {
  h = await startCatalogueHarness({ client: { timeoutMs: 2000 } });
  catalogue = createCatalogueService(h.client);
});

afterAll(async () => {
  await h.close();
});

describe('listTypes', () => {
  it("returns each market's own types, asked per market", async () => {
    const markets = marketsOf(sample);
    const served = new Map<string, string[]>();
    for (const market of markets) {
      const types = await catalogue.listTypes({ market, locale: 'en' });
      expect(types.stale).toBe(false);
      served.set(
        market,
        types.data.map((type) => type.reference),
      );
      expect(served.get(market)).toEqual(marketTypes(sample, market));
    }
    expect(new Set([...served.values()].map((refs) => refs.join())).size).toBeGreaterThan(1);
  });

  it('answers in the language of the locale', async () => {
    const english = await catalogue.listTypes({ market: 'FR', locale: 'en' });
    const french = await catalogue.listTypes({ market: 'FR', locale: 'fr' });
    expect(french.data.map((t) => t.reference)).toEqual(english.data.map((t) => t.reference));
    expect(french.data.map((t) => t.name)).not.toEqual(english.data.map((t) => t.name));
  });
});

describe('the four-step walk', () => {
  it("a model's detail carries the SKU the catalogue holds for the unit and type", async () => {
    const market = 'FR';
    const scope = { market, locale: 'fr' };
    const units = listUnits(sample, market).filter((unit) => unit.skus.length > 0);
    const checked = new Set<string>();
    for (const unit of units.filter((_, i) => i % 25 === 0)) {
      for (const { typeReference, sku } of unit.skus) {
        let model: ModelDetail;
        try {
          model = (await catalogue.getModel(scope, typeReference, unit.brandId, unit.modelId)).data;
        } catch (error) {
          // The detail paths accept only some types (spec §4.4); the others are served as lists only.
          if (isCatalogueError(error, 'bad_request')) continue;
          throw error;
        }
        expect(model.id).toBe(unit.modelId);
        expect(model.indoor_unit).toBe(unit.designation);
        expect(skuForType(model, typeReference)?.article_reference).toBe(sku);
        checked.add(typeReference);
      }
    }
    expect(checked.size).toBeGreaterThan(1);
  });

  it('lists brands for a type and, per brand, only models of that type', async () => {
    const scope = { market: 'app-market', locale: 'app-locale' };
    const [type] = (await catalogue.listTypes(scope)).data;
    const reference = type?.reference ?? '';
    const brands = await catalogue.listBrands(scope, reference);
    expect(brands.data.length).toBeGreaterThanOrEqual(12);
    const brand = brands.data[0];
    const withModels = await catalogue.getBrandModels(scope, reference, brand?.id ?? 0);
    expect(withModels.data.id).toBe(brand?.id);
    expect(withModels.data.name).toBe(brand?.name);
    const expected = listUnits(sample, 'app-market')
      .filter((unit) => unit.brandId === brand?.id && unit.skus.some((s) => s.typeReference === reference))
      .map((unit) => unit.modelId)
      .sort((a, b) => a - b);
    expect(withModels.data.iumodels.map((m) => m.id).sort((a, b) => a - b)).toEqual(expected);
  });

  it('reports a model asked under another brand as not found', async () => {
    const scope = { market: 'app-market', locale: 'en' };
    const [first, second] = listUnits(sample, 'app-market').filter(
      (unit, i, all) => unit.skus.length > 0 && all.findIndex((u) => u.brandId === unit.brandId) === i,
    );
    const type = first?.skus[0]?.typeReference ?? '';
    await expect(
      catalogue.getModel(scope, type, second?.brandId ?? 0, first?.modelId ?? 0),
    ).rejects.toMatchObject({
      kind: 'not_found',
    });
  });
});

describe('skuForType', () => {
  let model: ModelDetail;

  beforeAll(async () => {
    const unit = listUnits(sample, 'app-market').find((u) => u.skus.length >= 2);
    const type = unit?.skus[0]?.typeReference ?? '';
    model = (
      await catalogue.getModel(
        { market: 'app-market', locale: 'en' },
        type,
        unit?.brandId ?? 0,
        unit?.modelId ?? 0,
      )
    ).data;
  });

  const withEntries = (references: string[]): ModelDetail => {
    const template = model.protocol_compatibilities[0];
    if (!template) throw new Error('sample model has no protocol compatibility');
    return {
      ...model,
      protocol_compatibilities: references.map((reference, i) => ({
        ...template,
        article_reference: `SKU-${i}-${reference}`,
        type: { ...template.type, reference },
      })),
    };
  };

  it('picks the entry whose type reference is the type', () => {
    const detail = withEntries(['T_A', 'T_B', 'T_C']);
    expect(skuForType(detail, 'T_B')?.article_reference).toBe('SKU-1-T_B');
    expect(skuForType(detail, 'T_C')?.article_reference).toBe('SKU-2-T_C');
  });

  it('gives no SKU when no entry matches, never another entry', () => {
    expect(skuForType(withEntries(['T_A', 'T_B']), 'T_Z')).toBeUndefined();
    expect(skuForType(withEntries([]), 'T_A')).toBeUndefined();
    expect(skuForType(withEntries(['t_a']), 'T_A')).toBeUndefined();
  });

  it('agrees with the real model answer', () => {
    for (const entry of model.protocol_compatibilities) {
      expect(skuForType(model, entry.type.reference)).toBe(entry);
    }
  });
});
