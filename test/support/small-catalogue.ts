/**
 * A small hand-written catalogue for rule tests: brands and designations invented for the test
 * (nothing of the embedded sample's naming), each unit on a protocol family of its own so that
 * every unit has SKUs of its own and a wrong unit is a wrong SKU. Served by the sample server
 * like any catalogue; markets may be replaced (a deployment with one market lacking a type).
 */
import { assembleCatalogue, type ModelDefinition } from '../../src/catalogue/sample/build.js';
import type { SampleBrand, SampleCatalogue, SampleMarket } from '../../src/catalogue/sample/catalogue.js';
import { allMarkets } from '../../src/catalogue/sample/reference.js';
import type { FamilyDefinition } from '../../src/catalogue/sample/series.js';

export interface SmallUnit {
  brand: string;
  designation: string;
  /** Controller types the unit works with; default KNX, PRO and Wi-Fi. */
  types?: readonly string[];
}

const defaultTypes = ['CTLR_KNX', 'CTLR_PRO', 'CTLR_WIFI'];

export function smallCatalogue(
  units: readonly SmallUnit[],
  markets?: readonly SampleMarket[],
): SampleCatalogue {
  const brandNames = [...new Set(units.map((unit) => unit.brand))];
  const brands: SampleBrand[] = brandNames.map((name, i) => {
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const iso = `B${i}`;
    return { id: 601 + i, name, slug, isoBrand: iso, iso2: iso, iso3: iso, public: true, color: '336699' };
  });
  const brandId = (name: string) => 601 + brandNames.indexOf(name);
  const families: FamilyDefinition[] = units.map((unit, i) => ({
    key: `F${i}`,
    brandId: brandId(unit.brand),
    name: `Family ${i}`,
    code: `F${String(i).padStart(4, '0')}`,
  }));
  const models: ModelDefinition[] = units.map((unit, i) => ({
    family: families[i] as FamilyDefinition,
    designation: unit.designation,
    coldKw: 2.5,
    modelType: 'WALL',
    technology: 'SPLIT',
    types: unit.types ?? defaultTypes,
    markets: markets?.map((market) => market.code) ?? allMarkets,
    warnings: [],
    typeWarnings: {},
    additionalInfo: null,
  }));
  const catalogue = assembleCatalogue(brands, families, models, 'sequential');
  return markets ? { ...catalogue, markets } : catalogue;
}
