/**
 * Slackbot's MCP server as the Slack app mounts it, so that slack/app.ts holds two calls: the
 * routes for the app's HTTP server (Bolt's receiver, or Socket Mode's server on PORT), and serving
 * once the app's services exist, each request counted in flight with Slack's.
 */
import type { CustomRoute } from '@slack/bolt';
import type { AppConfig } from '../../config/env.js';
import type { Logger } from '../../log/logger.js';
import type { Services } from '../services/context.js';
import type { LoadUser } from '../user/user-scope.js';
import { createMcpEndpoint } from './endpoint.js';

export interface McpMount {
  /** `POST /mcp` and its refused methods, for the app's HTTP server. */
  readonly routes: CustomRoute[];
  /** From now on, tools are answered with the app's lookups and list gate, for users loaded as Slack's. */
  serve(
    services: Pick<Services, 'lookups' | 'listGate'>,
    loadUser: LoadUser,
    track: <T>(handle: () => Promise<T>) => Promise<T>,
  ): void;
}

export function mountMcp(config: AppConfig, logger: Logger): McpMount {
  const { signingSecret } = config.slack.connection;
  if (signingSecret === undefined)
    logger.warn('SLACK_SIGNING_SECRET is not set: POST /mcp (Slackbot) refuses every request');
  const endpoint = createMcpEndpoint({ signingSecret, logger });
  return {
    routes: endpoint.routes,
    serve(services, loadUser, track) {
      endpoint.serve(
        {
          config,
          lookups: services.lookups,
          logger,
          sample: config.catalogue.source.kind === 'sample',
          listGate: services.listGate,
          loadUser,
          locale: config.locale,
        },
        track,
      );
    },
  };
}
