/**
 * The embedded sample catalogue: what the app and its tests use when no real catalogue is
 * configured. The data itself is written compactly in `series.ts` (brands, protocol families,
 * product series) over the reference data in `reference.ts`; it expands here at first use.
 *
 * Exports:
 * - `SampleCatalogue` (and its record types): a catalogue, language- and market-neutral;
 * - `sampleCatalogue()`: the embedded catalogue, built once;
 * - `generateCatalogue({ models, brands?, seed? })`: a synthetic catalogue of the same shape,
 *   deterministic per seed (e.g. 50,000 models for benchmarks);
 * - `listUnits(catalogue, market)`: the units sold in a market as `SampleUnit`
 *   ({ brandId, brandName, modelId, designation, skus: [{ typeReference, sku }] }), SKUs only for
 *   the market's types; a unit with no SKU there is served by no endpoint in that market;
 * - `marketTypes(catalogue, market)`: the market's type codes; `marketsOf(catalogue)`: market codes.
 *
 * Markets: `ES` (CTLR_PRO, CTLR_WIFI, CTLR_PRO_STI; the default), `FR` (CTLR_KNX, CTLR_PRO,
 * CTLR_WIFI, CTLR_ZIGBEE), `GB` (CTLR_KNX, CTLR_PRO, CTLR_WIFI; every unit). Languages: `en`,
 * `es`, `fr`.
 * SKUs are `CF` + type tag + family code + `R000`, e.g. `CFWIFDAI001R000`: one per (family, type).
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
