/**
 * Opens the catalogue the configuration points at: the real API, or, when no base URL is set,
 * the embedded sample catalogue served on a loopback ephemeral port.
 */
import type { CatalogueConfig, CatalogueSource } from '../config/env.js';
import type { Logger } from '../log/logger.js';
import { createCachedCatalogue } from './cache.js';
import { countCatalogueCalls } from './call-metrics.js';
import { type CatalogueClient, createCatalogueClient } from './client.js';
import { type SampleServer, startSampleServer } from './sample/server.js';
import { createCatalogueService } from './service.js';
import type { Catalogue } from './types.js';

interface OpenedCatalogue {
  catalogue: Catalogue;
  /** The HTTP client under it: the catalogue copy's refreshes read through it too. */
  client: CatalogueClient;
  /** Closes the keep-alive pool and, if started, the sample server. */
  close(): Promise<void>;
}

/** The real API, or the embedded sample catalogue started on a loopback ephemeral port. */
async function endpointOf(
  source: CatalogueSource,
  logger: Logger,
): Promise<{ endpoint: { baseUrl: string; apiKey: string }; sample?: SampleServer }> {
  if (source.kind === 'remote') return { endpoint: source };
  const sample = await startSampleServer();
  logger.warn(
    { baseUrl: sample.baseUrl },
    'CATALOGUE_BASE_URL is not set: using the embedded SAMPLE catalogue, not real product data (its SKUs are invented, and every answer says "sample catalogue: not for orders"). To serve the real catalogue, set CATALOGUE_BASE_URL to its base URL, with CATALOGUE_API_KEY and CATALOGUE_MARKET, in the environment or in .env (see .env.example)',
  );
  return { endpoint: sample, sample };
}

export async function openCatalogue(
  config: Pick<CatalogueConfig, 'catalogue'>,
  logger: Logger,
): Promise<OpenedCatalogue> {
  const settings = config.catalogue;
  const { endpoint, sample } = await endpointOf(settings.source, logger);
  const client = createCatalogueClient({
    baseUrl: endpoint.baseUrl,
    apiKey: endpoint.apiKey,
    timeoutMs: settings.timeoutMs,
    logger,
  });
  const catalogue = createCachedCatalogue(countCatalogueCalls(createCatalogueService(client)), {
    ...settings.cache,
    logger,
  });
  return {
    catalogue,
    client,
    async close() {
      await client.close();
      await sample?.close();
    },
  };
}
