/**
 * The real Slack app as the benches run it: the sample catalogue server on a loopback port,
 * the engine over it, and the app on a port of its own talking to the given Web API (the
 * stand-in, or Slack's side in a child process), with a silent logger (a log line per request
 * would skew the figures). Its state is in memory unless `env` names a store (DATA_DIR,
 * REDIS_URL): then it is opened as `npm start` opens it. Beside it, the bare Bolt app every
 * Slack bench compares with.
 */
import type { AddressInfo } from 'node:net';
import { App, HTTPReceiver } from '@slack/bolt';
import { openCatalogue } from '../../src/catalogue/index.js';
import type { SampleCatalogue } from '../../src/catalogue/sample/data.js';
import { startSampleServer } from '../../src/catalogue/sample/server.js';
import { loadAppConfig } from '../../src/config/env.js';
import { createLogger } from '../../src/log/logger.js';
import { createLookupEngine } from '../../src/lookup/create-engine.js';
import { createSlackApp, type SlackApp } from '../../src/slack/app.js';
import { boltLogger } from '../../src/slack/runtime/bolt-logger.js';
import { openAppState } from '../../src/state/open.js';

export const benchSigningSecret = 'bench-signing-secret';
export const benchBotToken = 'xoxb-bench-token';
export const silentLogger = createLogger({ level: 'silent' });

export interface RunningSlackApp {
  app: SlackApp;
  /** Where Slack requests go. */
  url: string;
  close(): Promise<void>;
}

export async function startRealApp(
  slack: { apiUrl: string },
  options: {
    catalogue?: SampleCatalogue;
    pictures?: Parameters<typeof createSlackApp>[0]['pictures'];
    /** More of the environment, e.g. DATA_DIR and REDIS_URL for a real store. */
    env?: Record<string, string>;
  } = {},
): Promise<RunningSlackApp> {
  const logger = silentLogger;
  const sample = await startSampleServer({
    host: '127.0.0.1',
    port: 0,
    ...(options.catalogue ? { catalogue: options.catalogue } : {}),
  });
  const config = loadAppConfig({
    SLACK_BOT_TOKEN: benchBotToken,
    SLACK_SIGNING_SECRET: benchSigningSecret,
    SLACK_API_URL: slack.apiUrl,
    PORT: '0',
    CATALOGUE_BASE_URL: sample.baseUrl,
    CATALOGUE_API_KEY: sample.apiKey,
    CATALOGUE_MARKET: 'GB',
    ...options.env,
  });
  const opened = await openCatalogue(config, logger);
  const engine = createLookupEngine({ catalogue: opened.catalogue, logger });
  const state = options.env ? await openAppState(config, logger) : undefined;
  const app = createSlackApp({
    config,
    logger,
    engine,
    host: '127.0.0.1',
    ...(state ? { state } : {}),
    ...(options.pictures ? { pictures: options.pictures } : {}),
  });
  await app.start();
  return {
    app,
    url: `http://127.0.0.1:${app.port}/slack/events`,
    async close() {
      await app.stop();
      await engine.close();
      await state?.close();
      await opened.close();
      await sample.close();
    },
  };
}

/** Bolt with the same receiver settings, whose /controller only acks: the floor to compare with. */
export async function startBareApp(slack: {
  apiUrl: string;
}): Promise<{ url: string; close(): Promise<void> }> {
  const receiver = new HTTPReceiver({
    signingSecret: benchSigningSecret,
    endpoints: '/slack/events',
    logger: boltLogger(silentLogger),
  });
  const app = new App({
    token: benchBotToken,
    receiver,
    logger: boltLogger(silentLogger),
    clientOptions: { slackApiUrl: slack.apiUrl },
    deferInitialization: true,
  });
  app.command('/controller', async ({ ack }) => {
    await ack();
  });
  await app.init();
  const server = await receiver.start({ port: 0, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/slack/events`,
    close: () => receiver.stop(),
  };
}
