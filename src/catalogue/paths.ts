/**
 * The catalogue's four paths (spec §4) and the scope headers' values (spec §5), checked before any
 * request leaves: path parameters are validated and URL-encoded so that user text can never reach
 * another endpoint, and market and locale must be plain codes.
 */

import { scopeCodePattern } from '../config/scope-codes.js';
import { CatalogueError } from './errors.js';
import type { CatalogueScope } from './types.js';

const prefix = '/msproduct.pv1';

const pathSegment = (name: string, value: string): string => {
  // Dot segments would be resolved as path navigation and reach another endpoint.
  if (typeof value !== 'string' || value.trim() === '' || value === '.' || value === '..') {
    throw new CatalogueError('bad_request', `${name} must be a non-empty string other than a dot segment`);
  }
  return encodeURIComponent(value);
};

const idSegment = (name: string, value: number): string => {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new CatalogueError('bad_request', `${name} must be a non-negative integer`);
  }
  return encodeURIComponent(String(value));
};

/** The four paths of spec §4, parameters validated and URL-encoded. */
export const cataloguePaths = {
  types: () => `${prefix}/compatibility-types/CTLR/article-types`,
  brands: (articleType: string) =>
    `${prefix}/compatibilities/types/${pathSegment('article type', articleType)}/brands`,
  brandModels: (articleType: string, brandId: number) =>
    `${prefix}/compatibilities/types/${pathSegment('article type', articleType)}/brands/${idSegment('brand id', brandId)}`,
  model: (articleType: string, brandId: number, modelId: number) =>
    `${prefix}/compatibility-types/CTLR/article-types/${pathSegment('article type', articleType)}` +
    `/brands/${idSegment('brand id', brandId)}/iumodels/${idSegment('model id', modelId)}`,
};

export function checkScope(scope: CatalogueScope): void {
  if (!scopeCodePattern.test(scope.market))
    throw new CatalogueError('bad_request', 'market is not a valid code');
  if (!scopeCodePattern.test(scope.locale))
    throw new CatalogueError('bad_request', 'locale is not a valid code');
}
