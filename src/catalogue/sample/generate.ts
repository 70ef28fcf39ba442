/**
 * A synthetic catalogue of any size, shaped like the embedded one, for benchmarks and load
 * tests. Deterministic for a given seed.
 */

import { assembleCatalogue, type ModelDefinition } from './build.js';
import type { SampleBrand, SampleCatalogue, SampleWarning } from './catalogue.js';
import { allMarkets, fullMarket, type ModelTypeRef, type TechnologyRef, warnings } from './reference.js';
import { type FamilyDefinition, brands as realBrands } from './series.js';

interface GenerateOptions {
  models: number;
  /** Number of brands, default 40. */
  brands?: number;
  /** PRNG seed, default 1. */
  seed?: number;
}

/** mulberry32: small, fast, good enough for test data. */
export function seededRandom(seed: number): () => number {
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
  typesWithoutWifi: readonly string[];
}

const profile = (
  suffix: string,
  technology: TechnologyRef,
  modelTypes: readonly ModelTypeRef[],
  types: readonly string[],
): FamilyProfile => ({
  suffix,
  technology,
  modelTypes,
  types,
  typesWithoutWifi: types.filter((type) => type !== 'CTLR_WIFI'),
});

const profiles: readonly FamilyProfile[] = [
  profile('DOM', 'SPLIT', ['WALL', 'WALL', 'FLOOR'], ['CTLR_KNX', 'CTLR_PRO', 'CTLR_WIFI', 'CTLR_ZIGBEE']),
  profile(
    'PAC',
    'PAC',
    ['DUCTED', 'CASSETTE', 'CEILING'],
    ['CTLR_KNX', 'CTLR_PRO', 'CTLR_WIFI', 'CTLR_PRO_STI'],
  ),
  profile('VRF', 'VRF', ['DUCTED', 'CASSETTE', 'WALL'], ['CTLR_KNX', 'CTLR_PRO', 'CTLR_PRO_STI']),
];

/** Shared by many models: fewer allocations for large catalogues. */
const timerWarning = [warnings.weeklyTimer];
const noWarnings: SampleWarning[] = [];
const firmwareOnWifi = { CTLR_WIFI: [warnings.firmware] };
const noTypeWarnings = {};

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
  const usedPrefixes = new Set<string>();
  /** Three letters and the series number: unique, so every designation is unique. */
  const newPrefix = (seriesNumber: number): string => {
    for (;;) {
      const prefix = `${letter()}${letter()}${letter()}${seriesNumber.toString(36).toUpperCase()}`;
      if (!usedPrefixes.has(prefix)) {
        usedPrefixes.add(prefix);
        return prefix;
      }
    }
  };
  /** Sold everywhere, or everywhere but one market other than GB (shared arrays: fewer allocations). */
  const marketSets = [
    allMarkets,
    ...allMarkets.filter((m) => m !== fullMarket).map((left) => allMarkets.filter((m) => m !== left)),
  ];
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
      prefix = newPrefix(seriesNumber);
      seriesPrefixes.set(seriesKey, prefix);
    }
    const sizeCode = sizeCodes[rank % sizeCodes.length] as string;
    const markets =
      random() < 0.1 ? marketSets[1 + Math.floor(random() * (marketSets.length - 1))] : allMarkets;
    models.push({
      family,
      designation: `${prefix}${sizeCode}${letter()}`,
      coldKw: Number(sizeCode) / 10,
      modelType: profile.modelTypes[seriesNumber % profile.modelTypes.length] as ModelTypeRef,
      technology: profile.technology,
      types: random() < 0.8 ? profile.types : profile.typesWithoutWifi,
      markets: markets ?? allMarkets,
      warnings: random() < 0.1 ? timerWarning : noWarnings,
      typeWarnings: random() < 0.1 ? firmwareOnWifi : noTypeWarnings,
      additionalInfo: null,
    });
  }
  return assembleCatalogue(brands, families, models, 'sequential');
}
