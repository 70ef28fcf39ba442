/**
 * The sample catalogue server with test instruments: every request recorded (method, path,
 * headers), a latency, and injected faults (a status, a rate limit, a hang, garbage, a reset, a
 * body that drifts from the schema, a body rewritten by the test), and the catalogue replaced
 * while it serves (units added, removed, given another SKU or other warnings). Built on the product server's `handle` hook, so the answers
 * are the product's own; nothing here ships in src/.
 */
import { STATUS_CODES } from 'node:http';
import type { SampleCatalogue } from '../../src/catalogue/sample/catalogue.js';
import { responsesFor } from '../../src/catalogue/sample/responses.js';
import {
  errorAnswer,
  type SampleServerOptions as ProductOptions,
  type SampleServer as ProductServer,
  SAMPLE_API_KEY,
  type SampleAnswer,
  type SampleExchange,
  sampleAnswer,
  startSampleServer as startProductServer,
} from '../../src/catalogue/sample/server.js';

export type SampleFault =
  | { kind: 'status'; status: number }
  | { kind: 'rate_limit'; retryAfterSeconds: number }
  | { kind: 'hang' }
  | { kind: 'garbage' }
  | { kind: 'reset' }
  | { kind: 'schema_drift' }
  /** The normal JSON body of a successful answer, changed by `rewrite` (e.g. a cosmetic upstream change). */
  | { kind: 'rewrite'; rewrite: (json: unknown) => unknown };

export interface SampleServerOptions extends Omit<ProductOptions, 'handle'> {
  latencyMs?: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface SampleServer extends ProductServer {
  /** Every request received, in order, faulted ones included. */
  readonly requests: RecordedRequest[];
  callCount(pathIncludes?: string): number;
  resetCounters(): void;
  setLatency(ms: number): void;
  /** Faults apply in order of injection; `times` defaults to "until cleared". */
  injectFault(fault: SampleFault, options?: { times?: number; pathIncludes?: string }): void;
  clearFaults(): void;
  /** Serves `catalogue` from now on: the catalogue changing under the app. */
  replaceCatalogue(catalogue: SampleCatalogue): void;
}

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

function faultAnswer(fault: SampleFault, normal: () => SampleAnswer): SampleAnswer | undefined {
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
    case 'rewrite': {
      const base = normal();
      return base.status === 200
        ? { ...base, body: JSON.stringify(fault.rewrite(JSON.parse(base.body))) }
        : base;
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

export async function startSampleServer(options: SampleServerOptions = {}): Promise<SampleServer> {
  const { latencyMs: initialLatencyMs, ...productOptions } = options;
  const requests: RecordedRequest[] = [];
  let faults: ActiveFault[] = [];
  let latencyMs = initialLatencyMs ?? 0;
  const timers = new Set<NodeJS.Timeout>();
  let replaced: ReturnType<typeof responsesFor> | undefined;
  const apiKey = productOptions.apiKey ?? SAMPLE_API_KEY;

  const takeFault = (path: string): SampleFault | undefined => {
    const active = faults.find((f) => f.pathIncludes === undefined || path.includes(f.pathIncludes));
    if (!active) return undefined;
    active.remaining -= 1;
    if (active.remaining <= 0) faults = faults.filter((f) => f !== active);
    return active.fault;
  };

  const respond = (exchange: SampleExchange, fault: SampleFault | undefined) => {
    if (fault?.kind === 'reset') {
      exchange.req.socket.resetAndDestroy();
      return;
    }
    const normal = () => (replaced ? sampleAnswer(replaced, apiKey, exchange.req) : exchange.answer());
    exchange.send((fault && faultAnswer(fault, normal)) ?? normal());
  };

  const handle = (exchange: SampleExchange) => {
    const { req } = exchange;
    const path = req.url ?? '';
    requests.push({ method: req.method ?? '', path, headers: { ...req.headers } });
    const fault = takeFault(path);
    if (fault?.kind === 'hang') return;
    if (latencyMs <= 0) {
      respond(exchange, fault);
      return;
    }
    const timer = setTimeout(() => {
      timers.delete(timer);
      respond(exchange, fault);
    }, latencyMs);
    timers.add(timer);
  };

  const server = await startProductServer({ ...productOptions, handle });
  return {
    baseUrl: server.baseUrl,
    apiKey: server.apiKey,
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
    replaceCatalogue: (catalogue) => {
      replaced = responsesFor(catalogue);
    },
    close: () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      return server.close();
    },
  };
}
