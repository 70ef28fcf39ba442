import { Agent, request } from 'undici';
import { describe, expect, it } from 'vitest';
import { modelResponseSchema, typesResponseSchema } from '../../support/catalogue-spec.js';
import { type SampleServer, startSampleServer } from '../../support/sample-server.js';
import { get, paths, sampleServerPerFile, unitNamed } from './helpers.js';

let server: SampleServer;
sampleServerPerFile((started) => {
  server = started;
});

const ftxm25r = unitNamed('FTXM25R');
const daikinFtxm25r = paths.model('CTLR_WIFI', ftxm25r.brandId, ftxm25r.modelId);

describe('faults', () => {
  it('answers an injected status until cleared', async () => {
    server.injectFault({ kind: 'status', status: 503 });
    for (let i = 0; i < 3; i++) {
      const reply = await get(server, paths.types());
      expect(reply.status).toBe(503);
      expect(reply.json()).toEqual({ error: 'Service Unavailable' });
    }
    server.clearFaults();
    expect((await get(server, paths.types())).status).toBe(200);
  });

  it('consumes a counted fault, then serves normally', async () => {
    server.injectFault({ kind: 'status', status: 500 }, { times: 2 });
    expect((await get(server, paths.types())).status).toBe(500);
    expect((await get(server, paths.types())).status).toBe(500);
    expect((await get(server, paths.types())).status).toBe(200);
    server.injectFault({ kind: 'status', status: 500 }, { times: 0 });
    expect((await get(server, paths.types())).status).toBe(200);
  });

  it('applies faults in order of injection', async () => {
    server.injectFault({ kind: 'status', status: 502 }, { times: 1 });
    server.injectFault({ kind: 'status', status: 504 }, { times: 1 });
    expect((await get(server, paths.types())).status).toBe(502);
    expect((await get(server, paths.types())).status).toBe(504);
    expect((await get(server, paths.types())).status).toBe(200);
  });

  it('limits a fault to paths that include a string', async () => {
    server.injectFault({ kind: 'status', status: 500 }, { pathIncludes: '/iumodels/' });
    expect((await get(server, paths.types())).status).toBe(200);
    expect((await get(server, paths.brands('CTLR_WIFI'))).status).toBe(200);
    expect((await get(server, daikinFtxm25r)).status).toBe(500);
  });

  it('answers 429 with Retry-After', async () => {
    server.injectFault({ kind: 'rate_limit', retryAfterSeconds: 3 }, { times: 1 });
    const reply = await get(server, paths.types());
    expect(reply.status).toBe(429);
    expect(reply.headers['retry-after']).toBe('3');
    expect((await get(server, paths.types())).status).toBe(200);
  });

  it('hangs: the request never gets an answer', async () => {
    server.injectFault({ kind: 'hang' }, { times: 1 });
    const started = Date.now();
    await expect(get(server, paths.types(), undefined, {}, { timeoutMs: 200 })).rejects.toThrow();
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(server.callCount()).toBe(1);
    expect((await get(server, paths.types())).status).toBe(200);
  });

  it('answers garbage: 200 with a body that is not JSON', async () => {
    server.injectFault({ kind: 'garbage' }, { times: 1 });
    const reply = await get(server, paths.types());
    expect(reply.status).toBe(200);
    expect(() => reply.json()).toThrow(SyntaxError);
  });

  it('resets the connection without answering', async () => {
    server.injectFault({ kind: 'reset' }, { times: 1 });
    await expect(get(server, paths.types())).rejects.toThrow();
    expect(server.callCount()).toBe(1);
    expect((await get(server, paths.types())).status).toBe(200);
  });

  it('drifts the schema: valid JSON envelope that the spec schemas reject', async () => {
    server.injectFault({ kind: 'schema_drift' }, { times: 3 });
    const types = await get(server, paths.types());
    expect(types.status).toBe(200);
    expect(types.json()).toHaveProperty('body.compatibility_type');
    expect(typesResponseSchema.safeParse(types.json()).success).toBe(false);
    const model = await get(server, daikinFtxm25r);
    expect(model.status).toBe(200);
    const result = modelResponseSchema.safeParse(model.json());
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['body', 'iumodel', 'id']);
    const missing = await get(server, paths.model('CTLR_WIFI', ftxm25r.brandId, 1));
    expect(missing.status).toBe(200);
    expect(modelResponseSchema.safeParse(missing.json()).success).toBe(false);
    expect(modelResponseSchema.safeParse((await get(server, daikinFtxm25r)).json()).success).toBe(true);
  });

  it('faults even a request that would fail authentication', async () => {
    server.injectFault({ kind: 'status', status: 500 }, { times: 1 });
    expect((await get(server, paths.types(), undefined, { apikey: 'bad' })).status).toBe(500);
  });
});

describe('latency', () => {
  it('delays every answer, faults included', async () => {
    server.setLatency(120);
    let started = Date.now();
    expect((await get(server, paths.types())).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(110);
    server.injectFault({ kind: 'status', status: 503 }, { times: 1 });
    started = Date.now();
    expect((await get(server, paths.types())).status).toBe(503);
    expect(Date.now() - started).toBeGreaterThanOrEqual(110);
    server.setLatency(0);
    started = Date.now();
    await get(server, paths.types());
    expect(Date.now() - started).toBeLessThan(100);
  });

  it('takes an initial latency from the options', async () => {
    const slow = await startSampleServer({ latencyMs: 100 });
    try {
      const started = Date.now();
      expect((await get(slow, paths.types())).status).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(90);
    } finally {
      await slow.close();
    }
  });
});

describe('counters', () => {
  it('records every request in order with method, path and headers', async () => {
    await get(server, paths.types(), { market: 'FR', locale: 'fr' });
    await get(server, paths.brands('CTLR_WIFI'));
    await get(server, paths.brand('CTLR_WIFI', 12));
    await get(server, daikinFtxm25r, undefined, { apikey: 'bad' });
    await get(server, paths.types(), undefined, {}, { method: 'POST' });
    expect(server.callCount()).toBe(5);
    expect(server.callCount('/brands')).toBe(3);
    expect(server.callCount('/iumodels/')).toBe(1);
    expect(server.requests.map((r) => r.method)).toEqual(['GET', 'GET', 'GET', 'GET', 'POST']);
    expect(server.requests[0]?.path).toBe(paths.types());
    expect(server.requests[0]?.headers['app-market']).toBe('FR');
    expect(server.requests[0]?.headers['app-locale']).toBe('fr');
    expect(server.requests[0]?.headers['content-type']).toBe('application/json');
    expect(server.requests[3]?.headers.apikey).toBe('bad');
    server.resetCounters();
    expect(server.callCount()).toBe(0);
    expect(server.requests).toEqual([]);
  });

  it('counts faulted requests too', async () => {
    server.injectFault({ kind: 'reset' }, { times: 1 });
    server.injectFault({ kind: 'status', status: 500 }, { times: 1 });
    await get(server, paths.types()).catch(() => undefined);
    await get(server, paths.types());
    await get(server, paths.types());
    expect(server.callCount()).toBe(3);
  });
});

describe('close', () => {
  it('returns promptly with hanging requests and idle keep-alive sockets', async () => {
    const local = await startSampleServer();
    const agent = new Agent({ keepAliveTimeout: 60_000 });
    const ok = await request(`${local.baseUrl}${paths.types()}`, {
      headers: { apikey: local.apiKey, 'app-market': 'GB', 'app-locale': 'en' },
      dispatcher: agent,
    });
    await ok.body.text();
    local.injectFault({ kind: 'hang' });
    const hanging = request(`${local.baseUrl}${paths.types()}`, {
      headers: { apikey: local.apiKey, 'app-market': 'GB', 'app-locale': 'en' },
      dispatcher: agent,
    }).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(local.callCount()).toBe(2);
    const started = Date.now();
    await local.close();
    expect(Date.now() - started).toBeLessThan(500);
    expect(await hanging).toBeInstanceOf(Error);
    await local.close();
    await agent.close();
  });

  it('cancels delayed answers on close', async () => {
    const local = await startSampleServer({ latencyMs: 5_000 });
    const pending = get(local, paths.types()).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    await local.close();
    expect(Date.now() - started).toBeLessThan(500);
    expect(await pending).toBeInstanceOf(Error);
  });

  it('listens on loopback with an ephemeral port by default', async () => {
    expect(server.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const ipv6 = await startSampleServer({ host: '::1' }).catch(() => undefined);
    if (ipv6) {
      expect(ipv6.baseUrl).toMatch(/^http:\/\/\[::1\]:\d+$/);
      expect((await get(ipv6, paths.types())).status).toBe(200);
      await ipv6.close();
    }
  });
});
