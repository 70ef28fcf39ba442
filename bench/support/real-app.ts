/**
 * The real Slack app as the Slack benches run it: the sample catalogue server on a loopback
 * port, the engine over it, and the app on a port of its own talking to the given Web API
 * stand-in, with a silent logger (a log line per request would skew the figures).
 */
import { openCatalogue } from '../../src/catalogue/index.js';
import type { SampleCatalogue } from '../../src/catalogue/sample/data.js';
import { startSampleServer } from '../../src/catalogue/sample/server.js';
import { loadAppConfig } from '../../src/config/env.js';
import { createLogger } from '../../src/log/logger.js';
import { createLookupEngine } from '../../src/lookup/lookup-engine.js';
import { createSlackApp, type SlackApp } from '../../src/slack/app.js';
import type { SlackStandIn } from '../../test/support/slack-api.js';

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
  standIn: SlackStandIn,
  options: { catalogue?: SampleCatalogue; pictures?: Parameters<typeof createSlackApp>[0]['pictures'] } = {},
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
    SLACK_API_URL: standIn.apiUrl,
    PORT: '0',
    CATALOGUE_BASE_URL: sample.baseUrl,
    CATALOGUE_API_KEY: sample.apiKey,
  });
  const opened = await openCatalogue(config, logger);
  const engine = createLookupEngine({ catalogue: opened.catalogue, logger });
  const app = createSlackApp({
    config,
    logger,
    engine,
    host: '127.0.0.1',
    ...(options.pictures ? { pictures: options.pictures } : {}),
  });
  await app.start();
  return {
    app,
    url: `http://127.0.0.1:${app.port}/slack/events`,
    async close() {
      await app.stop();
      await engine.close();
      await opened.close();
      await sample.close();
    },
  };
}
