/**
 * The real lookup stack on loopback, for the lookup tests and the lookup bench: the instrumented
 * sample catalogue server on an ephemeral 127.0.0.1 port, the HTTP client, the service, the cache, and
 * the engine over them. Nothing is mocked.
 */

import { expect } from 'vitest';
import { createCachedCatalogue } from '../../src/catalogue/cache.js';
import { createCatalogueClient } from '../../src/catalogue/client.js';
import type { SampleCatalogue } from '../../src/catalogue/sample/data.js';
import { createCatalogueService } from '../../src/catalogue/service.js';
import type { Catalogue, CatalogueScope } from '../../src/catalogue/types.js';
import { createLogger, type Logger } from '../../src/log/logger.js';
import {
  createLookupEngine,
  type LookupEngineDeps,
  type WarmableLookupEngine,
} from '../../src/lookup/create-engine.js';
import type { LookupResult } from '../../src/lookup/result.js';
import { type SampleServer, startSampleServer } from './sample-server.js';

export interface LookupStack {
  server: SampleServer;
  engine: WarmableLookupEngine;
  logger: Logger;
  close(): Promise<void>;
}

export interface LookupStackOptions {
  catalogue?: SampleCatalogue;
  /** Total deadline of one catalogue call (client), default 2000 ms. */
  timeoutMs?: number;
  logger?: Logger;
  engine?: Partial<Omit<LookupEngineDeps, 'catalogue' | 'logger'>>;
  /** Cache lifetimes, default one hour. */
  ttlMs?: number;
  now?: () => number;
  /** Decorates the cached catalogue the engine reads (e.g. to count requests in flight). */
  wrap?: (catalogue: Catalogue) => Catalogue;
}

export async function startLookupStack(options: LookupStackOptions = {}): Promise<LookupStack> {
  const server = await startSampleServer({ host: '127.0.0.1', port: 0, catalogue: options.catalogue });
  const logger = options.logger ?? createLogger({ level: 'silent' });
  const client = createCatalogueClient({
    baseUrl: server.baseUrl,
    apiKey: server.apiKey,
    timeoutMs: options.timeoutMs ?? 2000,
    logger,
  });
  const ttlMs = options.ttlMs ?? 3_600_000;
  const catalogue = createCachedCatalogue(createCatalogueService(client), {
    listTtlMs: ttlMs,
    modelTtlMs: ttlMs,
    maxEntries: 200_000,
    logger,
    now: options.now,
  });
  const engine = createLookupEngine({
    catalogue: options.wrap ? options.wrap(catalogue) : catalogue,
    logger,
    now: options.now,
    ...options.engine,
  });
  return {
    server,
    engine,
    logger,
    async close() {
      await client.close();
      await server.close();
    },
  };
}

export const defaultScope: CatalogueScope = { market: 'GB', locale: 'en' };

/** The result, narrowed to `kind` after checking it is that kind (the whole result shown if not). */
export function expectKind<K extends LookupResult['kind']>(
  result: LookupResult,
  kind: K,
): Extract<LookupResult, { kind: K }> {
  expect(result.kind, JSON.stringify(result)).toBe(kind);
  return result as Extract<LookupResult, { kind: K }>;
}
