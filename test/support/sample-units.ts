/** The embedded sample catalogue's units of a market, and a unit's SKUs: what tests expect an answer to carry. */
import { listUnits, sampleCatalogue } from '../../src/catalogue/sample/data.js';

/** The units the sample sells in `market` (GB: every unit). */
export const sampleUnits = (market = 'GB') => listUnits(sampleCatalogue(), market);

/** The SKUs of a unit of the sample in `market`; none when the sample has no such unit there. */
export function sampleSkus(brand: string, designation: string, market = 'GB'): string[] {
  const unit = sampleUnits(market).find((u) => u.brandName === brand && u.designation === designation);
  return unit?.skus.map((sku) => sku.sku) ?? [];
}
