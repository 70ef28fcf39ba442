/**
 * `POST /mcp` as a custom route of the app's HTTP server (Bolt's HTTPReceiver, or Socket Mode's
 * server on PORT: slack/runtime/health.ts), on the port of `/slack/events`. It serves once the
 * services exist (503 before); each request passes the signature gate first, then runs with a
 * request id, counted in flight so that stopping lets it finish. Other methods: 405.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CustomRoute } from '@slack/bolt';
import type { Logger } from '../../log/logger.js';
import { withRequestId } from '../../log/request-context.js';
import { type McpDeps, serveMcpRequest } from './server.js';
import { jsonRpcError, signedJsonBody } from './signature-gate.js';
import { deadlinesFromNow } from './tools/tool-deps.js';

export const mcpPath = '/mcp';

export interface McpEndpoint {
  /** `POST /mcp`, and 405 for its other methods (stateless: no event stream, no session to end), for Bolt's `customRoutes`. */
  readonly routes: CustomRoute[];
  /** From now on, requests are answered with these. */
  serve(deps: McpDeps, track: <T>(handle: () => Promise<T>) => Promise<T>): void;
}

export function createMcpEndpoint(options: {
  signingSecret: string | undefined;
  logger: Logger;
}): McpEndpoint {
  const { logger } = options;
  let serving: { deps: McpDeps; track: <T>(handle: () => Promise<T>) => Promise<T> } | undefined;

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    // Taken on arrival: reading the body, loading the caller and the tools all come out of them.
    const deadlines = deadlinesFromNow();
    const read = await signedJsonBody(req, res, options.signingSecret ?? '', logger);
    if (!read) return;
    if (!serving) {
      jsonRpcError(res, 503, -32000, 'Not serving yet');
      return;
    }
    const { deps, track } = serving;
    await track(() => serveMcpRequest(deps, req, res, read.body, deadlines));
  };

  const post: CustomRoute = {
    path: mcpPath,
    method: 'POST',
    handler: (req, res) => {
      withRequestId(() =>
        handle(req, res).catch((error: unknown) => {
          logger.error({ err: error }, 'An MCP request failed');
          jsonRpcError(res, 500, -32603, 'Internal error');
        }),
      );
    },
  };
  const notAllowed = (method: string): CustomRoute => ({
    path: mcpPath,
    method,
    handler: (_req, res) => {
      res.writeHead(405, { allow: 'POST' }).end();
    },
  });
  return {
    routes: [post, notAllowed('GET'), notAllowed('DELETE')],
    serve(deps, track) {
      serving = { deps, track };
    },
  };
}
