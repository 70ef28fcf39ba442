/**
 * `npm start`: reads `.env` (variables already set win), starts the app and owns the process: a bad
 * configuration or failed start prints one clear message and exits 1; SIGTERM and SIGINT stop
 * gracefully; an uncaught exception is logged and exits 1, since resuming after one is unsafe.
 */

import { ConfigError } from './config/env.js';
import { messageOf } from './shared/error-message.js';
import { StartupError } from './slack/app.js';
import { loadDotEnv, type RunningApp, startApp } from './start-app.js';
import { StateStoreError } from './state/open.js';

const operatorMessage = (error: unknown): string =>
  error instanceof ConfigError || error instanceof StartupError || error instanceof StateStoreError
    ? error.message
    : `Could not start: ${messageOf(error)}`;

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
  process.on('uncaughtException', (error) => {
    logger.fatal({ err: error }, 'Uncaught exception: exiting');
    process.exit(1);
  });
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

await run();
