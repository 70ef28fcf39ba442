/**
 * `GET /healthz`: 200 and a small JSON body (mode, the state store's kind and whether it is
 * reachable) while the app can serve, 503 once it is stopping. `GET /metrics`: the Prometheus
 * text (src/metrics/).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { registry } from '../../metrics/registry.js';
import type { StoreHealth } from '../../state/store.js';

export type HealthState = () => { ok: boolean; mode: 'http' | 'socket'; store: StoreHealth };

export function healthHandler(state: HealthState) {
  return (_req: IncomingMessage, res: ServerResponse): void => {
    const body = state();
    res.writeHead(body.ok ? 200 : 503, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
}

export function metricsHandler(_req: IncomingMessage, res: ServerResponse): void {
  registry.metrics().then(
    (text) => {
      res.writeHead(200, { 'content-type': registry.contentType });
      res.end(text);
    },
    () => res.writeHead(500).end(),
  );
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
  const handle = healthHandler(state);
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (req.method === 'GET' && path === '/healthz') return handle(req, res);
    if (req.method === 'GET' && path === '/metrics') return metricsHandler(req, res);
    res.writeHead(404).end();
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, host }, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
