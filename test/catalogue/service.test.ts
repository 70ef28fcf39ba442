import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogueError, isCatalogueError } from '../../src/catalogue/errors.js';
import { listUnits, marketsOf, marketTypes, sampleCatalogue } from '../../src/catalogue/sample/data.js';
import type { ModelDetail } from '../../src/catalogue/schemas.js';
import { createCatalogueService, skuForType } from '../../src/catalogue/service.js';
import type { Catalogue } from '../../src/catalogue/types.js';
import { type CatalogueHarness, startCatalogueHarness } from '../support/catalogue-harness.js';
import { nonEmpty } from '../support/non-empty.js';

let h: CatalogueHarness;
let catalogue: Catalogue;
const sample = sampleCatalogue();
/** The types the sample's brand-detail path accepts (spec §4.3 accepts only some). */
const detailTypes = ['CTLR_KNX', 'CTLR_PRO', 'CTLR_WIFI'];

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
    for (const market of nonEmpty(markets)) {
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

describe('refusals', () => {
  it('a refused locale is scope_refused; a type the brand-detail path refuses stays bad_request', async () => {
    const refused = await catalogue
      .listTypes({ market: 'FR', locale: 'xx' })
      .catch((error: unknown) => error);
    expect(isCatalogueError(refused, 'scope_refused')).toBe(true);
    expect((refused as CatalogueError).details.status).toBe(400);
    const scope = { market: 'FR', locale: 'fr' };
    const outside = (await catalogue.listTypes(scope)).data.find((t) => !detailTypes.includes(t.reference));
    expect(outside).toBeDefined();
    const brandId = (await catalogue.listBrands(scope, outside?.reference ?? '')).data[0]?.id ?? 0;
    const error = await catalogue
      .getBrandModels(scope, outside?.reference ?? '', brandId)
      .catch((caught: unknown) => caught);
    expect(isCatalogueError(error, 'bad_request')).toBe(true);
  });
});

describe('the four-step walk', () => {
  it("a model's detail carries the SKU the catalogue holds for the unit and type", async () => {
    const market = 'FR';
    const scope = { market, locale: 'fr' };
    const units = listUnits(sample, market).filter((unit) => unit.skus.length > 0);
    const checked = new Set<string>();
    for (const unit of nonEmpty(units.filter((_, i) => i % 25 === 0))) {
      for (const { typeReference, sku } of nonEmpty(unit.skus)) {
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
        expect(skuForType(model, typeReference).map((entry) => entry.article_reference)).toEqual([sku]);
        checked.add(typeReference);
      }
    }
    expect(checked.size).toBeGreaterThan(1);
  });

  it('lists brands for a type and, per brand, only models of that type', async () => {
    const scope = { market: 'GB', locale: 'en' };
    const [type] = (await catalogue.listTypes(scope)).data;
    const reference = type?.reference ?? '';
    const brands = await catalogue.listBrands(scope, reference);
    expect(brands.data.length).toBeGreaterThanOrEqual(12);
    const brand = brands.data[0];
    const withModels = await catalogue.getBrandModels(scope, reference, brand?.id ?? 0);
    expect(withModels.data.id).toBe(brand?.id);
    expect(withModels.data.name).toBe(brand?.name);
    const expected = listUnits(sample, 'GB')
      .filter((unit) => unit.brandId === brand?.id && unit.skus.some((s) => s.typeReference === reference))
      .map((unit) => unit.modelId)
      .sort((a, b) => a - b);
    expect(withModels.data.iumodels.map((m) => m.id).sort((a, b) => a - b)).toEqual(expected);
  });

  it('reports a model asked under another brand as not found', async () => {
    const scope = { market: 'GB', locale: 'en' };
    const [first, second] = listUnits(sample, 'GB').filter(
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
  const market = 'GB';
  const scope = { market, locale: 'en' };
  let model: ModelDetail;
  let unit: ReturnType<typeof listUnits>[number] | undefined;

  beforeAll(async () => {
    unit = listUnits(sample, market).find((u) => u.skus.length >= 2);
    const type = unit?.skus[0]?.typeReference ?? '';
    model = (await catalogue.getModel(scope, type, unit?.brandId ?? 0, unit?.modelId ?? 0)).data;
  });

  type EntrySpec = { reference: string; sku?: string; status?: string; protocol?: string };
  const withEntries = (specs: (string | EntrySpec)[]): ModelDetail => {
    const template = model.protocol_compatibilities[0];
    if (!template) throw new Error('sample model has no protocol compatibility');
    return {
      ...model,
      protocol_compatibilities: specs.map((spec, i) => {
        const { reference, sku, status, protocol } = typeof spec === 'string' ? { reference: spec } : spec;
        return {
          ...template,
          id: 1000 + i,
          article_reference: sku ?? `SKU-${i}-${reference}`,
          status: status ?? 'VISIBLE',
          type: { ...template.type, reference },
          communication_protocol: { ...template.communication_protocol, name: protocol ?? `Protocol ${i}` },
        };
      }),
    };
  };
  const skus = (detail: ModelDetail, type: string) =>
    skuForType(detail, type).map((e) => e.article_reference);

  it('picks the entries whose type reference is the type', () => {
    const detail = withEntries(['T_A', 'T_B', 'T_C']);
    expect(skus(detail, 'T_B')).toEqual(['SKU-1-T_B']);
    expect(skus(detail, 'T_C')).toEqual(['SKU-2-T_C']);
  });

  it('gives no SKU when no entry matches, never another entry', () => {
    expect(skuForType(withEntries(['T_A', 'T_B']), 'T_Z')).toEqual([]);
    expect(skuForType(withEntries([]), 'T_A')).toEqual([]);
    expect(skuForType(withEntries(['t_a']), 'T_A')).toEqual([]);
  });

  it('skips an entry that is not VISIBLE and takes a later visible one of the type', () => {
    const detail = withEntries([
      { reference: 'T_A', sku: 'HIDDEN', status: 'HIDDEN' },
      { reference: 'T_B', sku: 'OTHER' },
      { reference: 'T_A', sku: 'SHOWN', status: 'visible' },
    ]);
    expect(skus(detail, 'T_A')).toEqual(['SHOWN']);
  });

  it('keeps every visible SKU of the type, once each, and no blank one', () => {
    const detail = withEntries([
      { reference: 'T_A', sku: 'SKU-MODBUS', protocol: 'Modbus' },
      { reference: 'T_A', sku: 'SKU-BACNET', protocol: 'BACnet' },
      { reference: 'T_A', sku: 'SKU-MODBUS', protocol: 'Modbus again' },
      { reference: 'T_A', sku: '  ' },
    ]);
    expect(
      skuForType(detail, 'T_A').map((e) => [e.article_reference, e.communication_protocol.name]),
    ).toEqual([
      ['SKU-MODBUS', 'Modbus'],
      ['SKU-BACNET', 'BACnet'],
    ]);
  });

  it('gives the SKUs the catalogue holds for the unit, type by type', () => {
    expect(unit?.skus.length).toBeGreaterThanOrEqual(2);
    for (const { typeReference, sku } of nonEmpty(unit?.skus ?? [])) {
      expect(skus(model, typeReference)).toEqual([sku]);
    }
  });
});
