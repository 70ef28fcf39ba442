/**
 * The independent evaluation catalogue: real brands (`brands.ts`) whose series are drawn from
 * naming grammars (`grammars.ts`) by a seeded random source, assembled into a `SampleCatalogue`
 * so that the embedded catalogue server serves it over the same code path as the sample
 * catalogue. Deterministic per seed; `EVAL_SEED` is the one the tests use and anyone may tune
 * against, `HOLDOUT_SEED` is printed by the bench only and nobody tunes against it.
 *
 * Markets: ES (CTLR_PRO, CTLR_WIFI, CTLR_PRO_STI), DE (CTLR_KNX, CTLR_PRO, CTLR_ZIGBEE) and IT
 * (CTLR_WIFI, CTLR_KNX). A series is sold in some markets, a size is sometimes left out of one;
 * a series works with a few controller types, so some units have no controller in a market.
 * SKUs are per protocol family and type (`EV-PRO-DAI0007`); model and type warnings are mixed.
 */
import type {
  SampleCatalogue,
  SampleCompatibility,
  SampleFamily,
  SampleModel,
  SampleWarning,
} from '../../../src/catalogue/sample/data.js';
import {
  articleTypes,
  compatibilityType,
  locales,
  modelTypes,
  technologies,
  unitSpecs,
  vrfByTechnology,
} from '../../../src/catalogue/sample/reference.js';
import type { CatalogueScope } from '../../../src/catalogue/types.js';
import { brandSpecs } from './brands.js';
import { drawSeries, type SeriesDraft } from './grammars.js';
import { seededRandom } from './random.js';
import { evalWarnings } from './warnings.js';

export const EVAL_SEED = 824_113;
export const HOLDOUT_SEED = 51_977;

export const evalMarkets = [
  { code: 'ES', typeReferences: ['CTLR_PRO', 'CTLR_WIFI', 'CTLR_PRO_STI'] },
  { code: 'DE', typeReferences: ['CTLR_KNX', 'CTLR_PRO', 'CTLR_ZIGBEE'] },
  { code: 'IT', typeReferences: ['CTLR_WIFI', 'CTLR_KNX'] },
] as const;

/** The scopes the tests and the bench measure: ES and DE (IT is another market users may switch to). */
export const evalScopes: readonly CatalogueScope[] = [
  { market: 'ES', locale: 'es' },
  { market: 'DE', locale: 'en' },
];

/** Controller types a series works with (markets then pick theirs). */
const typePatterns: readonly (readonly string[])[] = [
  ['CTLR_PRO', 'CTLR_WIFI'],
  ['CTLR_PRO', 'CTLR_WIFI'],
  ['CTLR_WIFI'],
  ['CTLR_PRO'],
  ['CTLR_KNX', 'CTLR_PRO', 'CTLR_WIFI'],
  ['CTLR_KNX', 'CTLR_PRO', 'CTLR_WIFI'],
  ['CTLR_KNX'],
  ['CTLR_KNX', 'CTLR_ZIGBEE'],
  ['CTLR_WIFI', 'CTLR_ZIGBEE'],
  ['CTLR_PRO', 'CTLR_PRO_STI'],
  ['CTLR_PRO', 'CTLR_WIFI', 'CTLR_PRO_STI'],
  ['CTLR_PRO_STI'],
];
const marketPatterns: readonly (readonly string[])[] = [
  ['ES', 'DE', 'IT'],
  ['ES', 'DE', 'IT'],
  ['ES', 'DE', 'IT'],
  ['ES', 'DE'],
  ['ES', 'IT'],
  ['ES'],
  ['DE', 'IT'],
  ['DE'],
];
const skuTags: Readonly<Record<string, string>> = {
  CTLR_KNX: 'KNX',
  CTLR_PRO: 'PRO',
  CTLR_WIFI: 'WIF',
  CTLR_PRO_STI: 'STI',
  CTLR_ZIGBEE: 'ZGB',
};
const protocolNames = ['NetLink', 'AirBus', 'S-Net', 'P-Bus', 'X-Link', 'HomeLine'];

export interface EvalCatalogue {
  seed: number;
  catalogue: SampleCatalogue;
  /** Model id → [start, end) of the capacity in its designation. */
  capacity: ReadonlyMap<number, readonly [number, number]>;
}

const isoOf = (name: string) =>
  name
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 3)
    .toUpperCase();
const slugOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

const built = new Map<number, EvalCatalogue>();

/** The evaluation catalogue of a seed (built once per seed, then shared). */
export function evalCatalogue(seed = EVAL_SEED): EvalCatalogue {
  let data = built.get(seed);
  if (!data) {
    data = buildEvalCatalogue(seed);
    built.set(seed, data);
  }
  return data;
}

/** A new evaluation catalogue of a seed. */
export function buildEvalCatalogue(seed: number): EvalCatalogue {
  const r = seededRandom(seed);
  const brands = brandSpecs.map((spec, index) => ({
    id: 11 + index * 3,
    name: spec.name,
    slug: slugOf(spec.name),
    isoBrand: slugOf(spec.name).toUpperCase(),
    iso2: isoOf(spec.name).slice(0, 2),
    iso3: isoOf(spec.name),
    public: true,
    color: r.int(0, 0xffffff).toString(16).padStart(6, '0'),
  }));
  const brandId = new Map(brands.map((b) => [b.name, b.id]));

  const drafts = new Map<string, SeriesDraft[]>();
  for (const spec of brandSpecs.filter((s) => s.oem === undefined)) {
    drafts.set(
      spec.name,
      Array.from({ length: spec.series }, () => drawSeries(r.pick(spec.grammars), r)),
    );
  }
  for (const spec of brandSpecs) {
    const source = spec.oem ?? spec.shares;
    if (source === undefined) continue;
    const copied = r.shuffle(drafts.get(source) ?? []).slice(0, spec.oem ? spec.series : 2);
    drafts.set(spec.name, [...(drafts.get(spec.name) ?? []), ...copied]);
  }

  const families: SampleFamily[] = [];
  const models: SampleModel[] = [];
  const capacity = new Map<number, readonly [number, number]>();
  const warnings = evalWarnings();
  for (const spec of brandSpecs) {
    const id = brandId.get(spec.name) ?? 0;
    const seen = new Set<string>();
    for (const series of drafts.get(spec.name) ?? []) {
      const types = r.pick(typePatterns);
      const markets = r.pick(marketPatterns);
      const modelWarnings: SampleWarning[] = r.chance(0.25) ? [r.pick(warnings)] : [];
      const warnedType = r.chance(0.2) ? r.pick(types) : undefined;
      for (const group of series.groups) {
        const family: SampleFamily = {
          id: 5001 + families.length,
          brandId: id,
          xxIso: `EV${isoOf(spec.name)}${families.length}`,
          name: `${r.pick(protocolNames)} ${families.length}`,
          compatibilityIso: `IU_EV${families.length}`,
          modbusMapCode: r.chance(0.5) ? r.int(1, 40) : null,
        };
        families.push(family);
        for (const size of group) {
          if (seen.has(size.designation)) continue;
          seen.add(size.designation);
          const modelId = 100_001 + models.length;
          const compatibilities = types.map(
            (typeReference, rank): SampleCompatibility => ({
              id: modelId * 10 + rank,
              typeReference,
              sku: `EV-${skuTags[typeReference]}-${isoOf(spec.name)}${String(family.id).padStart(5, '0')}`,
              familyId: family.id,
              status: 'VISIBLE',
              warnings: typeReference === warnedType ? [r.pick(warnings)] : [],
            }),
          );
          const dropped = markets.length > 1 && r.chance(0.08) ? r.pick(markets) : undefined;
          models.push({
            id: modelId,
            brandId: id,
            designation: size.designation,
            modelTypeId: modelTypes.find((t) => t.reference === series.modelType)?.id ?? 1,
            technologyId: technologies.find((t) => t.reference === series.technology)?.id ?? 1,
            familyId: family.id,
            vrf: vrfByTechnology[series.technology],
            visible: 1,
            ...unitSpecs(size.coldKw, series.modelType, series.technology),
            additionalInfo: null,
            warnings: modelWarnings,
            markets: markets.filter((m) => m !== dropped),
            compatibilities,
          });
          capacity.set(modelId, size.capacity);
        }
      }
    }
  }
  return {
    seed,
    catalogue: {
      compatibilityType,
      locales,
      articleTypes,
      markets: evalMarkets.map((m) => ({ code: m.code, typeReferences: [...m.typeReferences] })),
      brands,
      families,
      modelTypes,
      technologies,
      models,
    },
    capacity,
  };
}
