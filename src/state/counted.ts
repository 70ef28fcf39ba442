/** Store operations count their failures (cf_store_errors_total) and still fail as they did. */
import { storeErrors } from '../metrics/registry.js';

/** The work's outcome as a promise (one, made here: this runs on every request), its failure counted. */
export function counted<T>(operation: string, work: () => T | Promise<T>): Promise<T> {
  const failed = (error: unknown): never => {
    storeErrors.inc({ operation });
    throw error;
  };
  try {
    const result = work();
    const pending = typeof (result as PromiseLike<T> | undefined)?.then === 'function';
    return pending ? Promise.resolve(result).catch(failed) : Promise.resolve(result);
  } catch (error) {
    return Promise.reject(error).catch(failed);
  }
}
