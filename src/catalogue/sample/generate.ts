/**
 * A synthetic catalogue of any size, shaped like the embedded one, for benchmarks and load
 * tests. Deterministic for a given seed.
 */

import { assembleCatalogue, type ModelDefinition } from './build.js';
import type { SampleBrand, SampleCatalogue } from './catalogue.js';
import { allMarkets, type ModelTypeRef, type TechnologyRef, warnings } from './reference.js';
import { type FamilyDefinition, brands as realBrands } from './series.js';

export interface GenerateOptions {
  models: number;
  /** Number of brands, default 40. */
  brands?: number;
  /** PRNG seed, default 1. */
  seed?: number;
}

/** mulberry32: small, fast, good enough for test data. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface FamilyProfile {
  suffix: string;
  technology: TechnologyRef;
  modelTypes: readonly ModelTypeRef[];
  types: readonly string[];
}

const profiles: readonly FamilyProfile[] = [
  {
    suffix: 'DOM',
    technology: 'SPLIT',
    modelTypes: ['WALL', 'WALL', 'FLOOR'],
    types: ['CTLR_KNX', 'CTLR_PRO', 'CTLR_WIFI', 'CTLR_ZIGBEE'],
  },
  {
    suffix: 'PAC',
    technology: 'PAC',
    modelTypes: ['DUCTED', 'CASSETTE', 'CEILING'],
    types: ['CTLR_KNX', 'CTLR_PRO', 'CTLR_WIFI', 'CTLR_PRO_STI'],
  },
  {
    suffix: 'VRF',
    technology: 'VRF',
    modelTypes: ['DUCTED', 'CASSETTE', 'WALL'],
    types: ['CTLR_KNX', 'CTLR_PRO', 'CTLR_PRO_STI'],
  },
];

const sizeCodes = ['20', '25', '35', '42', '50', '60', '71', '100'];
const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ';

export function generateCatalogue(options: GenerateOptions): SampleCatalogue {
  const random = seededRandom(options.seed ?? 1);
  const brandCount = Math.max(1, options.brands ?? 40);
  const letter = () => letters[Math.floor(random() * letters.length)] ?? 'A';

  const brands: SampleBrand[] = Array.from({ length: brandCount }, (_, index) => {
    const real = realBrands[index % realBrands.length] as SampleBrand;
    const round = Math.floor(index / realBrands.length);
    const name = round === 0 ? real.name : `${real.name} ${round + 1}`;
    return { ...real, id: 1000 + index, name, slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-') };
  });
  const families: FamilyDefinition[] = brands.flatMap((brand, index) =>
    profiles.map((profile, profileIndex) => ({
      key: `${brand.iso3}${index}_${profile.suffix}`,
      brandId: brand.id,
      name: `${brand.name} ${profile.suffix} bus`,
      code: `G${index.toString(36).toUpperCase().padStart(3, '0')}${profileIndex}`,
    })),
  );

  const seriesPrefixes = new Map<string, string>();
  const models: ModelDefinition[] = [];
  for (let index = 0; index < options.models; index++) {
    const brandIndex = index % brandCount;
    const rank = Math.floor(index / brandCount);
    const seriesNumber = Math.floor(rank / sizeCodes.length);
    const profileIndex = seriesNumber % profiles.length;
    const profile = profiles[profileIndex] as FamilyProfile;
    const family = families[brandIndex * profiles.length + profileIndex] as FamilyDefinition;
    const seriesKey = `${brandIndex}/${seriesNumber}`;
    let prefix = seriesPrefixes.get(seriesKey);
    if (prefix === undefined) {
      prefix = `${letter()}${letter()}${seriesNumber.toString(36).toUpperCase()}`;
      seriesPrefixes.set(seriesKey, prefix);
    }
    const sizeCode = sizeCodes[rank % sizeCodes.length] as string;
    const excludedMarket =
      random() < 0.1 ? allMarkets[1 + Math.floor(random() * (allMarkets.length - 1))] : '';
    const types = profile.types.filter((type) => type !== 'CTLR_WIFI' || random() < 0.8);
    models.push({
      family,
      designation: `${prefix}${sizeCode}${letter()}`,
      coldKw: Number(sizeCode) / 10,
      modelType: profile.modelTypes[seriesNumber % profile.modelTypes.length] as ModelTypeRef,
      technology: profile.technology,
      types,
      markets: allMarkets.filter((market) => market !== excludedMarket),
      warnings: random() < 0.1 ? [warnings.weeklyTimer] : [],
      typeWarnings: random() < 0.1 ? { CTLR_WIFI: [warnings.firmware] } : {},
      additionalInfo: null,
    });
  }
  return assembleCatalogue(brands, families, models);
}
