/**
 * Turns compact definitions (brands, protocol families, series) into a `SampleCatalogue`.
 * Ids are assigned in definition order, so the same definitions always give the same ids.
 */
import type {
  Localized,
  SampleBrand,
  SampleCatalogue,
  SampleCompatibility,
  SampleFamily,
  SampleModel,
  SampleWarning,
} from './catalogue.js';
import {
  allMarkets,
  articleTypes,
  compatibilityType,
  locales,
  type ModelTypeRef,
  markets,
  modelTypes,
  skuFor,
  type TechnologyRef,
  technologies,
  unitSpecs,
  vrfByTechnology,
  type WarningName,
  warnings,
} from './reference.js';
import type { FamilyDefinition, SeriesDefinition } from './series.js';

/** Everything one model needs, before ids are assigned. */
export interface ModelDefinition {
  family: FamilyDefinition;
  designation: string;
  coldKw: number;
  modelType: ModelTypeRef;
  technology: TechnologyRef;
  types: readonly string[];
  markets: readonly string[];
  warnings: readonly SampleWarning[];
  typeWarnings: Readonly<Partial<Record<string, readonly SampleWarning[]>>>;
  additionalInfo: Localized | null;
}

const firstFamilyId = 301;

const warningsNamed = (names: readonly WarningName[] | undefined): SampleWarning[] =>
  (names ?? []).map((name) => warnings[name]);

/** One model per size code (and per variant when the series has variants). */
export function expandSeries(
  definition: SeriesDefinition,
  familiesByKey: ReadonlyMap<string, FamilyDefinition>,
): ModelDefinition[] {
  const family = familiesByKey.get(definition.family);
  if (!family) throw new Error(`series ${definition.pattern}: unknown family ${definition.family}`);
  const typeWarnings = Object.fromEntries(
    Object.entries(definition.typeWarnings ?? {}).map(([type, names]) => [type, warningsNamed(names)]),
  );
  return definition.sizes.flatMap(([code, coldKw]) =>
    (definition.variants ?? ['']).map((variant) => {
      const designation = definition.pattern.replace('{c}', code).replace('{v}', variant);
      const excluded = [
        ...(definition.notSoldIn?.[variant] ?? []),
        ...(definition.notSoldIn?.[designation] ?? []),
      ];
      return {
        family,
        designation,
        coldKw,
        modelType: definition.modelType,
        technology: definition.technology,
        types: definition.types,
        markets: (definition.markets ?? allMarkets).filter((market) => !excluded.includes(market)),
        warnings: warningsNamed(definition.warnings),
        typeWarnings,
        additionalInfo: definition.additionalInfo ?? null,
      };
    }),
  );
}

const idsByReference = (list: readonly { id: number; reference: string }[]) => {
  const ids = new Map(list.map((item) => [item.reference, item.id]));
  return (reference: string): number => {
    const id = ids.get(reference);
    if (id === undefined) throw new Error(`unknown reference ${reference}`);
    return id;
  };
};

/**
 * How model ids are assigned: `perBrand` gives brand 12 the ids 12001, 12002, … (stable when
 * another brand's series change; at most 999 models per brand); `sequential` counts from 20001.
 * A protocol compatibility's id is its model's id × 10 + its rank.
 */
type ModelIds = 'perBrand' | 'sequential';

/** Assembles a catalogue from brands, families and models, with the shared reference data. */
export function assembleCatalogue(
  brands: readonly SampleBrand[],
  familyDefinitions: readonly FamilyDefinition[],
  modelDefinitions: readonly ModelDefinition[],
  modelIds: ModelIds,
): SampleCatalogue {
  const familyIds = new Map(familyDefinitions.map((family, index) => [family, firstFamilyId + index]));
  const families: SampleFamily[] = familyDefinitions.map((family, index) => ({
    id: firstFamilyId + index,
    brandId: family.brandId,
    xxIso: family.key,
    name: family.name,
    compatibilityIso: `IU_${family.key}`,
    modbusMapCode: family.modbusMapCode ?? null,
  }));
  const modelTypeId = idsByReference(modelTypes);
  const technologyId = idsByReference(technologies);
  const countPerBrand = new Map<number, number>();
  const nextId = (brandId: number, index: number): number => {
    if (modelIds === 'sequential') return 20001 + index;
    const count = (countPerBrand.get(brandId) ?? 0) + 1;
    if (count > 999) throw new Error(`brand ${brandId} has more than 999 models`);
    countPerBrand.set(brandId, count);
    return brandId * 1000 + count;
  };
  const models = modelDefinitions.map((definition, index): SampleModel => {
    const familyId = familyIds.get(definition.family);
    if (familyId === undefined) throw new Error(`${definition.designation}: family not in the catalogue`);
    const id = nextId(definition.family.brandId, index);
    const compatibilities = definition.types.map(
      (typeReference, rank): SampleCompatibility => ({
        id: id * 10 + rank,
        typeReference,
        sku: skuFor(definition.family.code, typeReference),
        familyId,
        status: 'VISIBLE',
        warnings: definition.typeWarnings[typeReference] ?? [],
      }),
    );
    return {
      id,
      brandId: definition.family.brandId,
      designation: definition.designation,
      modelTypeId: modelTypeId(definition.modelType),
      technologyId: technologyId(definition.technology),
      familyId,
      vrf: vrfByTechnology[definition.technology],
      visible: 1,
      ...unitSpecs(definition.coldKw, definition.modelType, definition.technology),
      additionalInfo: definition.additionalInfo,
      warnings: definition.warnings,
      markets: definition.markets,
      compatibilities,
    };
  });
  return {
    compatibilityType,
    locales,
    articleTypes,
    markets,
    brands,
    families,
    modelTypes,
    technologies,
    models,
  };
}
