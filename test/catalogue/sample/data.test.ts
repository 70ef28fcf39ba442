import { describe, expect, it } from 'vitest';
import {
  generateCatalogue,
  listUnits,
  marketsOf,
  marketTypes,
  type SampleCatalogue,
  sampleCatalogue,
} from '../../../src/catalogue/sample/data.js';
import { renderWarning } from '../../../src/catalogue/sample/model-json.js';
import { nonEmpty } from '../../support/non-empty.js';

const catalogue = sampleCatalogue();
const designations = catalogue.models.map((m) => m.designation);
const brandName = (id: number) => catalogue.brands.find((b) => b.id === id)?.name;
const modelNamed = (designation: string) => catalogue.models.find((m) => m.designation === designation);

describe('embedded catalogue', () => {
  it('is built once', () => {
    expect(sampleCatalogue()).toBe(catalogue);
  });

  it('has at least 12 brands, two of them Mitsubishi', () => {
    const names = catalogue.brands.map((b) => b.name);
    expect(names.length).toBeGreaterThanOrEqual(12);
    expect(names).toEqual(expect.arrayContaining(['Mitsubishi Electric', 'Mitsubishi Heavy Industries']));
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(catalogue.brands.map((b) => b.id)).size).toBe(names.length);
    for (const brand of nonEmpty(catalogue.brands)) expect(brand.color).toMatch(/^[0-9A-F]{6}$/);
  });

  it('has at least 400 units, every brand with models on several protocol families', () => {
    expect(catalogue.models.length).toBeGreaterThanOrEqual(400);
    for (const brand of nonEmpty(catalogue.brands)) {
      const families = new Set(catalogue.models.filter((m) => m.brandId === brand.id).map((m) => m.familyId));
      expect(families.size, brand.name).toBeGreaterThanOrEqual(2);
    }
    expect(new Set(catalogue.models.map((m) => m.id)).size).toBe(catalogue.models.length);
    const compatibilityIds = catalogue.models.flatMap((m) => m.compatibilities.map((c) => c.id));
    expect(new Set(compatibilityIds).size).toBe(compatibilityIds.length);
  });

  it('has designations with dashes, slashes, spaces and dots', () => {
    expect(designations).toEqual(
      expect.arrayContaining([
        'FTXM25R',
        'MSZ-LN25VG',
        'MSZ-LN25VGW',
        'SRK25ZS-W',
        'ASYG12KMCC',
        'CS-Z25VKEW',
        'RAK-25RPE',
        'FXZQ20A',
        'S-22MK2E5A',
        'AM022TNVDKG/EU',
        'RAS-B10E2KVG-E',
        'MMK-AP0077HP1',
        'PC09SQ NSJ',
        'RPK-1.0FSRM',
        'AS20PBAHRA / AS25PBAHRA',
      ]),
    );
  });

  it('has codes that differ only in their capacity digits', () => {
    for (const size of ['20', '25', '35', '42', '50']) expect(designations).toContain(`FTXM${size}R`);
    const shapes = new Map<string, number>();
    for (const d of designations) {
      const shape = d.replace(/[0-9]+/, '#');
      shapes.set(shape, (shapes.get(shape) ?? 0) + 1);
    }
    expect([...shapes.values()].filter((n) => n >= 3).length).toBeGreaterThanOrEqual(50);
  });

  it('has near-duplicates that differ by one suffix letter, some with different SKUs', () => {
    const all = new Set(designations);
    const pairs = designations.filter((d) => /[A-Z]$/.test(d) && all.has(d.slice(0, -1)));
    expect(pairs.length).toBeGreaterThanOrEqual(20);
    const wifiSku = (designation: string) =>
      modelNamed(designation)?.compatibilities.find((c) => c.typeReference === 'CTLR_WIFI')?.sku;
    expect(wifiSku('FTXM25R')).toBeDefined();
    expect(wifiSku('FTXM25R')).not.toBe(wifiSku('FTXM25N'));
    expect(wifiSku('CS-Z25VKEW')).not.toBe(wifiSku('CS-Z25XKEW'));
    expect(wifiSku('RAK-25RPE')).not.toBe(wifiSku('RAI-25RPE'));
    expect(wifiSku('RAK-25RPE')).toBe(wifiSku('RAK-25RXE'));
    expect(wifiSku('SRK25ZS-W')).toBe(wifiSku('SRK25ZSX-W'));
    expect(
      modelNamed('MSZ-AP25VGK')?.compatibilities.find((c) => c.typeReference === 'CTLR_WIFI')?.warnings,
    ).not.toEqual([]);
    expect(
      modelNamed('MSZ-AP25VG')?.compatibilities.find((c) => c.typeReference === 'CTLR_WIFI')?.warnings,
    ).toEqual([]);
  });

  it('gives each designation one brand, except the documented RAK-35RPE', () => {
    const normalised = new Map<string, Set<string>>();
    for (const model of catalogue.models) {
      const key = model.designation.toUpperCase().replace(/[^A-Z0-9]/g, '');
      const brands = normalised.get(key) ?? new Set();
      brands.add(brandName(model.brandId) ?? '');
      normalised.set(key, brands);
    }
    const shared = [...normalised].filter(([, brands]) => brands.size > 1);
    expect(shared).toEqual([['RAK35RPE', new Set(['Hitachi', 'Johnson Controls-Hitachi'])]]);
    expect(designations.length - new Set(designations).size).toBe(1);
  });

  it('has one SKU per (protocol family, type) and the SKU follows the family', () => {
    const owners = new Map<string, string>();
    for (const model of nonEmpty(catalogue.models)) {
      for (const c of nonEmpty(model.compatibilities)) {
        const owner = `${c.familyId}/${c.typeReference}`;
        expect(owners.get(c.sku) ?? owner).toBe(owner);
        owners.set(c.sku, owner);
        expect(c.familyId).toBe(model.familyId);
        expect(c.sku).toMatch(/^CF[A-Z]{3}[A-Z]{3}\d{3}R000$/);
      }
    }
    expect(new Set(owners.values()).size).toBe(owners.size);
    expect(owners.size).toBeGreaterThan(60);
  });

  it('gives a brand different SKUs for a split and a VRF unit', () => {
    const split = modelNamed('FTXM25R')?.compatibilities.find((c) => c.typeReference === 'CTLR_KNX')?.sku;
    const vrv = modelNamed('FXZQ20A')?.compatibilities.find((c) => c.typeReference === 'CTLR_KNX')?.sku;
    expect(split).toBeDefined();
    expect(vrv).toBeDefined();
    expect(split).not.toBe(vrv);
  });

  it('has market type sets that differ, and the units per market follow them', () => {
    expect(marketsOf(catalogue)).toEqual(['ES', 'FR', 'GB']);
    expect(marketTypes(catalogue, 'GB')).toEqual(['CTLR_KNX', 'CTLR_PRO', 'CTLR_WIFI']);
    expect(marketTypes(catalogue, 'FR')).toContain('CTLR_ZIGBEE');
    expect(marketTypes(catalogue, 'ES')).toEqual(['CTLR_PRO', 'CTLR_WIFI', 'CTLR_PRO_STI']);
    expect(marketTypes(catalogue, 'XX')).toEqual([]);
    const sets = marketsOf(catalogue).map((m) => marketTypes(catalogue, m).join());
    expect(new Set(sets).size).toBe(sets.length);
    for (const market of nonEmpty(marketsOf(catalogue))) {
      const types = marketTypes(catalogue, market);
      for (const unit of nonEmpty(listUnits(catalogue, market))) {
        for (const sku of unit.skus) expect(types).toContain(sku.typeReference);
      }
    }
  });

  it('sells some units in some markets only, and some units have no type of a market', () => {
    const sold = (market: string) => new Set(listUnits(catalogue, market).map((u) => u.modelId));
    expect(sold('GB').size).toBe(catalogue.models.length);
    expect(sold('FR').size).toBeLessThan(catalogue.models.length);
    expect(sold('ES').size).toBeLessThan(catalogue.models.length);
    expect(sold('FR').has(modelNamed('QD25XU0A')?.id ?? 0)).toBe(false);
    expect(sold('ES').has(modelNamed('MSZ-LN25VGR')?.id ?? 0)).toBe(false);
    const typeless = (market: string) =>
      listUnits(catalogue, market)
        .filter((u) => u.skus.length === 0)
        .map((u) => u.designation);
    expect(typeless('ES')).toEqual(expect.arrayContaining(['CTXM15R', 'CS-HZ25XKE']));
    expect(typeless('GB')).toContain('CS-HZ25XKE');
    expect(typeless('FR')).toEqual([]);
    expect(listUnits(catalogue, 'FR').map((u) => u.designation)).not.toContain('CS-HZ25XKE');
    expect(listUnits(catalogue, 'XX')).toEqual([]);
  });

  it('lists units with brand names and SKUs for the market types', () => {
    const unit = listUnits(catalogue, 'ES').find((u) => u.designation === 'FTXM25R');
    expect(unit).toEqual({
      brandId: 12,
      brandName: 'Daikin',
      modelId: expect.any(Number),
      designation: 'FTXM25R',
      skus: [
        { typeReference: 'CTLR_PRO', sku: 'CFPRODAI001R000' },
        { typeReference: 'CTLR_WIFI', sku: 'CFWIFDAI001R000' },
        { typeReference: 'CTLR_PRO_STI', sku: 'CFSTIDAI001R000' },
      ],
    });
  });

  it('has localised names that differ per language', () => {
    for (const type of nonEmpty(catalogue.articleTypes)) {
      expect(new Set([type.name.en, type.name.es, type.name.fr]).size, type.reference).toBe(3);
    }
    const wall = catalogue.modelTypes.find((t) => t.reference === 'WALL');
    expect(wall?.name).toEqual({ en: 'Wall mounted', es: 'Split de pared', fr: 'Mural' });
    expect(catalogue.locales).toEqual({ en: 'en', es: 'es', fr: 'fr' });
    const title = catalogue.compatibilityType.title;
    expect(new Set([title.en, title.es, title.fr]).size).toBe(3);
    expect(title.es).toMatch(/^<p>Controladores <strong>/);
  });

  it('has warnings of several shapes, at model and compatibility level, and many units without any', () => {
    const modelWarnings = catalogue.models.flatMap((m) => m.warnings);
    const typeWarnings = catalogue.models.flatMap((m) => m.compatibilities.flatMap((c) => c.warnings));
    expect(modelWarnings.length).toBeGreaterThan(0);
    expect(typeWarnings.length).toBeGreaterThan(0);
    const shapes = new Set(
      [...modelWarnings, ...typeWarnings].map((w) => {
        const rendered = renderWarning(w, 'en');
        return typeof rendered === 'string' ? 'string' : Object.keys(rendered as object).join('+');
      }),
    );
    expect(shapes).toEqual(new Set(['string', 'message', 'title+text', 'code+description']));
    expect(
      [...modelWarnings, ...typeWarnings].some((w) => /<[a-z]+>/.test(renderWarning(w, 'en') as string)),
    ).toBe(true);
    const bare = catalogue.models.filter(
      (m) => m.warnings.length === 0 && m.compatibilities.every((c) => !c.warnings.length),
    );
    expect(bare.length).toBeGreaterThan(catalogue.models.length / 2);
  });

  it('has consistent specs: BTU from kW, cfm from m³/h, min below max', () => {
    for (const m of nonEmpty(catalogue.models)) {
      expect(Math.abs(m.coldBtu - m.coldKw * 3412.142), m.designation).toBeLessThanOrEqual(0.5);
      expect(Math.abs(m.heatBtu - m.heatKw * 3412.142), m.designation).toBeLessThanOrEqual(0.5);
      expect(m.heatKw).toBeGreaterThanOrEqual(m.coldKw);
      expect(Math.abs(m.maxCfm - m.maxM3h / 1.699011)).toBeLessThan(0.01);
      expect(Math.abs(m.minCfm - m.minM3h / 1.699011)).toBeLessThan(0.01);
      expect(m.minM3h).toBeLessThan(m.maxM3h);
      expect(Number.isInteger(m.maxM3h) && Number.isInteger(m.coldBtu)).toBe(true);
    }
    expect(modelNamed('FTXM25R')).toMatchObject({ coldKw: 2.5, heatKw: 2.8, coldBtu: 8530 });
    expect(modelNamed('ASYG12KMCC')?.coldKw).toBe(3.5);
    expect(modelNamed('FBA100A9')?.pressurePa).toBeGreaterThan(0);
    expect(catalogue.models.some((m) => !Number.isInteger(m.maxCfm))).toBe(true);
    expect(catalogue.models.filter((m) => m.additionalInfo !== null).length).toBeGreaterThan(20);
  });
});

describe('generated catalogue', () => {
  const generated: SampleCatalogue = generateCatalogue({ models: 5_000, brands: 20, seed: 7 });

  it('has the requested size and the shared reference data', () => {
    expect(generated.models).toHaveLength(5_000);
    expect(generated.brands).toHaveLength(20);
    expect(generated.markets).toBe(catalogue.markets);
    expect(generated.articleTypes).toBe(catalogue.articleTypes);
    expect(new Set(generated.models.map((m) => m.designation)).size).toBe(5_000);
    expect(new Set(generated.brands.map((b) => b.name)).size).toBe(20);
  });

  it('is deterministic per seed', () => {
    const again = generateCatalogue({ models: 5_000, brands: 20, seed: 7 });
    expect(again.models.map((m) => m.designation)).toEqual(generated.models.map((m) => m.designation));
    const other = generateCatalogue({ models: 5_000, brands: 20, seed: 8 });
    expect(other.models.map((m) => m.designation)).not.toEqual(generated.models.map((m) => m.designation));
  });

  it('keeps one SKU per (family, type)', () => {
    const owners = new Map<string, string>();
    for (const m of nonEmpty(generated.models)) {
      for (const c of nonEmpty(m.compatibilities)) {
        const owner = `${c.familyId}/${c.typeReference}`;
        expect(owners.get(c.sku) ?? owner).toBe(owner);
        owners.set(c.sku, owner);
      }
    }
  });

  it('builds 50,000 models, each with a designation of its own', () => {
    const big = generateCatalogue({ models: 50_000 });
    expect(big.models).toHaveLength(50_000);
    expect(new Set(big.models.map((m) => m.designation)).size).toBe(50_000);
  });
});
