/**
 * The embedded sample catalogue, what the app and its tests use when no real catalogue is
 * configured: `series.ts` expanded at first use, the units and types of a market, and
 * `generateCatalogue`, a synthetic catalogue of the same shape, deterministic per seed (e.g. 50,000
 * models for benchmarks). Its markets, languages and SKU shape: docs/configuration.md.
 */
import { assembleCatalogue, expandSeries } from './build.js';
import type { SampleCatalogue } from './catalogue.js';
import { brands, families, series } from './series.js';

export type {
  SampleCatalogue,
  SampleCompatibility,
  SampleFamily,
  SampleModel,
  SampleUnit,
  SampleWarning,
} from './catalogue.js';
export { listUnits, marketsOf, marketTypes } from './catalogue.js';
export { generateCatalogue } from './generate.js';

let embedded: SampleCatalogue | undefined;

/** The embedded catalogue (built on first call, then shared). */
export function sampleCatalogue(): SampleCatalogue {
  if (!embedded) {
    const familiesByKey = new Map(families.map((family) => [family.key, family]));
    embedded = assembleCatalogue(
      brands,
      families,
      series.flatMap((definition) => expandSeries(definition, familiesByKey)),
      'perBrand',
    );
  }
  return embedded;
}
