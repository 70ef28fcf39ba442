/**
 * Real wires for catalogue tests: the embedded sample server on a loopback ephemeral port,
 * the HTTP client pointed at it, and a trace-level logger whose lines are captured.
 */
import { Writable } from 'node:stream';
import {
  type CatalogueClient,
  type CatalogueClientOptions,
  createCatalogueClient,
} from '../../src/catalogue/client.js';
import { createLogger, type Logger } from '../../src/log/logger.js';
import { type SampleServer, type SampleServerOptions, startSampleServer } from './sample-server.js';

export interface CapturedLogger {
  logger: Logger;
  /** Every serialised line, as it would reach the log destination. */
  lines: string[];
}

/** Level trace, and no secret scrubbing: what a module writes is what the test sees. */
export function captureLogger(): CapturedLogger {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: createLogger({ level: 'trace' }, destination), lines };
}

export interface CatalogueHarness extends CapturedLogger {
  server: SampleServer;
  client: CatalogueClient;
  close(): Promise<void>;
}

export async function startCatalogueHarness(
  options: {
    server?: SampleServerOptions;
    client?: Partial<Omit<CatalogueClientOptions, 'baseUrl' | 'logger'>>;
  } = {},
): Promise<CatalogueHarness> {
  const server = await startSampleServer({ host: '127.0.0.1', port: 0, ...options.server });
  const { logger, lines } = captureLogger();
  const client = createCatalogueClient({
    baseUrl: server.baseUrl,
    apiKey: server.apiKey,
    timeoutMs: 400,
    logger,
    ...options.client,
  });
  return {
    server,
    client,
    logger,
    lines,
    async close() {
      await client.close();
      await server.close();
    },
  };
}

/** Runs `action` and returns what it threw (fails the test if it did not throw). */
export async function failureOf(action: () => Promise<unknown>): Promise<{ error: unknown }> {
  try {
    await action();
  } catch (error) {
    return { error };
  }
  throw new Error('expected the call to fail');
}
