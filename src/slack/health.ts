/** `GET /healthz`: 200 and a small JSON body while the app can serve, 503 once it is stopping. */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export type HealthState = () => { ok: boolean; mode: 'http' | 'socket' };

export function healthHandler(state: HealthState) {
  return (_req: IncomingMessage, res: ServerResponse): void => {
    const body = state();
    res.writeHead(body.ok ? 200 : 503, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
}

/**
 * In Socket Mode nothing else listens on PORT: this small server answers `/healthz` there
 * (and 404 elsewhere) so that the same health check works in both modes.
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
