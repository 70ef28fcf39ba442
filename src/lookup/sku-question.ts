/**
 * A SKU typed where a question is typed: answered with the units it fits, or the markets that sell
 * it. Only an exact known SKU or a text of the shape every known SKU shares counts, so a model code
 * is never taken for one, and an unknown SKU-shaped text is never searched as a unit that could
 * invent one.
 */
import type { CatalogueScope } from '../catalogue/types.js';
import { normaliseKey } from '../matching/normalise.js';

/** One unit a SKU fits, with the controller type it is the SKU of. */
export interface SkuUnit {
  brand: string;
  unit: string;
  /** The unit's series: its code up to the first digit (`ABC` of `ABC25R`). */
  series: string;
  type: string;
  typeName: string;
  sku: string;
}

/** What the catalogue copy knows of SKUs (catalogue-copy/sku-index.ts). */
export interface SkuSource {
  /** The SKU as the catalogue writes it, when the normalised text is exactly one some copied market knows. */
  knownSku(normalised: string, typed: string): Promise<string | undefined>;
  /** Whether the normalised text has the shape of the known SKUs. */
  looksLikeSku(normalised: string, typed: string): Promise<boolean>;
  /**
   * The units the SKU fits in the scope's market, and when the copy they come from was read when
   * that is worth saying (a refresh failed since); undefined when that market has no whole copy.
   */
  unitsOf(scope: CatalogueScope, sku: string): Promise<{ units: SkuUnit[]; readAt?: number } | undefined>;
  /** The copied markets whose units the SKU fits. */
  marketsSelling(sku: string): Promise<string[]>;
}

export type SkuResult =
  | { kind: 'sku_units'; scope: CatalogueScope; sku: string; units: SkuUnit[]; readAt?: number }
  | { kind: 'sku_elsewhere'; scope: CatalogueScope; sku: string; markets: string[] }
  | { kind: 'not_a_reference'; scope: CatalogueScope; text: string };

/** Longer text is a sentence, not a reference. */
const maxSkuText = 40;
const maxTokens = 3;

export const normaliseSku = (text: string): string => normaliseKey(text);

/** The SKU question `text` asks in `scope`, or undefined when it asks none (a unit, a sentence…). */
export async function lookupSku(
  source: SkuSource,
  request: { text: string; scope: CatalogueScope },
): Promise<SkuResult | undefined> {
  const { scope } = request;
  const text = request.text.trim();
  if (text.length === 0 || text.length > maxSkuText || text.split(/\s+/).length > maxTokens) return undefined;
  const normalised = normaliseSku(text);
  if (normalised.length < 4) return undefined;
  const sku = await source.knownSku(normalised, text);
  if (sku === undefined) {
    return (await source.looksLikeSku(normalised, text))
      ? { kind: 'not_a_reference', scope, text }
      : undefined;
  }
  const fits = await source.unitsOf(scope, sku);
  if (fits === undefined) return undefined;
  const { units, readAt } = fits;
  if (units.length > 0)
    return { kind: 'sku_units', scope, sku, units, ...(readAt === undefined ? {} : { readAt }) };
  const markets = (await source.marketsSelling(sku)).filter((market) => market !== scope.market);
  return markets.length > 0
    ? { kind: 'sku_elsewhere', scope, sku, markets }
    : { kind: 'not_a_reference', scope, text };
}
