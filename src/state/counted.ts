/** Store operations count their failures (cf_store_errors_total) and still fail as they did. */
import { storeErrors } from '../metrics/registry.js';

export async function counted<T>(operation: string, work: () => T | Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    storeErrors.inc({ operation });
    throw error;
  }
}
