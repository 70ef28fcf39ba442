/**
 * The Slack app: a Bolt `App<AppContext>` over HTTP (Bolt's HTTPReceiver on `/slack/events`, with
 * `/healthz` and `/metrics`) or Socket Mode, and Slackbot's MCP server (`POST /mcp`, src/slack/mcp) on the
 * same port either way; its global middleware (request id, requests in flight, envelope, context,
 * round trips), its listeners, and this instance's job workers, stopped after requests in flight.
 */
import type { Server } from 'node:http';
import { App, SocketModeReceiver } from '@slack/bolt';
import type { CatalogueCopy } from '../catalogue-copy/open.js';
import { type RefreshSchedule, startRefreshSchedule } from '../catalogue-copy/schedule.js';
import type { AppConfig } from '../config/env.js';
import { toLanguage } from '../i18n/index.js';
import { localJobQueue } from '../jobs/local-queue.js';
import { memoryJobStore } from '../jobs/memory-store.js';
import type { JobQueue } from '../jobs/types.js';
import type { Logger } from '../log/logger.js';
import { withRequestId } from '../log/request-context.js';
import type { LookupEngine } from '../lookup/engine.js';
import { createPictureReader, type ReaderOptions } from '../photo/reader.js';
import { Deadline } from '../shared/deadline.js';
import { openMemoryState } from '../state/memory.js';
import type { AppState } from '../state/store.js';
import type { WatchStore } from '../watched-lists/store.js';
import { copyRefreshHandler } from './catalogue-copy/refresh-job.js';
import { downloadSharedFile, downloadTimeoutMs } from './files/download.js';
import { type AppJobKinds, appJobKinds } from './jobs/kinds.js';
import { registerListeners } from './listeners/index.js';
import { listenerFailed } from './listeners/listener-failed.js';
import { mountMcp } from './mcp/mount.js';
import { provideContext, safeUserLoader } from './middleware/asker.js';
import { checkedEnvelopes } from './middleware/envelope.js';
import { allowedRoundTrips } from './middleware/round-trip.js';
import { lookupRecorder } from './replies/record-lookup.js';
import { boltLogger } from './runtime/bolt-logger.js';
import { closeWithin, closing } from './runtime/close-server.js';
import { type HealthState, startHealthServer } from './runtime/health.js';
import { requestsInFlight } from './runtime/in-flight.js';
import { createHttpReceiver } from './runtime/receiver.js';
import { createSlackClients } from './runtime/slack-clients.js';
import { listenStartupError, slackStartupError } from './runtime/startup-errors.js';
import type { AppContext } from './services/context.js';
import { createServices } from './services/create-services.js';
import { createAdminCheck } from './user/admins.js';
import { type LocaleDirectory, startLocaleDirectory } from './user/locale-directory.js';
import { createWhoAsks } from './user/who-asks.js';
import { createWatchInSlack } from './watched-lists/watch-in-slack.js';

export { StartupError } from './runtime/startup-errors.js';

/**
 * How long stopping waits for requests being handled, and connections open, to end: a stop held
 * by a client that never finishes its request is done within 10 s of the signal, closing included.
 */
const drainTimeoutMs = 9000;
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
  /** Limits of the picture reader (size, time per picture); its defaults when unset. */
  pictures?: Partial<ReaderOptions>;
  /**
   * Lists and photos, written before they are promised and run by this app's workers (started
   * and stopped with the app); in this process's memory only when unset.
   */
  jobs?: JobQueue<AppJobKinds>;
  /** The catalogue copy, when kept: its refresh job runs here, on its schedule. */
  copy?: CatalogueCopy;
  /** Where answered lists are watched (src/watched-lists); none is when unset. */
  watchStore?: WatchStore;
}

export interface SlackApp {
  readonly mode: 'http' | 'socket';
  /** The bound port once started: Slack requests and /healthz in HTTP mode, /healthz in Socket Mode. */
  readonly port: number | undefined;
  /** Checks the bot token (auth.test), then listens or connects. Rejects with a StartupError. */
  start(): Promise<void>;
  /** Stops taking requests, lets those in flight finish (bounded), then closes. */
  stop(): Promise<void>;
  /** Settles once the pass reading the members' Slack locales under way (the first: at start) has ended. */
  membersRead(): Promise<void>;
}

export function createSlackApp(deps: SlackAppDeps): SlackApp {
  const { config, logger } = deps;
  const { connection } = config.slack;
  const { mode } = connection;
  const log = boltLogger(logger);
  let stopping = false;
  const state = deps.state ?? openMemoryState({ logger, lookupLogDays: 90 });
  const jobs =
    deps.jobs ?? localJobQueue(appJobKinds, memoryJobStore(), { logger, backoffMs: config.jobs.backoffMs });
  // The store being away does not stop the app serving (defaults apply): it is reported, not failed on.
  const health: HealthState = () => ({
    ok: !stopping,
    mode,
    store: state.health(),
    ...(deps.copy ? { catalogue: deps.copy.health() } : {}),
  });
  const clients = createSlackClients({
    apiUrl: config.slack.apiUrl,
    botToken: config.slack.botToken,
    logger: log,
  });

  // POST /mcp (Slackbot's calls) on the same port as /slack/events, served once the services exist.
  const mcp = mountMcp(config, logger);
  const receiver =
    connection.mode === 'socket'
      ? new SocketModeReceiver({
          appToken: connection.appToken,
          logger: log,
          // apps.connections.open goes through the Socket Mode client's own WebClient.
          installerOptions: { clientOptions: { ...clients.boltOptions } },
        })
      : createHttpReceiver({
          signingSecret: connection.signingSecret,
          logger,
          boltLogger: log,
          health,
          routes: mcp.routes,
        });

  const app = new App<AppContext>({
    token: config.slack.botToken,
    receiver,
    logger: log,
    clientOptions: { ...clients.boltOptions },
    convoStore: false,
    deferInitialization: true,
    extendedErrorHandler: true,
  });

  const { usersApi, refusals, slackLocales, users } = createWhoAsks({ config, state, clients, logger });
  const loadUser = safeUserLoader(users, config, logger);
  const record = lookupRecorder(state, logger);
  const watch = createWatchInSlack({
    store: deps.watchStore,
    client: app.client,
    listsClient: clients.slackLists(),
    jobs,
    logger,
    watchMs: config.slack.listWatchMs,
    defaultLocale: config.locale,
  });
  const pictures = createPictureReader(deps.pictures);
  const services = createServices({
    config,
    logger,
    engine: deps.engine,
    sample: config.catalogue.source.kind === 'sample',
    state,
    refusals,
    record,
    loadUser,
    isAdmin: createAdminCheck({
      adminUserIds: config.slack.adminUserIds,
      roles: (userId) => usersApi.info(userId),
      logger,
      waitMs: adminCheckWaitMs,
    }),
    downloadFile: (file, maxBytes) =>
      downloadSharedFile(file, {
        botToken: config.slack.botToken,
        apiUrl: config.slack.apiUrl,
        maxBytes,
        timeoutMs: downloadTimeoutMs,
      }),
    pictures,
    jobs,
    teamClient: (teamId) => clients.forTeam(teamId),
    ...(watch.watches ? { watch: watch.watches } : {}),
    copy: deps.copy,
  });

  const inFlight = requestsInFlight();
  mcp.serve(services, loadUser, (handle) => inFlight.track(handle));
  app.use(({ next }) => withRequestId(() => inFlight.track(next)));
  app.use(checkedEnvelopes(toLanguage(config.locale), logger));
  app.use(provideContext(services, loadUser, users.atHand));
  app.use(allowedRoundTrips(config, logger));
  registerListeners(app);

  app.error(listenerFailed(toLanguage(config.locale), logger));

  let server: Server | undefined;
  let directory: LocaleDirectory | undefined;
  let schedule: RefreshSchedule | undefined;

  const listen = async (start: () => Promise<Server>): Promise<void> => {
    try {
      server = await start();
    } catch (error) {
      throw listenStartupError(error, config.slack.port);
    }
  };

  return {
    mode,
    get port() {
      const address = server?.address();
      return typeof address === 'object' ? address?.port : undefined;
    },

    async start() {
      try {
        await app.init();
      } catch (error) {
        throw slackStartupError(error, 'SLACK_BOT_TOKEN', config.slack.apiUrl);
      }
      if (receiver instanceof SocketModeReceiver) {
        try {
          await receiver.start();
        } catch (error) {
          throw slackStartupError(error, 'SLACK_APP_TOKEN', config.slack.apiUrl);
        }
        await listen(() => startHealthServer(health, config.slack.port, deps.host, mcp.routes));
      } else {
        await listen(() => receiver.start({ port: config.slack.port, host: deps.host }));
      }
      jobs.start({
        list: services.projectLists.jobHandler,
        photo: services.photos.jobHandler,
        copyRefresh: copyRefreshHandler({
          copy: deps.copy,
          client: app.client,
          digestChannel: config.slack.digestChannel,
          language: toLanguage(config.locale),
          logger,
          ...(watch.onRefreshed ? { onRefreshed: watch.onRefreshed } : {}),
        }),
        watchNotice: watch.noticeHandler(services.lookups.ask),
      });
      const { copy } = deps;
      if (copy) {
        // Redis: BullMQ's job scheduler keeps the period; SQLite: this instance, its one owner.
        const refresh = { payload: { reason: 'scheduled' as const }, input: {} };
        const { repeat } = jobs;
        schedule = startRefreshSchedule({
          copy,
          ...(repeat && { repeat: () => repeat('copyRefresh', 'copy-refresh', copy.refreshMs, refresh) }),
          enqueue: (id) => jobs.add('copyRefresh', refresh, { id }),
          logger,
        });
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
      logger.info({ mode, port: this.port }, 'Slack app started');
    },

    membersRead: () => directory?.settled() ?? Promise.resolve(),

    async stop() {
      if (stopping) return;
      stopping = true;
      slackLocales.close();
      directory?.close();
      schedule?.stop();
      // One bound for the whole drain: requests being handled, then connections still open
      // (HTTP: the receiver's server closes once they end, or is made to at the deadline).
      const deadline = new Deadline(drainTimeoutMs);
      const receiverStopped = receiver
        .stop()
        .catch((error: unknown) => logger.warn({ err: error }, 'Stopping the Slack receiver failed'));
      const drained = await inFlight.drain(deadline.remaining());
      if (!drained) logger.warn({ active: inFlight.active }, 'Stopped with requests still in flight');
      const cut = mode === 'http' && server ? await closeWithin(server, receiverStopped, deadline) : false;
      if (cut) logger.warn('Closed connections still open when the stop ran out of time');
      await receiverStopped;
      // Running jobs checkpoint and are left to resume (here at the next start, or on another instance).
      await jobs.stop();
      await pictures.close();
      // Before the store is closed (start-app.ts): a page being read when the app stopped.
      await directory?.settled();
      if (receiver instanceof SocketModeReceiver && server)
        await closeWithin(server, closing(server), deadline);
      logger.info('Slack app stopped');
    },
  };
}
