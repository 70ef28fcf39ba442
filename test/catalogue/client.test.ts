import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCatalogueClient } from '../../src/catalogue/client.js';
import { CatalogueError, isCatalogueError } from '../../src/catalogue/errors.js';
import { cataloguePaths } from '../../src/catalogue/paths.js';
import { brandsResponseSchema, typesResponseSchema } from '../../src/catalogue/schemas.js';
import { createCatalogueService } from '../../src/catalogue/service.js';
import type { Catalogue } from '../../src/catalogue/types.js';
import {
  type CatalogueHarness,
  captureLogger,
  failureOf,
  startCatalogueHarness,
} from '../support/catalogue-harness.js';

const deadlineMs = 400;
const scope = { market: 'FR', locale: 'fr' };
const apiKey = 'k3y-ONLY-in-the-apikey-header-7f3a';

let h: CatalogueHarness;
let catalogue: Catalogue;
let typeCode: string;

beforeEach(async () => {
  h = await startCatalogueHarness({
    server: { apiKey },
    client: { timeoutMs: deadlineMs, retry: { minTimeoutMs: 20, maxTimeoutMs: 80 } },
  });
  catalogue = createCatalogueService(h.client);
  const types = await catalogue.listTypes(scope);
  typeCode = types.data[0]?.reference ?? '';
  h.server.resetCounters();
});

afterEach(async () => {
  await h.close();
});

const expectKind = (error: unknown, kind: string) => {
  expect(error).toBeInstanceOf(CatalogueError);
  expect((error as CatalogueError).kind).toBe(kind);
};

describe('requests', () => {
  it('sends exactly the spec headers on a GET to base URL + path', async () => {
    const spain = { market: 'ES', locale: 'es' };
    const spanishType = (await catalogue.listTypes(spain)).data[0]?.reference ?? '';
    h.server.resetCounters();
    await catalogue.listBrands(spain, spanishType);
    expect(h.server.requests).toHaveLength(1);
    const [request] = h.server.requests;
    expect(request?.method).toBe('GET');
    expect(request?.path).toBe(cataloguePaths.brands(spanishType));
    expect(request?.headers).toMatchObject({
      apikey: apiKey,
      'app-market': 'ES',
      'app-locale': 'es',
      'content-type': 'application/json',
    });
    const transport = new Set(['host', 'connection']);
    const names = Object.keys(request?.headers ?? {}).filter((name) => !transport.has(name));
    expect(names.sort()).toEqual(['apikey', 'app-locale', 'app-market', 'content-type']);
  });

  it('URL-encodes path parameters on the wire', async () => {
    await failureOf(() => catalogue.listBrands(scope, 'A B/C?'));
    expect(h.server.requests[0]?.path).toBe('/msproduct.pv1/compatibilities/types/A%20B%2FC%3F/brands');
  });

  it('keeps a path prefix of the base URL', async () => {
    const { logger } = captureLogger();
    const client = createCatalogueClient({ baseUrl: `${h.server.baseUrl}/gateway/`, apiKey, logger });
    const { error } = await failureOf(() => client.get(cataloguePaths.types(), scope, typesResponseSchema));
    await client.close();
    expectKind(error, 'not_found');
    expect(h.server.requests[0]?.path).toBe(`/gateway${cataloguePaths.types()}`);
  });

  it('reuses one keep-alive connection for sequential calls', async () => {
    const ports = new Set<number>();
    const server = createServer((req, res) => {
      ports.add(req.socket.remotePort ?? 0);
      res.end(JSON.stringify({ body: { brands: [] } }));
    });
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    const { port } = server.address() as AddressInfo;
    const client = createCatalogueClient({ baseUrl: `http://127.0.0.1:${port}`, apiKey, logger: h.logger });
    for (let i = 0; i < 5; i++) {
      await client.get(cataloguePaths.brands('T'), scope, brandsResponseSchema);
      // undici frees the connection just after the body ends; a back-to-back call may open another.
      await new Promise((turn) => setImmediate(turn));
    }
    await client.close();
    server.closeAllConnections();
    await new Promise((closed) => server.close(closed));
    expect(ports.size).toBe(1);
  });

  it('refuses a malformed scope or parameter before sending anything', async () => {
    expectKind(
      (await failureOf(() => catalogue.listTypes({ market: 'FR\r\nx: y', locale: 'fr' }))).error,
      'bad_request',
    );
    expectKind((await failureOf(() => catalogue.getBrandModels(scope, typeCode, -3))).error, 'bad_request');
    expect(h.server.callCount()).toBe(0);
  });
});

describe('typed errors within the deadline', () => {
  it('wrong key → unauthorized, not retried', async () => {
    const client = createCatalogueClient({
      baseUrl: h.server.baseUrl,
      apiKey: 'wrong-key',
      logger: h.logger,
    });
    const { error } = await failureOf(() => createCatalogueService(client).listTypes(scope));
    await client.close();
    expectKind(error, 'unauthorized');
    expect((error as CatalogueError).details.status).toBe(401);
    expect(h.server.callCount()).toBe(1);
  });

  it('unknown model → not_found; unknown market → scope_refused', async () => {
    const brands = await catalogue.listBrands(scope, typeCode);
    const brandId = brands.data[0]?.id ?? 0;
    expectKind(
      (await failureOf(() => catalogue.getModel(scope, typeCode, brandId, 987_654_321))).error,
      'not_found',
    );
    expectKind(
      (await failureOf(() => catalogue.listTypes({ market: 'ZZ', locale: 'fr' }))).error,
      'scope_refused',
    );
  });

  it('429 whose Retry-After does not fit the deadline → rate_limited at once, one call', async () => {
    h.server.injectFault({ kind: 'rate_limit', retryAfterSeconds: 5 });
    const { error } = await failureOf(() => catalogue.listTypes(scope));
    expectKind(error, 'rate_limited');
    expect((error as CatalogueError).details.retryAfterMs).toBe(5000);
    expect(h.server.callCount()).toBe(1);
  });

  it('429 whose Retry-After fits → waits and succeeds', async () => {
    h.server.injectFault({ kind: 'rate_limit', retryAfterSeconds: 0 }, { times: 1 });
    const types = await catalogue.listTypes(scope);
    expect(types.data.length).toBeGreaterThan(0);
    expect(h.server.callCount()).toBe(2);
  });

  it('500 → unavailable, not retried', async () => {
    h.server.injectFault({ kind: 'status', status: 500 });
    const { error } = await failureOf(() => catalogue.listTypes(scope));
    expectKind(error, 'unavailable');
    expect(h.server.callCount()).toBe(1);
  });

  it('503 twice then OK → success after 3 calls', async () => {
    h.server.injectFault({ kind: 'status', status: 503 }, { times: 2 });
    const types = await catalogue.listTypes(scope);
    expect(types.data.length).toBeGreaterThan(0);
    expect(h.server.callCount()).toBe(3);
  });

  it('502/504 that persist → unavailable after 1 + maxRetries calls, inside the deadline', async () => {
    h.server.injectFault({ kind: 'status', status: 502 }, { times: 1 });
    h.server.injectFault({ kind: 'status', status: 504 });
    const { error } = await failureOf(() => catalogue.listTypes(scope));
    expectKind(error, 'unavailable');
    expect((error as CatalogueError).details.status).toBe(504);
    expect(h.server.callCount()).toBe(3);
  });

  it('hang → timeout at the deadline', async () => {
    h.server.injectFault({ kind: 'hang' });
    const { error } = await failureOf(() => catalogue.listTypes(scope));
    expectKind(error, 'timeout');
    expect((error as Error).message).toContain(`within ${deadlineMs} ms`);
    expect(h.server.callCount()).toBe(1);
  });

  it('a slow answer past the deadline → timeout, and the next call works', async () => {
    h.server.setLatency(deadlineMs + 200);
    const { error } = await failureOf(() => catalogue.listTypes(scope));
    expectKind(error, 'timeout');
    expect((error as Error).message).toContain(`within ${deadlineMs} ms`);
    h.server.setLatency(0);
    expect((await catalogue.listTypes(scope)).data.length).toBeGreaterThan(0);
  });

  it('garbage body → invalid_response, not retried', async () => {
    h.server.injectFault({ kind: 'garbage' });
    const { error } = await failureOf(() => catalogue.listTypes(scope));
    expectKind(error, 'invalid_response');
    expect((error as Error).message).toMatch(/not valid JSON/);
    expect((error as Error).message).not.toContain('Gateway');
    expect(h.server.callCount()).toBe(1);
  });

  it('a body over the size limit → invalid_response', async () => {
    const client = createCatalogueClient({
      baseUrl: h.server.baseUrl,
      apiKey,
      logger: h.logger,
      maxResponseBytes: 256,
    });
    const { error } = await failureOf(() => client.get(cataloguePaths.types(), scope, typesResponseSchema));
    await client.close();
    expectKind(error, 'invalid_response');
    expect((error as Error).message).toMatch(/larger than 256 bytes/);
  });

  it('schema drift → invalid_response naming the first bad field', async () => {
    const brands = await catalogue.listBrands(scope, typeCode);
    const brandId = brands.data[0]?.id ?? 0;
    const models = await catalogue.getBrandModels(scope, typeCode, brandId);
    const modelId = models.data.iumodels[0]?.id ?? 0;
    h.server.injectFault({ kind: 'schema_drift' });
    const { error } = await failureOf(() => catalogue.getModel(scope, typeCode, brandId, modelId));
    expectKind(error, 'invalid_response');
    expect((error as Error).message).toMatch(/: body\.iumodel\.id: expected number, received string$/);
  });

  it('connection reset once → retried and succeeds', async () => {
    h.server.injectFault({ kind: 'reset' }, { times: 1 });
    expect((await catalogue.listTypes(scope)).data.length).toBeGreaterThan(0);
    expect(h.server.callCount()).toBe(2);
  });

  it('connection reset every time → unavailable after 3 calls', async () => {
    h.server.injectFault({ kind: 'reset' });
    const { error } = await failureOf(() => catalogue.listTypes(scope));
    expectKind(error, 'unavailable');
    expect(h.server.callCount()).toBe(3);
  });

  it('nobody listening → unavailable within the deadline', async () => {
    const server = createServer();
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    const { port } = server.address() as AddressInfo;
    await new Promise((closed) => server.close(closed));
    const client = createCatalogueClient({
      baseUrl: `http://127.0.0.1:${port}`,
      apiKey,
      logger: h.logger,
      timeoutMs: deadlineMs,
    });
    const { error } = await failureOf(() => client.get(cataloguePaths.types(), scope, typesResponseSchema));
    await client.close();
    expectKind(error, 'unavailable');
    expect((error as Error).message).toContain('ECONNREFUSED');
  });

  it('the default policy (2 s deadline, real backoff) rides out two 503s', async () => {
    const client = createCatalogueClient({ baseUrl: h.server.baseUrl, apiKey, logger: h.logger });
    h.server.injectFault({ kind: 'status', status: 503 }, { times: 2 });
    const response = await client.get(cataloguePaths.types(), scope, typesResponseSchema);
    await client.close();
    expect(response.body.compatibility_type.article_types.length).toBeGreaterThan(0);
    expect(h.server.callCount()).toBe(3);
  });
});

describe('logs and errors', () => {
  it('logs every call at debug with path, status and duration, and failures at warn', async () => {
    await catalogue.listTypes(scope);
    h.server.injectFault({ kind: 'status', status: 500 });
    await failureOf(() => catalogue.listTypes(scope));
    const records = h.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(records).toContainEqual(
      expect.objectContaining({
        level: 20,
        msg: 'catalogue call',
        path: cataloguePaths.types(),
        status: 200,
        ms: expect.any(Number),
      }),
    );
    expect(records).toContainEqual(
      expect.objectContaining({ level: 40, msg: 'catalogue call failed', status: 500, kind: 'unavailable' }),
    );
  });

  it('never writes the key into a log line, an error message or a stack', async () => {
    const errors: unknown[] = [];
    const faults = [
      { kind: 'status', status: 500 },
      { kind: 'status', status: 503 },
      { kind: 'rate_limit', retryAfterSeconds: 9 },
      { kind: 'hang' },
      { kind: 'garbage' },
      { kind: 'reset' },
      { kind: 'schema_drift' },
    ] as const;
    await catalogue.listTypes(scope);
    for (const fault of faults) {
      h.server.clearFaults();
      h.server.injectFault(fault);
      errors.push((await failureOf(() => catalogue.listBrands(scope, typeCode))).error);
    }
    h.server.clearFaults();
    errors.push((await failureOf(() => catalogue.getModel(scope, typeCode, 1, 987_654_321))).error);
    const wrongKey = `${apiKey}-but-wrong`;
    const client = createCatalogueClient({ baseUrl: h.server.baseUrl, apiKey: wrongKey, logger: h.logger });
    errors.push(
      (await failureOf(() => client.get(cataloguePaths.types(), scope, typesResponseSchema))).error,
    );
    await client.close();

    expect(errors.every((error) => isCatalogueError(error))).toBe(true);
    expect(h.lines.length).toBeGreaterThan(errors.length);
    const text = [
      ...h.lines,
      ...errors.flatMap((error) => [String(error), (error as Error).stack ?? '', JSON.stringify(error)]),
    ].join('\n');
    expect(text).not.toContain(apiKey);
    expect(text).not.toContain('apikey');
  });
});
