/**
 * `GET /healthz` (200 while the app can serve, 503 once stopping) and `GET /metrics`. Custom routes
 * of Bolt's receiver in HTTP mode; in Socket Mode a small server of our own on PORT (serving
 * `POST /mcp` too), because Bolt's Socket Mode receiver binds every interface and reports neither
 * a failure to bind nor its port.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { CustomRoute } from '@slack/bolt';
import { registry } from '../../metrics/registry.js';
import type { StoreHealth } from '../../state/store.js';

/** One served market's catalogue copy: whole or not yet, when it was made whole, its models. */
interface MarketCopyHealth {
  complete: boolean;
  at?: string;
  models?: number;
}

export type HealthState = () => {
  ok: boolean;
  mode: 'http' | 'socket';
  store: StoreHealth;
  /** While a copy of the catalogue is kept: each served market's. */
  catalogue?: Record<string, MarketCopyHealth>;
};

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

const healthHandler =
  (state: HealthState): Handler =>
  (_req, res) => {
    const body = state();
    res.writeHead(body.ok ? 200 : 503, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

const metricsHandler: Handler = (_req, res) => {
  registry.metrics().then(
    (text) => {
      res.writeHead(200, { 'content-type': registry.contentType });
      res.end(text);
    },
    () => res.writeHead(500).end(),
  );
};

/** `GET /healthz` and `GET /metrics`, as Bolt's custom routes. */
export const healthRoutes = (state: HealthState): CustomRoute[] => [
  { path: '/healthz', method: 'GET', handler: healthHandler(state) },
  { path: '/metrics', method: 'GET', handler: metricsHandler },
];

/** The path of a request target, or undefined when it is not one. */
function pathOf(req: IncomingMessage): string | undefined {
  try {
    return new URL(req.url ?? '/', 'http://localhost').pathname;
  } catch {
    return undefined;
  }
}

/** Listens on `port` (0: any free one), resolving once listening; rejects when it cannot (e.g. the port is taken). */
export function listenOn(server: Server, port: number, host: string | undefined): Promise<Server> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, host }, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

/** Socket Mode's server for `healthRoutes` and `extra` routes (`POST /mcp`) on PORT (404 for anything else). */
export function startHealthServer(
  state: HealthState,
  port: number,
  host: string | undefined,
  extra: readonly CustomRoute[] = [],
): Promise<Server> {
  const routes = [...healthRoutes(state), ...extra];
  const server = createServer((req, res) => {
    const path = pathOf(req);
    const route = routes.find((candidate) => candidate.path === path && req.method === candidate.method);
    if (route) route.handler(Object.assign(req, { params: {} }), res);
    else res.writeHead(404).end();
  });
  return listenOn(server, port, host);
}
