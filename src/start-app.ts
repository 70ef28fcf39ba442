/**
 * The app's composition: configuration → logger → catalogue → state store and job queue (Redis,
 * else SQLite in DATA_DIR) → lookup engine → Slack app, and the stop that undoes it in reverse. A
 * library, so tests start it in-process; the entry point is main.ts.
 */
import { existsSync } from 'node:fs';
import { openCatalogue } from './catalogue/index.js';
import { type CatalogueCopy, openCatalogueCopy } from './catalogue-copy/open.js';
import { catalogueSecret, connectionSecret, type Environment, loadAppConfig } from './config/env.js';
import { openJobQueue } from './jobs/open.js';
import type { JobQueue } from './jobs/types.js';
import { createLogger, type Logger } from './log/logger.js';
import { createLookupEngine } from './lookup/create-engine.js';
import { createSlackApp, type SlackApp } from './slack/app.js';
import { appJobKinds } from './slack/jobs/kinds.js';
import { localJobStoreOf, openCopyStore, openWatchStore } from './state/feature-stores.js';
import { openAppState } from './state/open.js';
import type { AppState } from './state/store.js';
import type { WatchStore } from './watched-lists/store.js';

export interface RunningApp {
  app: SlackApp;
  logger: Logger;
  /** Stops the Slack app (and its jobs), then the engine's background work, then closes the state and the catalogue. */
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
      config.slack.connection.signingSecret,
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
  let jobs: JobQueue<typeof appJobKinds>;
  try {
    jobs = await openJobQueue(appJobKinds, config, localJobStoreOf(state), logger, config.jobs);
  } catch (error) {
    await state.close();
    await catalogue.close();
    throw error;
  }
  let copy: CatalogueCopy | undefined;
  try {
    copy = await openCatalogueCopy(config, await openCopyStore(config, state), catalogue.client, logger, {
      addRefresh: (scopes, dedupe) =>
        jobs.add('copyRefresh', { payload: { reason: 'language', scopes }, input: {} }, { dedupe }),
    });
  } catch (error) {
    await jobs.stop();
    await state.close();
    await catalogue.close();
    throw error;
  }
  let watchStore: WatchStore | undefined;
  try {
    watchStore = await openWatchStore(config, state);
  } catch (error) {
    await copy?.close();
    await jobs.stop();
    await state.close();
    await catalogue.close();
    throw error;
  }
  const engine = createLookupEngine({
    // Answers read the copy where it is whole; the cache stays for what it does not hold.
    catalogue: copy ? copy.wrap(catalogue.catalogue) : catalogue.catalogue,
    logger,
    // Over a copy the catalogue-wide index is rebuilt often (from the copy: no calls), so that a
    // refresh's new units are found by their model alone within minutes.
    indexRefreshMs: copy ? copyIndexRefreshMs : config.catalogue.cache.listTtlMs,
    markets: config.markets,
    ...(copy ? { skus: copy.skus } : {}),
  });
  const app = createSlackApp({
    config,
    logger,
    engine,
    state,
    jobs,
    ...(copy ? { copy } : {}),
    ...(watchStore ? { watchStore } : {}),
    ...(options.host ? { host: options.host } : {}),
  });
  try {
    await app.start();
  } catch (error) {
    await jobs.stop();
    await engine.close();
    await copy?.close();
    await watchStore?.close();
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
      await copy?.close();
      await watchStore?.close();
      await state.close();
      await catalogue.close();
    },
  };
}

/** How often the catalogue-wide index is rebuilt while a copy is kept. */
const copyIndexRefreshMs = 5 * 60_000;

/** The password in REDIS_URL, if any: a secret like the tokens. */
const redisPassword = (url: string | undefined): string | undefined => {
  if (!url) return undefined;
  const password = decodeURIComponent(new URL(url).password);
  return password === '' ? undefined : password;
};

/** Reads `.env` (from the working directory) when there is one; variables already set are kept. */
export function loadDotEnv(file = '.env'): void {
  if (existsSync(file)) process.loadEnvFile(file);
}
