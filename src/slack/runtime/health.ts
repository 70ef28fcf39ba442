/**
 * `GET /healthz`: 200 and a small JSON body (mode, the state store's kind and whether it is
 * reachable) while the app can serve, 503 once it is stopping. `GET /metrics`: the Prometheus
 * text (src/metrics/).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { registry } from '../../metrics/registry.js';
import type { StoreHealth } from '../../state/store.js';
import { requestPath } from './request-path.js';

export type HealthState = () => { ok: boolean; mode: 'http' | 'socket'; store: StoreHealth };

function healthHandler(state: HealthState) {
  return (res: ServerResponse): void => {
    const body = state();
    res.writeHead(body.ok ? 200 : 503, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
}

function metricsHandler(res: ServerResponse): void {
  registry.metrics().then(
    (text) => {
      res.writeHead(200, { 'content-type': registry.contentType });
      res.end(text);
    },
    () => res.writeHead(500).end(),
  );
}

/** Answers `GET /healthz` and `GET /metrics`; false (nothing answered) for any other request. */
export function healthRoutes(state: HealthState): (req: IncomingMessage, res: ServerResponse) => boolean {
  const health = healthHandler(state);
  return (req, res) => {
    if (req.method !== 'GET') return false;
    const path = requestPath(req);
    if (path === '/healthz') health(res);
    else if (path === '/metrics') metricsHandler(res);
    else return false;
    return true;
  };
}

/** Listens on `port`, resolving once listening; rejects when it cannot (e.g. the port is taken). */
export function listenOn(server: Server, port: number, host: string | undefined): Promise<Server> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, host }, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

/**
 * In Socket Mode nothing else listens on PORT: this small server answers `/healthz` and
 * `/metrics` there (and 404 elsewhere) so that the same checks work in both modes.
 */
export function startHealthServer(
  state: HealthState,
  port: number,
  host: string | undefined,
): Promise<Server> {
  const routes = healthRoutes(state);
  const server = createServer((req, res) => {
    if (!routes(req, res)) res.writeHead(404).end();
  });
  return listenOn(server, port, host);
}
