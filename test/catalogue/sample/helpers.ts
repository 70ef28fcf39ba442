/** Raw HTTP against the sample server, on purpose without the app's catalogue client. */
import { Agent, request } from 'undici';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { listUnits, type SampleUnit, sampleCatalogue } from '../../../src/catalogue/sample/data.js';
import { type SampleServer, startSampleServer } from '../../support/sample-server.js';

export const paths = {
  types: () => '/msproduct.pv1/compatibility-types/CTLR/article-types',
  brands: (type: string) => `/msproduct.pv1/compatibilities/types/${encodeURIComponent(type)}/brands`,
  brand: (type: string, brandId: number | string) =>
    `/msproduct.pv1/compatibilities/types/${encodeURIComponent(type)}/brands/${brandId}`,
  model: (type: string, brandId: number | string, modelId: number | string) =>
    `/msproduct.pv1/compatibility-types/CTLR/article-types/${encodeURIComponent(type)}/brands/${brandId}/iumodels/${modelId}`,
};

export interface Scope {
  market: string;
  locale: string;
}

export interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json: () => unknown;
}

export const dispatcher = new Agent({ keepAliveTimeout: 10_000, connections: 16 });

/** GET with the spec's headers; `headers` overrides or removes them (undefined removes). */
export async function get(
  server: SampleServer,
  path: string,
  scope: Scope = { market: 'GB', locale: 'en' },
  headers: Record<string, string | undefined> = {},
  init: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD'; timeoutMs?: number } = {},
): Promise<Reply> {
  const merged: Record<string, string | undefined> = {
    apikey: server.apiKey,
    'app-market': scope.market,
    'app-locale': scope.locale,
    'content-type': 'application/json',
    ...headers,
  };
  const sent = Object.fromEntries(
    Object.entries(merged).filter((e): e is [string, string] => e[1] !== undefined),
  );
  const response = await request(`${server.baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: sent,
    dispatcher,
    signal: AbortSignal.timeout(init.timeoutMs ?? 5_000),
  });
  const text = await response.body.text();
  return { status: response.statusCode, headers: response.headers, text, json: () => JSON.parse(text) };
}

/** A unit of the embedded catalogue by designation (throws when not sold in the market). */
export function unitNamed(designation: string, market = 'GB'): SampleUnit {
  const unit = listUnits(sampleCatalogue(), market).find((u) => u.designation === designation);
  if (!unit) throw new Error(`${designation} is not sold in ${market}`);
  return unit;
}

/** One sample server for the test file, handed to `started`; faults, latency and counters reset before each test. */
export function sampleServerPerFile(started: (server: SampleServer) => void): void {
  let server: SampleServer | undefined;
  beforeAll(async () => {
    server = await startSampleServer();
    started(server);
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(() => {
    server?.clearFaults();
    server?.setLatency(0);
    server?.resetCounters();
  });
}
