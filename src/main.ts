/**
 * `npm start`: configuration (a `.env` file in the working directory is read first; variables
 * already set win) → logger → catalogue → state store (Redis when REDIS_URL is set, else SQLite
 * in DATA_DIR) → lookup engine → Slack app. Bad configuration or a failed start prints one clear message and exits 1; SIGTERM and
 * SIGINT stop gracefully (requests in flight finish first).
 */
import { existsSync, realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { openCatalogue } from './catalogue/index.js';
import {
  ConfigError,
  catalogueSecret,
  connectionSecret,
  type Environment,
  loadAppConfig,
} from './config/env.js';
import { createLogger, type Logger } from './log/logger.js';
import { createLookupEngine } from './lookup/lookup-engine.js';
import { createSlackApp, type SlackApp, StartupError } from './slack/app.js';
import { openAppState, StateStoreError } from './state/open.js';
import type { AppState } from './state/store.js';

export interface RunningApp {
  app: SlackApp;
  logger: Logger;
  /** Stops the Slack app, then the engine's background work, then closes the state and the catalogue. */
  stop(): Promise<void>;
}

/** Starts everything; rejects with a ConfigError or StartupError whose message is meant for the operator. */
export async function startApp(env: Environment, options: { host?: string } = {}): Promise<RunningApp> {
  const config = loadAppConfig(env);
  const logger = createLogger({
    ...config.log,
    secrets: [
      config.slack.botToken,
      connectionSecret(config.slack.connection),
      catalogueSecret(config.catalogue.source),
      redisPassword(config.state.redisUrl),
    ],
  });
  const catalogue = await openCatalogue(config, logger);
  let state: AppState;
  try {
    // An unreachable Redis, an unwritable DATA_DIR or a corrupt database stops the start here.
    state = await openAppState(config, logger);
  } catch (error) {
    await catalogue.close();
    throw error;
  }
  const engine = createLookupEngine({
    catalogue: catalogue.catalogue,
    logger,
    indexRefreshMs: config.catalogue.cache.listTtlMs,
    markets: config.markets,
  });
  const app = createSlackApp({
    config,
    logger,
    engine,
    state,
    ...(options.host ? { host: options.host } : {}),
  });
  try {
    await app.start();
  } catch (error) {
    await engine.close();
    await state.close();
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
      await state.close();
      await catalogue.close();
    },
  };
}

/** The password in REDIS_URL, if any: a secret like the tokens. */
const redisPassword = (url: string | undefined): string | undefined => {
  if (!url) return undefined;
  const password = decodeURIComponent(new URL(url).password);
  return password === '' ? undefined : password;
};

const operatorMessage = (error: unknown): string =>
  error instanceof ConfigError || error instanceof StartupError || error instanceof StateStoreError
    ? error.message
    : `Could not start: ${error instanceof Error ? error.message : String(error)}`;

/** Reads `.env` (from the working directory) when there is one; variables already set are kept. */
export function loadDotEnv(file = '.env'): void {
  if (existsSync(file)) process.loadEnvFile(file);
}

async function run(): Promise<void> {
  let running: RunningApp;
  try {
    loadDotEnv();
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

/** Run as the entry point (also through a symlinked path), not when tests import it. */
const isEntryPoint = (script: string | undefined) =>
  script !== undefined && existsSync(script) && import.meta.url === pathToFileURL(realpathSync(script)).href;

if (isEntryPoint(process.argv[1])) await run();
