/**
 * Counts every call the app makes to the catalogue API (cf_catalogue_calls_total), by
 * operation and status: "200" for an answer, the HTTP status of a refusal, else the error's
 * kind (timeout, network, …). Wraps the service, under the cache, so cache hits are not calls.
 */

import { catalogueCalls } from '../metrics/registry.js';
import { isCatalogueError } from './errors.js';
import type { Catalogue } from './types.js';

const statusOf = (error: unknown): string => {
  if (!isCatalogueError(error)) return 'error';
  return error.details.status === undefined ? error.kind : String(error.details.status);
};

export function countCatalogueCalls(upstream: Catalogue): Catalogue {
  const counted =
    <A extends unknown[], R>(operation: string, call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        const result = await call(...args);
        catalogueCalls.inc({ operation, status: '200' });
        return result;
      } catch (error) {
        catalogueCalls.inc({ operation, status: statusOf(error) });
        throw error;
      }
    };
  return {
    listTypes: counted('listTypes', upstream.listTypes.bind(upstream)),
    listBrands: counted('listBrands', upstream.listBrands.bind(upstream)),
    getBrandModels: counted('getBrandModels', upstream.getBrandModels.bind(upstream)),
    getModel: counted('getModel', upstream.getModel.bind(upstream)),
  };
}
