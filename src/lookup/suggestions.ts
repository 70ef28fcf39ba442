/**
 * Nearest units for a "not found" reply. None carries a SKU: they are offered as other units,
 * for the user to pick.
 */
import type { CatalogueScope } from '../catalogue/types.js';
import type { BrandHit } from '../matching/brands.js';
import { unitKey } from '../matching/confidence.js';
import { findModelCandidates, nearestModels } from '../matching/model-match.js';
import type { IndexedModel } from '../matching/models.js';
import { type QueryToken, type TokenWindow, tokenWindows } from '../matching/query.js';
import type { CatalogueData, Usage } from './catalogue-data.js';
import type { CatalogueIndexes } from './catalogue-index.js';
import type { UnitRef } from './result.js';

export const maxSuggestions = 3;

export const unitRefOf = (model: IndexedModel): UnitRef => ({
  brandId: model.brandId,
  brandName: model.brandName,
  modelId: model.id,
  designation: model.designation,
  typeReference: model.typeReference,
});

/** Nearest units catalogue-wide by key order, for a code typed with no brand. */
export const wideSuggestions = (
  index: Parameters<typeof nearestModels>[0],
  windows: readonly TokenWindow[],
): UnitRef[] => nearestModels(index, windows, { fuzzy: false, limit: maxSuggestions }).map(unitRefOf);

interface BrandSuggestionsRequest {
  scope: CatalogueScope;
  /** The named brands tried first. */
  group: readonly BrandHit[];
  tokens: readonly QueryToken[];
  /** Token positions that are not the code (the brand, a type word). */
  excluded: ReadonlySet<number>;
  listedUnder: ReadonlyMap<number, readonly string[]>;
  usage: Usage;
}

/**
 * Nearest units for a miss under named brands: the same code under another brand first (the
 * brand may be wrong), then close codes of the named brands.
 */
export async function brandSuggestions(
  data: CatalogueData,
  indexes: CatalogueIndexes,
  request: BrandSuggestionsRequest,
): Promise<UnitRef[]> {
  const { scope, usage } = request;
  const windows = tokenWindows(request.tokens, request.excluded);
  const out = new Map<string, UnitRef>();
  const add = (model: IndexedModel) => {
    if (out.size < maxSuggestions) out.set(unitKey(model.brandId, model.id), unitRefOf(model));
  };
  const wide = indexes.current(scope);
  if (wide) {
    for (const candidate of findModelCandidates([{ index: wide.index, windows }], { fuzzy: false })) {
      add(candidate.model);
    }
  }
  for (const hit of request.group) {
    const index = await data.brandModels(
      scope,
      hit.brand.id,
      request.listedUnder.get(hit.brand.id) ?? [],
      usage,
    );
    for (const model of nearestModels(index, windows, { fuzzy: true, limit: maxSuggestions })) add(model);
  }
  return [...out.values()];
}
