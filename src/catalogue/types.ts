import type { ArticleType, Brand, BrandWithModels, ModelDetail } from './schemas.js';

/** Every catalogue answer depends on these two headers (spec §5). */
export interface CatalogueScope {
  market: string;
  locale: string;
}

/**
 * A catalogue answer; `stale` when served from an expired cache entry because the catalogue failed,
 * or from the app's copy after a refresh of it failed: then `readAt` (epoch ms) says when the copy
 * was read.
 */
export interface Fetched<T> {
  data: T;
  stale: boolean;
  readAt?: number;
}

/** The four operations of spec §4, as the rest of the app sees them (cached or not). */
export interface Catalogue {
  /** §4.1: the market's controller types (article types). */
  listTypes(scope: CatalogueScope): Promise<Fetched<ArticleType[]>>;
  /** §4.2: brands with at least one unit compatible with the type. */
  listBrands(scope: CatalogueScope, articleType: string): Promise<Fetched<Brand[]>>;
  /** §4.3: a brand with its models compatible with the type. */
  getBrandModels(
    scope: CatalogueScope,
    articleType: string,
    brandId: number,
  ): Promise<Fetched<BrandWithModels>>;
  /** §4.4: one model in full, with its protocol compatibilities (the SKUs). */
  getModel(
    scope: CatalogueScope,
    articleType: string,
    brandId: number,
    modelId: number,
  ): Promise<Fetched<ModelDetail>>;
}
