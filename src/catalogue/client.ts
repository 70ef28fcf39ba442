/**
 * HTTP client for the catalogue API (spec §4, §5) on one undici keep-alive pool. Every call has one
 * deadline covering its retries (undici's RetryHandler; our policy, retry-policy.ts, refuses any
 * wait that leaves no room for another attempt, so a slow `Retry-After` fails fast). This module
 * sends and times; paths.ts builds the paths, response.ts reads the answer.
 */
import { performance } from 'node:perf_hooks';
import { type Dispatcher, interceptors, Pool, type RetryHandler } from 'undici';
import type { z } from 'zod';
import type { Logger } from '../log/logger.js';
import { Deadline } from '../shared/deadline.js';
import { CatalogueError, type CatalogueErrorKind } from './errors.js';
import { checkScope } from './paths.js';
import { errorForStatus, parseBody, readText, transportError } from './response.js';
import {
  attemptFailureOf,
  defaultRetryPolicy,
  parseRetryAfterMs,
  type RetryPolicy,
  retryWaitMs,
} from './retry-policy.js';
import type { CatalogueScope } from './types.js';

const defaultTimeoutMs = 2000;

const maxResponseBytesDefault = 64 * 1024 * 1024;

export interface CatalogueClientOptions {
  /** `{base_url}` of spec §1; may carry a path prefix. */
  baseUrl: string;
  apiKey: string;
  logger: Logger;
  /** Total deadline of one call, retries included. */
  timeoutMs?: number;
  retry?: Partial<RetryPolicy>;
  /** Source of jitter in [0, 1); injectable so tests are deterministic. */
  random?: () => number;
  maxResponseBytes?: number;
  /** Keep-alive connections to the catalogue. */
  connections?: number;
}

interface GetOptions {
  /**
   * Failures the caller expects and handles (the brand-detail path refuses types outside its
   * allowed list, spec §4.3): logged at debug, so that a warning always means something is wrong.
   */
  expected?: readonly CatalogueErrorKind[];
}

export interface CatalogueClient {
  /** GETs a catalogue path within the deadline and returns the body validated by `schema`. */
  get<S extends z.ZodType>(
    path: string,
    scope: CatalogueScope,
    schema: S,
    options?: GetOptions,
  ): Promise<z.output<S>>;
  /** Closes the keep-alive pool. */
  close(): Promise<void>;
}

export function createCatalogueClient(options: CatalogueClientOptions): CatalogueClient {
  const base = new URL(options.baseUrl);
  const basePath = base.pathname.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  const policy: RetryPolicy = { ...defaultRetryPolicy, ...options.retry };
  const random = options.random ?? Math.random;
  const maxResponseBytes = options.maxResponseBytes ?? maxResponseBytesDefault;
  const logger = options.logger.child({ component: 'catalogue-client' });
  const pool = new Pool(base.origin, {
    connections: options.connections ?? 16,
    keepAliveTimeout: 30_000,
    connect: { timeout: timeoutMs },
  });
  // The policy lives in the per-request `retry` callback; the handler does the re-dispatching.
  // throwOnError false: the final attempt's response reaches us with its real status and headers.
  const dispatcher = pool.compose(interceptors.retry({ throwOnError: false }));

  async function exchange<S extends z.ZodType>(
    path: string,
    scope: CatalogueScope,
    schema: S,
    signal: AbortSignal,
    retry: RetryHandler.RetryCallback,
  ): Promise<{ status: number; data: z.output<S> }> {
    const request: Dispatcher.RequestOptions & { retryOptions: RetryHandler.RetryOptions } = {
      method: 'GET',
      path: basePath + path,
      headers: {
        apikey: options.apiKey,
        'app-market': scope.market,
        'app-locale': scope.locale,
        'Content-Type': 'application/json',
      },
      signal,
      retryOptions: { retry },
    };
    const response = await dispatcher.request(request);
    if (response.statusCode < 200 || response.statusCode >= 300) {
      await response.body.dump().catch(() => undefined);
      const retryAfterMs = parseRetryAfterMs(response.headers['retry-after'], Date.now());
      throw errorForStatus(response.statusCode, path, retryAfterMs);
    }
    const text = await readText(response.body, maxResponseBytes, path);
    return { status: response.statusCode, data: parseBody(text, schema, path) };
  }

  return {
    async get(path, scope, schema, options = {}) {
      checkScope(scope);
      const started = performance.now();
      const deadline = new Deadline(timeoutMs);
      const signal = deadline.signal();
      let retries = 0;

      const retry: RetryHandler.RetryCallback = (error, { state }, done) => {
        const failure = attemptFailureOf(error);
        const wait = signal.aborted
          ? undefined
          : retryWaitMs(failure, state.counter, deadline.remaining(), policy, random);
        if (wait === undefined) {
          done(error);
          return;
        }
        retries += 1;
        const reason =
          failure.statusCode !== undefined ? { status: failure.statusCode } : { code: failure.code };
        logger.debug({ path, ...reason, waitMs: wait }, 'catalogue retry');
        setTimeout(() => done(signal.aborted ? error : null), wait);
      };

      // The signal stops undici; the settle bounds the wait even where a retry wait ignores it.
      const outcome = await deadline.settle(exchange(path, scope, schema, signal, retry));
      if (outcome.kind === 'done') {
        logger.debug(
          {
            path,
            market: scope.market,
            locale: scope.locale,
            status: outcome.value.status,
            ms: elapsed(started),
            retries,
          },
          'catalogue call',
        );
        return outcome.value.data;
      }
      const error =
        outcome.kind === 'timeout' || (signal.aborted && !(outcome.error instanceof CatalogueError))
          ? timeoutAfter(path, timeoutMs)
          : transportError(outcome.error, path);
      const expected = options.expected?.includes(error.kind) === true;
      logger[expected ? 'debug' : 'warn'](
        {
          path,
          market: scope.market,
          locale: scope.locale,
          status: error.details.status,
          kind: error.kind,
          ms: elapsed(started),
          retries,
        },
        'catalogue call failed',
      );
      throw error;
    },
    close: () => pool.close(),
  };
}

const timeoutAfter = (path: string, timeoutMs: number) =>
  new CatalogueError('timeout', `catalogue did not answer ${path} within ${timeoutMs} ms`, { path });

const elapsed = (started: number) => Math.round(performance.now() - started);
