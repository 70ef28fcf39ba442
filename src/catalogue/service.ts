/**
 * The four operations of spec §4 over the HTTP client, uncached. Type codes always come from the
 * market's own type list (§4.1); none is written here.
 */
import type { CatalogueClient } from './client.js';
import { CatalogueError, isCatalogueError } from './errors.js';
import { cataloguePaths } from './paths.js';
import {
  brandModelsResponseSchema,
  brandsResponseSchema,
  type ModelDetail,
  modelResponseSchema,
  type ProtocolCompatibility,
  typesResponseSchema,
} from './schemas.js';
import type { Catalogue, Fetched } from './types.js';

const fresh = <T>(data: T): Fetched<T> => ({ data, stale: false });

export function createCatalogueService(client: CatalogueClient): Catalogue {
  return {
    async listTypes(scope) {
      try {
        // A language the catalogue lacks is refused here: the caller answers in another and says so.
        const response = await client.get(cataloguePaths.types(), scope, typesResponseSchema, {
          expected: ['bad_request'],
        });
        return fresh(response.body.compatibility_type.article_types);
      } catch (error) {
        // Only the catalogue's own 400: a scope the client refused to send stays bad_request.
        if (!isCatalogueError(error, 'bad_request') || error.details.status === undefined) throw error;
        const refused = `catalogue refused market ${scope.market} or locale ${scope.locale}`;
        throw new CatalogueError('scope_refused', refused, error.details);
      }
    },
    async listBrands(scope, articleType) {
      const response = await client.get(cataloguePaths.brands(articleType), scope, brandsResponseSchema);
      return fresh(response.body.brands);
    },
    async getBrandModels(scope, articleType, brandId) {
      const path = cataloguePaths.brandModels(articleType, brandId);
      // The path takes only some types (spec §4.3); the caller reads a refused type's models
      // through other types, so the refusal is expected, not a fault.
      const response = await client.get(path, scope, brandModelsResponseSchema, {
        expected: ['bad_request'],
      });
      return fresh(response.body.brand);
    },
    async getModel(scope, articleType, brandId, modelId) {
      const path = cataloguePaths.model(articleType, brandId, modelId);
      const response = await client.get(path, scope, modelResponseSchema);
      return fresh(response.body.iumodel);
    },
  };
}

/**
 * The protocol compatibilities that carry a SKU for a controller type (spec §4.4): every entry whose
 * `type.reference` is the type, whose status is `VISIBLE` (§2.8: any other state is not for sale)
 * and whose SKU is not blank, one per distinct SKU, in the model's order. A model may list several
 * (one per protocol); none means the model has no SKU for that type: another type's entry is never
 * a substitute.
 */
export function skuForType(model: ModelDetail, typeReference: string): ProtocolCompatibility[] {
  const seen = new Set<string>();
  return model.protocol_compatibilities.filter((entry) => {
    const sku = entry.article_reference.trim();
    if (entry.type.reference !== typeReference || entry.status.toUpperCase() !== 'VISIBLE' || sku === '')
      return false;
    if (seen.has(sku)) return false;
    seen.add(sku);
    return true;
  });
}
