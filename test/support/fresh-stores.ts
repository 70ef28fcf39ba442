/**
 * The stores a contract suite opens, each closed after its test: called inside a `describe`, it
 * gives the suite's `fresh()` so every test starts on a store of its own.
 */
import { afterEach } from 'vitest';

export function freshStores<S extends { close(): Promise<void> }, A extends unknown[]>(
  open: (...args: A) => Promise<S>,
): (...args: A) => Promise<S> {
  const opened: S[] = [];
  afterEach(async () => {
    for (const store of opened.splice(0)) await store.close();
  });
  return async (...args) => {
    const store = await open(...args);
    opened.push(store);
    return store;
  };
}
