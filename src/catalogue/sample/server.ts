/**
 * A small HTTP server serving a sample catalogue over the spec's four GET paths (§4) with its
 * headers (§5), refusing as the spec says (405, 404, 401, 400); error bodies never echo a header
 * value. It keeps nothing per request; tests that record, delay or fault requests install a
 * `handle` hook.
 */
import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SampleCatalogue } from './catalogue.js';
import { sampleCatalogue } from './data.js';
import { type CatalogueResponses, responsesFor } from './responses.js';

export const SAMPLE_API_KEY = 'sample-catalogue-key';

export interface SampleServerOptions {
  catalogue?: SampleCatalogue;
  apiKey?: string;
  /** Default 127.0.0.1. */
  host?: string;
  /** Default 0 (an ephemeral port). */
  port?: number;
  /** Handles each request in place of answering it at once; default `exchange.send(exchange.answer())`. */
  handle?: (exchange: SampleExchange) => void;
}

/** One answer: status, JSON body, extra headers. */
export interface SampleAnswer {
  status: number;
  body: string;
  headers?: Record<string, string>;
}

/** One request being handled: `answer()` is the catalogue's normal answer, `send` writes an answer. */
export interface SampleExchange {
  req: IncomingMessage;
  res: ServerResponse;
  answer(): SampleAnswer;
  send(answer: SampleAnswer): void;
}

export interface SampleServer {
  /** e.g. `http://127.0.0.1:41234`, no trailing slash: the spec's `{base_url}`. */
  readonly baseUrl: string;
  readonly apiKey: string;
  /** Stops listening and ends keep-alive and unanswered connections at once. */
  close(): Promise<void>;
}

/** Types accepted in the path of the brand-detail and model-detail operations (§4.3, §4.4). */
const detailPathTypes = new Set(['CTLR_KNX', 'CTLR_PRO', 'CTLR_WIFI']);

export const errorAnswer = (status: number, error: string): SampleAnswer => ({
  status,
  body: JSON.stringify({ error }),
});

type RouteKind = 'types' | 'brands' | 'brand' | 'model';

/** The four paths of §4, after the `/msproduct.pv1/` prefix; `:name` segments are parameters. */
const routes: readonly (readonly [RouteKind, readonly string[]])[] = [
  ['types', 'compatibility-types/CTLR/article-types'.split('/')],
  ['brands', 'compatibilities/types/:type/brands'.split('/')],
  ['brand', 'compatibilities/types/:type/brands/:brandId'.split('/')],
  ['model', 'compatibility-types/CTLR/article-types/:type/brands/:brandId/iumodels/:modelId'.split('/')],
];

interface Route {
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
export function sampleAnswer(
  responses: CatalogueResponses,
  apiKey: string,
  req: IncomingMessage,
): SampleAnswer {
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

const ok = (json: string | undefined, notFound = 'not found'): SampleAnswer =>
  json === undefined ? errorAnswer(404, notFound) : { status: 200, body: json };

const send = (res: ServerResponse, result: SampleAnswer) => {
  if (res.destroyed || res.writableEnded) return;
  res.writeHead(result.status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(result.body),
    ...result.headers,
  });
  res.end(result.body);
};

const answerAtOnce = (exchange: SampleExchange) => exchange.send(exchange.answer());

export function startSampleServer(options: SampleServerOptions = {}): Promise<SampleServer> {
  const responses = responsesFor(options.catalogue ?? sampleCatalogue());
  const apiKey = options.apiKey ?? SAMPLE_API_KEY;
  const host = options.host ?? '127.0.0.1';
  const handle = options.handle ?? answerAtOnce;

  const server = createServer((req, res) => {
    req.resume();
    handle({
      req,
      res,
      answer: () => sampleAnswer(responses, apiKey, req),
      send: (result) => send(res, result),
    });
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
        close: () => {
          closing ??= new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          });
          return closing;
        },
      });
    });
  });
}
