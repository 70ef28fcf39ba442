/**
 * Counting the failures of store operations: `countFailures` runs one operation of a store and
 * counts it in `cf_store_errors_total{operation}` when it fails; the failure still reaches the
 * caller as it was.
 */
import { storeErrors } from '../metrics/registry.js';

/** The outcome of `work` (sync or async) as a promise; a failure counted under `operation`, then passed on. */
export async function countFailures<T>(operation: string, work: () => T | Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    storeErrors.inc({ operation });
    throw error;
  }
}
