/**
 * A small HTTP server that serves a sample catalogue over the spec's four GET paths (§4) with
 * the spec's headers (§5), plus test knobs: latency, injected faults and request counters.
 *
 * Rules it applies, in order: non-GET → 405; unknown path → 404; `apikey` missing or wrong → 401;
 * `app-market` missing/unknown → 400; `app-locale` missing/unknown → 400; malformed path
 * parameter, or a type other than CTLR_KNX/CTLR_PRO/CTLR_WIFI on the brand-detail and
 * model-detail paths → 400; type not offered in the market → 404; unknown or mismatched ids,
 * or a model not served for the type in the market → 404. Error bodies are `{"error": "..."}`
 * and never echo a header value.
 */
import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse, STATUS_CODES } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SampleCatalogue } from './catalogue.js';
import { sampleCatalogue } from './data.js';
import { type CatalogueResponses, responsesFor } from './responses.js';

export const SAMPLE_API_KEY = 'sample-catalogue-key';

export type SampleFault =
  | { kind: 'status'; status: number }
  | { kind: 'rate_limit'; retryAfterSeconds: number }
  | { kind: 'hang' }
  | { kind: 'garbage' }
  | { kind: 'reset' }
  | { kind: 'schema_drift' };

export interface SampleServerOptions {
  catalogue?: SampleCatalogue;
  apiKey?: string;
  /** Default 127.0.0.1. */
  host?: string;
  /** Default 0 (an ephemeral port). */
  port?: number;
  latencyMs?: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface SampleServer {
  /** e.g. `http://127.0.0.1:41234`, no trailing slash: the spec's `{base_url}`. */
  readonly baseUrl: string;
  readonly apiKey: string;
  /** Every request received, in order, faulted ones included. */
  readonly requests: RecordedRequest[];
  callCount(pathIncludes?: string): number;
  resetCounters(): void;
  setLatency(ms: number): void;
  /** Faults apply in order of injection; `times` defaults to "until cleared". */
  injectFault(fault: SampleFault, options?: { times?: number; pathIncludes?: string }): void;
  clearFaults(): void;
  /** Stops listening and ends keep-alive and hanging connections at once. */
  close(): Promise<void>;
}

/** Types accepted in the path of the brand-detail and model-detail operations (§4.3, §4.4). */
const detailPathTypes = new Set(['CTLR_KNX', 'CTLR_PRO', 'CTLR_WIFI']);

interface Answer {
  status: number;
  body: string;
  headers?: Record<string, string>;
}

const errorAnswer = (status: number, error: string): Answer => ({ status, body: JSON.stringify({ error }) });

type RouteKind = 'types' | 'brands' | 'brand' | 'model';

/** The four paths of §4, after the `/msproduct.pv1/` prefix; `:name` segments are parameters. */
const routes: readonly (readonly [RouteKind, readonly string[]])[] = [
  ['types', 'compatibility-types/CTLR/article-types'.split('/')],
  ['brands', 'compatibilities/types/:type/brands'.split('/')],
  ['brand', 'compatibilities/types/:type/brands/:brandId'.split('/')],
  ['model', 'compatibility-types/CTLR/article-types/:type/brands/:brandId/iumodels/:modelId'.split('/')],
];

export interface Route {
  kind: RouteKind;
  params: { type?: string; brandId?: string; modelId?: string };
}

/** Matches a request path against the four paths of §4 (parameters URL-decoded); undefined otherwise. */
export function matchRoute(pathname: string): Route | undefined {
  const prefix = '/msproduct.pv1/';
  if (!pathname.startsWith(prefix)) return undefined;
  let segments: string[];
  try {
    segments = pathname.slice(prefix.length).split('/').map(decodeURIComponent);
  } catch {
    return undefined;
  }
  for (const [kind, pattern] of routes) {
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, i) => {
      const segment = segments[i] ?? '';
      if (!part.startsWith(':')) return part === segment;
      params[part.slice(1)] = segment;
      return segment !== '';
    });
    if (matches) return { kind, params };
  }
  return undefined;
}

const singleHeader = (value: string | string[] | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;

const parseId = (value: string): number | undefined =>
  /^[0-9]{1,15}$/.test(value) ? Number(value) : undefined;

const keysEqual = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** The normal answer of the catalogue to a request (no faults). */
function answer(responses: CatalogueResponses, apiKey: string, req: IncomingMessage): Answer {
  if (req.method !== 'GET') return { ...errorAnswer(405, 'method not allowed'), headers: { allow: 'GET' } };
  const route = matchRoute((req.url ?? '').split('?')[0] ?? '');
  if (!route) return errorAnswer(404, 'no such path');
  const key = singleHeader(req.headers.apikey);
  if (key === undefined || !keysEqual(key, apiKey)) return errorAnswer(401, 'missing or invalid apikey');
  const market = singleHeader(req.headers['app-market']);
  if (market === undefined || !responses.hasMarket(market))
    return errorAnswer(400, 'missing or unknown app-market');
  const localeHeader = singleHeader(req.headers['app-locale']);
  const language = localeHeader === undefined ? undefined : responses.languageOf(localeHeader);
  if (language === undefined) return errorAnswer(400, 'missing or unknown app-locale');

  if (route.kind === 'types') return ok(responses.typesJson(market, language));
  const type = route.params.type ?? '';
  if (route.kind !== 'brands' && !detailPathTypes.has(type)) {
    return errorAnswer(400, 'article_type must be one of CTLR_KNX, CTLR_PRO, CTLR_WIFI');
  }
  if (!responses.offers(market, type)) return errorAnswer(404, 'article type not available in this market');
  if (route.kind === 'brands') return ok(responses.brandsJson(market, type));
  const brandId = parseId(route.params.brandId ?? '');
  if (brandId === undefined) return errorAnswer(400, 'brand_id must be an integer');
  if (route.kind === 'brand') {
    return ok(responses.brandModelsJson(market, type, brandId), 'brand not found for this type');
  }
  const modelId = parseId(route.params.modelId ?? '');
  if (modelId === undefined) return errorAnswer(400, 'iumodel_id must be an integer');
  return ok(responses.modelJson(market, language, type, brandId, modelId), 'model not found for this type');
}

const ok = (json: string | undefined, notFound = 'not found'): Answer =>
  json === undefined ? errorAnswer(404, notFound) : { status: 200, body: json };

/** Every `id` field turned into a string: valid JSON, invalid against the spec's types. */
function drift(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(drift);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, k === 'id' && typeof v === 'number' ? String(v) : drift(v)]),
    );
  }
  return value;
}

function faultAnswer(fault: SampleFault, normal: () => Answer): Answer | undefined {
  switch (fault.kind) {
    case 'status':
      return errorAnswer(fault.status, STATUS_CODES[fault.status] ?? 'injected fault');
    case 'rate_limit':
      return {
        ...errorAnswer(429, 'rate limited'),
        headers: { 'retry-after': String(fault.retryAfterSeconds) },
      };
    case 'garbage':
      return { status: 200, body: '<html><body><h1>Gateway</h1>{"body": {' };
    case 'schema_drift': {
      const base = normal();
      const body = base.status === 200 ? drift(JSON.parse(base.body)) : { body: { id: 'drift' } };
      return { status: 200, body: JSON.stringify(body) };
    }
    case 'hang':
    case 'reset':
      return undefined;
  }
}

interface ActiveFault {
  fault: SampleFault;
  remaining: number;
  pathIncludes: string | undefined;
}

export function startSampleServer(options: SampleServerOptions = {}): Promise<SampleServer> {
  const responses = responsesFor(options.catalogue ?? sampleCatalogue());
  const apiKey = options.apiKey ?? SAMPLE_API_KEY;
  const host = options.host ?? '127.0.0.1';
  const requests: RecordedRequest[] = [];
  let faults: ActiveFault[] = [];
  let latencyMs = options.latencyMs ?? 0;
  const timers = new Set<NodeJS.Timeout>();

  const takeFault = (path: string): SampleFault | undefined => {
    const active = faults.find((f) => f.pathIncludes === undefined || path.includes(f.pathIncludes));
    if (!active) return undefined;
    active.remaining -= 1;
    if (active.remaining <= 0) faults = faults.filter((f) => f !== active);
    return active.fault;
  };

  const send = (res: ServerResponse, result: Answer) => {
    if (res.destroyed || res.writableEnded) return;
    res.writeHead(result.status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(result.body),
      ...result.headers,
    });
    res.end(result.body);
  };

  const respond = (req: IncomingMessage, res: ServerResponse, fault: SampleFault | undefined) => {
    if (fault?.kind === 'reset') {
      req.socket.resetAndDestroy();
      return;
    }
    const normal = () => answer(responses, apiKey, req);
    send(res, (fault && faultAnswer(fault, normal)) ?? normal());
  };

  const server = createServer((req, res) => {
    const path = req.url ?? '';
    requests.push({ method: req.method ?? '', path, headers: { ...req.headers } });
    req.resume();
    const fault = takeFault(path);
    if (fault?.kind === 'hang') return;
    if (latencyMs <= 0) {
      respond(req, res, fault);
      return;
    }
    const timer = setTimeout(() => {
      timers.delete(timer);
      respond(req, res, fault);
    }, latencyMs);
    timers.add(timer);
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      const { port } = server.address() as AddressInfo;
      const hostInUrl = host.includes(':') ? `[${host}]` : host;
      let closing: Promise<void> | undefined;
      resolve({
        baseUrl: `http://${hostInUrl}:${port}`,
        apiKey,
        requests,
        callCount: (pathIncludes) =>
          pathIncludes === undefined
            ? requests.length
            : requests.filter((r) => r.path.includes(pathIncludes)).length,
        resetCounters: () => {
          requests.length = 0;
        },
        setLatency: (ms) => {
          latencyMs = ms;
        },
        injectFault: (fault, faultOptions = {}) => {
          if (faultOptions.times !== undefined && faultOptions.times <= 0) return;
          faults.push({
            fault,
            remaining: faultOptions.times ?? Number.POSITIVE_INFINITY,
            pathIncludes: faultOptions.pathIncludes,
          });
        },
        clearFaults: () => {
          faults = [];
        },
        close: () => {
          closing ??= new Promise<void>((done) => {
            for (const timer of timers) clearTimeout(timer);
            timers.clear();
            server.close(() => done());
            server.closeAllConnections();
          });
          return closing;
        },
      });
    });
  });
}
