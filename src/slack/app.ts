/**
 * The Slack app: Bolt over HTTP (one path, `/slack/events`, plus `GET /healthz` and `GET
 * /metrics`; runtime/http-receiver.ts) or, when SLACK_APP_TOKEN is set, over Socket Mode. Every
 * Web API call goes to SLACK_API_URL.
 */

import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { App, type CodedError, type Context, ErrorCode, SocketModeReceiver, type webApi } from '@slack/bolt';
import type { AppConfig } from '../config/env.js';
import { toLanguage } from '../i18n/index.js';
import { ListGate } from '../lists/run.js';
import type { Logger } from '../log/logger.js';
import { withRequestId } from '../log/request-context.js';
import type { LookupEngine } from '../lookup/engine.js';
import { countSlackApiErrors } from '../metrics/slack-client.js';
import { createPictureReader, type ReaderOptions } from '../photo/reader.js';
import { openMemoryState } from '../state/memory.js';
import type { AppState } from '../state/store.js';
import { buildErrorMessage } from './blocks/notices.js';
import { downloadSharedFile, downloadTimeoutMs } from './files/download.js';
import { dispatcher } from './listeners/index.js';
import { postEphemeral } from './replies/response-url.js';
import { roundTripAllowed } from './requests/round-trip.js';
import { boltLogger } from './runtime/bolt-logger.js';
import { type ListenerDeps, recentReplySchema } from './runtime/deps.js';
import { type HealthState, healthRoutes, startHealthServer } from './runtime/health.js';
import { SlackHttpReceiver } from './runtime/http-receiver.js';
import { requestsInFlight } from './runtime/in-flight.js';
import { lookupRecorder } from './runtime/record-lookup.js';
import { listenStartupError, slackStartupError } from './runtime/startup-errors.js';
import { createAdminCheck } from './user/admins.js';
import { defaultMaxMembers, type LocaleDirectory, startLocaleDirectory } from './user/locale-directory.js';
import { LocaleRefusals } from './user/locale-refusals.js';
import { requestScope, safeUserLoader, userOnContext } from './user/middleware.js';
import { cachedLocaleSchema, SlackLocales } from './user/slack-locale.js';
import { createUserLoader, type LoadUser } from './user/user-scope.js';
import { createUsersApi } from './user/users-api.js';

export { StartupError } from './runtime/startup-errors.js';

const eventsPath = '/slack/events';

/** Web API calls retry a little (a lost packet), not for half an hour (Bolt's default). */
const webApiRetries: webApi.RetryOptions = { retries: 2, factor: 2, minTimeout: 250, maxTimeout: 2000 };
const webApiTimeoutMs = 10_000;
/** How long stopping waits for requests being handled to finish. */
const drainTimeoutMs = 10_000;
/** Lookups of lists in flight at once, all lists together: single questions never queue behind them. */
const listLookupsInFlight = 2;
/** A locale the catalogue refused for a market is not tried there again for this long. */
const localeRefusalTtlMs = 6 * 3_600_000;
/** The longest App Home (or /controller report) waits for Slack to say whether a user is an admin. */
const adminCheckWaitMs = 1000;

interface SlackAppDeps {
  config: AppConfig;
  logger: Logger;
  engine: LookupEngine;
  /** Settings, recent lookups, the lookup log, event claims and caches; in memory only when unset. */
  state?: AppState;
  /** Interface to listen on; all interfaces when unset. */
  host?: string;
  /** Limits of the picture reader (size, queue, time per picture); its defaults when unset. */
  pictures?: Partial<ReaderOptions>;
}

export interface SlackApp {
  readonly mode: 'http' | 'socket';
  /** The bound port once started: Slack requests and /healthz in HTTP mode, /healthz in Socket Mode. */
  readonly port: number | undefined;
  /** Checks the bot token (auth.test), then listens or connects. Rejects with a StartupError. */
  start(): Promise<void>;
  /** Stops taking requests, lets those in flight finish (bounded), then closes. */
  stop(): Promise<void>;
}

interface ErrorHandlerArgs {
  error: CodedError;
  body: unknown;
  context: Context;
}

const responseUrlOf = (body: unknown): string | undefined => {
  const url = (body as { response_url?: unknown } | null)?.response_url;
  return typeof url === 'string' ? url : undefined;
};

export function createSlackApp(deps: SlackAppDeps): SlackApp {
  const { config, logger } = deps;
  const { connection } = config.slack;
  const { mode } = connection;
  const log = boltLogger(logger);
  countSlackApiErrors();
  let stopping = false;
  const state = deps.state ?? openMemoryState({ logger, lookupLogDays: 90 });
  // The store being away does not stop the app serving (defaults apply): it is reported, not failed on.
  const health: HealthState = () => ({ ok: !stopping, mode, store: state.health() });
  const clientOptions: webApi.WebClientOptions = {
    slackApiUrl: config.slack.apiUrl,
    retryConfig: webApiRetries,
    timeout: webApiTimeoutMs,
  };

  const socketReceiver =
    connection.mode === 'socket'
      ? new SocketModeReceiver({
          appToken: connection.appToken,
          logger: log,
          // apps.connections.open goes through the Socket Mode client's own WebClient.
          installerOptions: { clientOptions: { ...clientOptions } },
        })
      : undefined;
  const httpReceiver =
    connection.mode === 'http'
      ? new SlackHttpReceiver({
          eventsPath,
          signingSecret: connection.signingSecret,
          logger,
          boltLogger: log,
          language: toLanguage(config.locale),
          otherRoutes: healthRoutes(health),
        })
      : undefined;

  const app = new App({
    token: config.slack.botToken,
    receiver: socketReceiver ?? httpReceiver,
    logger: log,
    clientOptions,
    convoStore: false,
    deferInitialization: true,
    extendedErrorHandler: true,
  });

  // users.info and users.list on a client of their own (user/users-api.ts): cheap, and a 429
  // rejects at once, so Slack's rate limit neither pauses the replies' client nor holds a request.
  const usersApi = createUsersApi({
    apiUrl: config.slack.apiUrl,
    botToken: config.slack.botToken,
    timeoutMs: webApiTimeoutMs,
  });
  const refusals = new LocaleRefusals({ ttlMs: localeRefusalTtlMs, maxSize: 1000 });
  const slackLocales = new SlackLocales({
    logger,
    cache: state.cache('slack-locale', cachedLocaleSchema, defaultMaxMembers),
    fetchLocale: async (userId) => (await usersApi.info(userId, { includeLocale: true }))?.locale,
  });
  let directory: LocaleDirectory | undefined;
  const loadUser: LoadUser = safeUserLoader(
    createUserLoader({
      config,
      settings: (userId) => state.settings.get(userId),
      slackLocale: (userId, deadline) => slackLocales.localeOf(userId, deadline),
      refusals,
      logger,
    }),
    config,
    logger,
  );
  const recorder = lookupRecorder(state, logger);
  const listenerDeps: ListenerDeps = {
    engine: deps.engine,
    logger,
    config,
    state,
    refusals,
    recentReplies: state.cache('replies', recentReplySchema, 1000),
    loadUser,
    downloadFile: (file, maxBytes) =>
      downloadSharedFile(file, {
        botToken: config.slack.botToken,
        apiUrl: config.slack.apiUrl,
        maxBytes,
        timeoutMs: downloadTimeoutMs,
      }),
    listGate: new ListGate(listLookupsInFlight),
    pictures: createPictureReader(deps.pictures),
    recordLookup: recorder.record,
    isAdmin: createAdminCheck({
      adminUserIds: config.slack.adminUserIds,
      // The users.info client that rejects a 429 at once (as for locales), never Bolt's, which waits it out.
      roles: (userId) => usersApi.info(userId),
      logger,
      waitMs: adminCheckWaitMs,
    }),
  };

  const inFlight = requestsInFlight();
  const putUser = userOnContext(loadUser, config);
  const allowed = roundTripAllowed(config, logger);
  const dispatch = dispatcher(listenerDeps);
  // One middleware for every request (each Bolt middleware or listener is a cost on every
  // request): one request id for its log lines (src/log/request-context.ts), counted in flight,
  // its user on `context`, the values it carries back checked, then its listener (listeners/index.ts).
  app.use(async (args) => {
    await withRequestId(() =>
      inFlight.track(async () => {
        putUser(args);
        if (await allowed(args)) await dispatch(args);
      }),
    );
  });

  app.error(async ({ error, body, context }: ErrorHandlerArgs) => {
    logger.error({ err: error }, 'A Slack listener failed');
    const url = responseUrlOf(body);
    if (!url || error.code === ErrorCode.RespondError) return;
    const user = await requestScope(context);
    await postEphemeral(url, buildErrorMessage(user.language), logger, 'the failure notice');
  });

  let server: Server | undefined;
  let port: number | undefined;

  const listen = async (start: () => Promise<Server>): Promise<void> => {
    try {
      server = await start();
    } catch (error) {
      throw listenStartupError(error, config.slack.port);
    }
    port = (server.address() as AddressInfo).port;
  };

  return {
    mode,
    get port() {
      return port;
    },

    async start() {
      try {
        await app.init();
      } catch (error) {
        throw slackStartupError(error, 'SLACK_BOT_TOKEN', config.slack.apiUrl);
      }
      if (httpReceiver) {
        await listen(() => httpReceiver.start(config.slack.port, deps.host));
      } else if (socketReceiver) {
        try {
          await socketReceiver.start();
        } catch (error) {
          throw slackStartupError(error, 'SLACK_APP_TOKEN', config.slack.apiUrl);
        }
        await listen(() => startHealthServer(health, config.slack.port, deps.host));
      }
      directory = startLocaleDirectory({
        listPage: (cursor, limit) => usersApi.listPage(cursor, limit),
        learn: (userId, locale, ttlMs) => slackLocales.learn(userId, locale, ttlMs),
        // Only where instances share what one of them learned (Redis) does one read for all.
        ...(state.health().kind === 'redis' && {
          claim: (key: string, ttlMs: number) => state.events.claim(key, ttlMs),
        }),
        logger,
      });
      logger.info({ mode, port }, 'Slack app started');
    },

    async stop() {
      if (stopping) return;
      stopping = true;
      slackLocales.close();
      directory?.close();
      if (httpReceiver) {
        await httpReceiver
          .stop()
          .catch((error: unknown) => logger.warn({ err: error }, 'Stopping the HTTP server failed'));
      }
      const drained = await inFlight.drain(drainTimeoutMs);
      if (!drained) logger.warn({ active: inFlight.active }, 'Stopped with requests still in flight');
      // Before the store is closed (start-app.ts): the lookups of the last requests.
      recorder.flush();
      await listenerDeps.pictures.close();
      await usersApi.close();
      // Before the store is closed (start-app.ts): a page being read when the app stopped.
      await directory?.settled();
      if (socketReceiver) {
        await socketReceiver.client.disconnect();
        await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      }
      logger.info('Slack app stopped');
    },
  };
}
