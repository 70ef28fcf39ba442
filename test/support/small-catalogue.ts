/**
 * A small hand-written catalogue for rule tests: brands and designations invented for the test
 * (nothing of the embedded sample's naming), each unit on a protocol family of its own so that
 * every unit has SKUs of its own and a wrong unit is a wrong SKU, unless units name one family
 * (colour variants sharing SKUs). Served by the sample server like any catalogue; markets may
 * be replaced (a deployment with one market lacking a type).
 */
import { assembleCatalogue, type ModelDefinition } from '../../src/catalogue/sample/build.js';
import type { SampleBrand, SampleCatalogue, SampleMarket } from '../../src/catalogue/sample/catalogue.js';
import { allMarkets, type WarningName, warnings } from '../../src/catalogue/sample/reference.js';
import type { FamilyDefinition } from '../../src/catalogue/sample/series.js';

export interface SmallUnit {
  brand: string;
  designation: string;
  /** Controller types the unit works with; default KNX, PRO and Wi-Fi. */
  types?: readonly string[];
  /** Units naming the same family share it, hence their SKUs; default a family of the unit's own. */
  family?: string;
  /** Warnings of one type (by its code), from the sample's warning texts. */
  typeWarnings?: Readonly<Partial<Record<string, readonly WarningName[]>>>;
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
  const familyKeys = [...new Set(units.map((unit, i) => unit.family ?? `F${i}`))];
  const families: FamilyDefinition[] = familyKeys.map((key, i) => ({
    key,
    brandId: brandId(units.find((unit, u) => (unit.family ?? `F${u}`) === key)?.brand ?? ''),
    name: `Family ${i}`,
    code: `F${String(i).padStart(4, '0')}`,
  }));
  const models: ModelDefinition[] = units.map((unit, i) => ({
    family: families[familyKeys.indexOf(unit.family ?? `F${i}`)] as FamilyDefinition,
    designation: unit.designation,
    coldKw: 2.5,
    modelType: 'WALL',
    technology: 'SPLIT',
    types: unit.types ?? defaultTypes,
    markets: markets?.map((market) => market.code) ?? allMarkets,
    warnings: [],
    typeWarnings: Object.fromEntries(
      Object.entries(unit.typeWarnings ?? {}).map(([type, names]) => [
        type,
        (names ?? []).map((n) => warnings[n]),
      ]),
    ),
    additionalInfo: null,
  }));
  const catalogue = assembleCatalogue(brands, families, models, 'sequential');
  return markets ? { ...catalogue, markets } : catalogue;
}
