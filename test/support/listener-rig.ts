/**
 * What a listener's unit test calls it with, as Slack's starter template tests its listeners:
 * the app's real services (built by create-services.ts over the sample catalogue server, memory
 * state and a real Web API client on the Slack stand-in) on a `context` as the app's global
 * middleware fills it (middleware/asker.ts), and Bolt's side of a request faked: `ack`,
 * `respond` and `say` only record what they were given. No HTTP receiver, no signing: the
 * listener's own behaviour (what it acks, what it sends, where), in milliseconds.
 */
import type { Logger as BoltLogger, webApi } from '@slack/bolt';
import { afterAll, beforeAll } from 'vitest';
import { loadAppConfig } from '../../src/config/env.js';
import { localJobQueue } from '../../src/jobs/local-queue.js';
import { memoryJobStore } from '../../src/jobs/memory-store.js';
import { createLogger } from '../../src/log/logger.js';
import { LocaleRefusals } from '../../src/lookup/locale-refusals.js';
import { createPictureReader } from '../../src/photo/reader.js';
import { Deadline } from '../../src/shared/deadline.js';
import { downloadSharedFile } from '../../src/slack/files/download.js';
import { appJobKinds } from '../../src/slack/jobs/kinds.js';
import { lookupRecorder } from '../../src/slack/replies/record-lookup.js';
import { scopeBudgetMs } from '../../src/slack/requests/budgets.js';
import { boltLogger } from '../../src/slack/runtime/bolt-logger.js';
import { createSlackClients } from '../../src/slack/runtime/slack-clients.js';
import type { AppContext, Services } from '../../src/slack/services/context.js';
import { createServices } from '../../src/slack/services/create-services.js';
import { createAdminCheck } from '../../src/slack/user/admins.js';
import { createUserLoader, type LoadUser } from '../../src/slack/user/user-scope.js';
import { createUsersApi } from '../../src/slack/user/users-api.js';
import { openMemoryState } from '../../src/state/memory.js';
import { type LookupStack, startLookupStack } from './lookup-stack.js';
import { botToken, type SlackStandIn, startSlackStandIn } from './slack-api.js';

export interface ListenerRig {
  services: Services;
  standIn: SlackStandIn;
  /** The app's Web API client, on the Slack stand-in. */
  client: webApi.WebClient;
  logger: BoltLogger;
  /** The context Bolt hands a listener for a request from `userId`. */
  contextFor(userId: string): AppContext & { isEnterpriseInstall: boolean; userId: string };
  close(): Promise<void>;
}

/** A faked Bolt function: what it was called with, call by call. */
export type Recorder<R> = ((message?: unknown) => Promise<R>) & { calls: unknown[] };

/** A Bolt function (`ack`, `respond`, `say`) that records its argument and resolves with `answer()`. */
export function recorder<R>(answer: () => R): Recorder<R> {
  const calls: unknown[] = [];
  return Object.assign(
    async (message?: unknown) => {
      calls.push(message);
      return answer();
    },
    { calls },
  );
}

/** Bolt's `ack`, recording. */
export const fakeAck = () => recorder(() => undefined);
/** Bolt's `respond` (a POST to the response_url), recording; Slack answers 200. */
export const fakeRespond = () => recorder(() => new Response(null, { status: 200 }));
/** Bolt's `say` (chat.postMessage), recording; Slack answers ok. */
export const fakeSay = () => recorder(() => ({ ok: true }));

export async function startListenerRig(): Promise<ListenerRig> {
  const standIn = await startSlackStandIn();
  const stack: LookupStack = await startLookupStack();
  const config = loadAppConfig({
    SLACK_BOT_TOKEN: botToken,
    SLACK_SIGNING_SECRET: 'listener-rig-signing-secret',
    SLACK_API_URL: standIn.apiUrl,
    CATALOGUE_BASE_URL: stack.server.baseUrl,
    CATALOGUE_API_KEY: stack.server.apiKey,
    CATALOGUE_MARKET: 'GB',
  });
  const appLogger = createLogger({ level: 'silent' });
  const logger = boltLogger(appLogger);
  const state = openMemoryState({ logger: appLogger, lookupLogDays: 90 });
  const refusals = new LocaleRefusals({ ttlMs: 60_000, maxSize: 100 });
  const clients = createSlackClients({ apiUrl: standIn.apiUrl, botToken, logger, timeoutMs: 2000 });
  const client = clients.forTeam(undefined);
  const usersApi = createUsersApi(clients.rejectingRateLimits());
  const loadUser: LoadUser = createUserLoader({
    config,
    settings: (userId) => state.settings.get(userId),
    slackLocale: async (userId) => (await usersApi.info(userId, { includeLocale: true }))?.locale,
    refusals,
    logger: appLogger,
  });
  const services = createServices({
    config,
    logger: appLogger,
    engine: stack.engine,
    state,
    refusals,
    record: lookupRecorder(state, appLogger),
    loadUser,
    isAdmin: createAdminCheck({
      adminUserIds: config.slack.adminUserIds,
      roles: (userId) => usersApi.info(userId),
      logger: appLogger,
      waitMs: 1000,
    }),
    downloadFile: (file, maxBytes) =>
      downloadSharedFile(file, { botToken, apiUrl: standIn.apiUrl, maxBytes, timeoutMs: 2000 }),
    pictures: createPictureReader(),
    jobs: localJobQueue(appJobKinds, memoryJobStore(), { logger: appLogger }),
    teamClient: clients.forTeam,
    sample: false,
  });
  return {
    services,
    standIn,
    client,
    logger,
    contextFor(userId) {
      let asking: ReturnType<LoadUser> | undefined;
      const asker = () => {
        asking ??= loadUser(userId, new Deadline(scopeBudgetMs));
        return asking;
      };
      // The rig's users are members whose Slack locale is known ahead (users.info asked here as
      // the member list would have said it): a listener gets them at once.
      const askerAtHand = asker;
      return {
        isEnterpriseInstall: false,
        userId,
        services,
        asker,
        askerAtHand,
        user: async () => (await asker()).scope(),
      };
    },
    async close() {
      await stack.engine.close();
      await stack.close();
      await state.close();
      await standIn.close();
    },
  };
}

/**
 * A rig started before the file's tests and closed after them, as `beforeAll`/`afterAll` would:
 * the rig itself, read once started.
 */
export function useListenerRig(): ListenerRig {
  let started: ListenerRig | undefined;
  beforeAll(async () => {
    started = await startListenerRig();
  });
  afterAll(async () => {
    await started?.close();
  });
  const rig = (): ListenerRig => {
    if (!started) throw new Error('The listener rig is used before its file started it');
    return started;
  };
  return {
    get services() {
      return rig().services;
    },
    get standIn() {
      return rig().standIn;
    },
    get client() {
      return rig().client;
    },
    get logger() {
      return rig().logger;
    },
    contextFor: (userId) => rig().contextFor(userId),
    close: () => rig().close(),
  };
}
