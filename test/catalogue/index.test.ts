import { describe, expect, it } from 'vitest';
import { isCatalogueError } from '../../src/catalogue/errors.js';
import { openCatalogue } from '../../src/catalogue/index.js';
import { loadCatalogueConfig } from '../../src/config/env.js';
import { captureLogger } from '../support/catalogue-harness.js';
import { startSampleServer } from '../support/sample-server.js';

const scope = { market: 'GB', locale: 'en' };

describe('openCatalogue', () => {
  it('serves the embedded sample catalogue on loopback when no base URL is set, with a warning', async () => {
    const { logger, lines } = captureLogger();
    const opened = await openCatalogue(loadCatalogueConfig({}), logger);
    try {
      const types = await opened.catalogue.listTypes(scope);
      expect(types.data.length).toBeGreaterThan(0);
      const warning = lines.map((line) => JSON.parse(line)).find((record) => record.level === 40);
      expect(warning?.msg).toMatch(/SAMPLE catalogue/);
      expect(warning?.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    } finally {
      await opened.close();
    }
    const { error } = await opened.catalogue.listBrands(scope, 'ANY').then(
      () => ({ error: undefined }),
      (caught: unknown) => ({ error: caught }),
    );
    expect(isCatalogueError(error, 'unavailable')).toBe(true);
  });

  it('uses the configured base URL and key, cached, without the sample warning', async () => {
    const server = await startSampleServer({ apiKey: 'configured-key-123' });
    const { logger, lines } = captureLogger();
    const config = loadCatalogueConfig({
      CATALOGUE_BASE_URL: server.baseUrl,
      CATALOGUE_API_KEY: 'configured-key-123',
      CATALOGUE_MARKET: 'GB',
      CATALOGUE_TIMEOUT_MS: '500',
    });
    const opened = await openCatalogue(config, logger);
    try {
      await opened.catalogue.listTypes(scope);
      await opened.catalogue.listTypes(scope);
      expect(server.callCount()).toBe(1);
      expect(server.requests[0]?.headers.apikey).toBe('configured-key-123');
      expect(lines.some((line) => line.includes('SAMPLE'))).toBe(false);
      expect(lines.join('\n')).not.toContain('configured-key-123');
    } finally {
      await opened.close();
      await server.close();
    }
  });

  it('applies the configured deadline', async () => {
    const server = await startSampleServer();
    server.injectFault({ kind: 'hang' });
    const config = loadCatalogueConfig({
      CATALOGUE_BASE_URL: server.baseUrl,
      CATALOGUE_API_KEY: server.apiKey,
      CATALOGUE_MARKET: 'GB',
      CATALOGUE_TIMEOUT_MS: '250',
    });
    const opened = await openCatalogue(config, captureLogger().logger);
    const error = await opened.catalogue.listTypes(scope).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'timeout', message: expect.stringContaining('within 250 ms') });
    await opened.close();
    await server.close();
  });
});
