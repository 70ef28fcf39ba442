/**
 * `npm start`: configuration → logger → catalogue → lookup engine → Slack app. Bad
 * configuration or a failed start prints one clear message and exits 1; SIGTERM and SIGINT
 * stop gracefully (requests in flight finish first).
 */
import { pathToFileURL } from 'node:url';
import { openCatalogue } from './catalogue/index.js';
import { ConfigError, type Environment, loadAppConfig } from './config/env.js';
import { createLogger, type Logger } from './log/logger.js';
import { createLookupEngine } from './lookup/lookup-engine.js';
import { createSlackApp, type SlackApp, StartupError } from './slack/app.js';

export interface RunningApp {
  app: SlackApp;
  logger: Logger;
  /** Stops the Slack app, then the engine's background work, then closes the catalogue. */
  stop(): Promise<void>;
}

/** Starts everything; rejects with a ConfigError or StartupError whose message is meant for the operator. */
export async function startApp(env: Environment, options: { host?: string } = {}): Promise<RunningApp> {
  const config = loadAppConfig(env);
  const logger = createLogger({
    ...config.log,
    secrets: [
      config.slack.botToken,
      config.slack.signingSecret,
      config.slack.appToken,
      config.catalogue.apiKey,
    ],
  });
  const catalogue = await openCatalogue(config, logger);
  const engine = createLookupEngine({
    catalogue: catalogue.catalogue,
    logger,
    indexRefreshMs: config.catalogue.cache.listTtlMs,
  });
  const app = createSlackApp({ config, logger, engine, ...(options.host ? { host: options.host } : {}) });
  try {
    await app.start();
  } catch (error) {
    await engine.close();
    await catalogue.close();
    throw error;
  }
  // Model-only queries need the catalogue-wide index: build it in the background.
  for (const market of config.markets) engine.warm({ market, locale: config.locale });
  return {
    app,
    logger,
    async stop() {
      await app.stop();
      await engine.close();
      await catalogue.close();
    },
  };
}

const operatorMessage = (error: unknown): string =>
  error instanceof ConfigError || error instanceof StartupError
    ? error.message
    : `Could not start: ${error instanceof Error ? error.message : String(error)}`;

async function run(): Promise<void> {
  let running: RunningApp;
  try {
    running = await startApp(process.env);
  } catch (error) {
    process.stderr.write(`${operatorMessage(error)}\n`);
    process.exit(1);
  }
  const { logger } = running;
  process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'Unhandled promise rejection'));
  process.on('uncaughtException', (error) => logger.error({ err: error }, 'Uncaught exception'));
  const shutdown = (signal: NodeJS.Signals) => {
    logger.info({ signal }, 'Stopping');
    running.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'Stopping failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await run();
