/**
 * Opens the catalogue the configuration points at: the real API, or, when no base URL is set,
 * the embedded sample catalogue served on a loopback ephemeral port.
 */
import type { CatalogueConfig } from '../config/env.js';
import type { Logger } from '../log/logger.js';
import { countCatalogueCalls } from '../metrics/catalogue.js';
import { createCachedCatalogue } from './cache.js';
import { createCatalogueClient } from './client.js';
import { startSampleServer } from './sample/server.js';
import { createCatalogueService } from './service.js';
import type { Catalogue } from './types.js';

export interface OpenedCatalogue {
  catalogue: Catalogue;
  /** True when the embedded sample catalogue is serving, not the real API. */
  usingSample: boolean;
  /** Closes the keep-alive pool and, if started, the sample server. */
  close(): Promise<void>;
}

export async function openCatalogue(
  config: Pick<CatalogueConfig, 'catalogue'>,
  logger: Logger,
): Promise<OpenedCatalogue> {
  const settings = config.catalogue;
  let endpoint: { baseUrl: string; apiKey: string };
  let sample: Awaited<ReturnType<typeof startSampleServer>> | undefined;
  if (settings.baseUrl === undefined) {
    sample = await startSampleServer({ host: '127.0.0.1', port: 0 });
    endpoint = { baseUrl: sample.baseUrl, apiKey: sample.apiKey };
    logger.warn(
      { baseUrl: sample.baseUrl },
      'CATALOGUE_BASE_URL is not set: using the embedded SAMPLE catalogue, not real product data',
    );
  } else {
    if (settings.apiKey === undefined)
      throw new Error('CATALOGUE_API_KEY is required when CATALOGUE_BASE_URL is set');
    endpoint = { baseUrl: settings.baseUrl, apiKey: settings.apiKey };
  }
  const client = createCatalogueClient({ ...endpoint, timeoutMs: settings.timeoutMs, logger });
  const catalogue = createCachedCatalogue(countCatalogueCalls(createCatalogueService(client)), {
    ...settings.cache,
    logger,
  });
  return {
    catalogue,
    usingSample: sample !== undefined,
    async close() {
      await client.close();
      await sample?.close();
    },
  };
}
