/**
 * HTTP client for the catalogue API (spec §4, §5) on one undici keep-alive pool.
 *
 * Every call has a total deadline that covers retries. Retries go through undici's RetryHandler
 * (the retry interceptor); our policy callback adds jitter and refuses any wait that would not
 * leave room for one more attempt before the deadline, so a slow `Retry-After` fails fast.
 */
import { performance } from 'node:perf_hooks';
import { type Dispatcher, interceptors, Pool, type RetryHandler } from 'undici';
import type { z } from 'zod';
import type { Logger } from '../log/logger.js';
import { Deadline } from '../shared/deadline.js';
import { CatalogueError, type CatalogueErrorKind } from './errors.js';
import { type CatalogueScope, scopeCodePattern } from './types.js';

interface RetryPolicy {
  /** Further attempts after the first one. */
  maxRetries: number;
  /** Backoff before the first retry; later ones grow by `timeoutFactor`, capped at `maxTimeoutMs`. */
  minTimeoutMs: number;
  maxTimeoutMs: number;
  timeoutFactor: number;
  /** Least time an attempt needs: a wait that leaves less before the deadline fails fast instead. */
  attemptBudgetMs: number;
}

/** Three attempts at most; waits of 50–100 ms then 100–200 ms fit well inside a 2 s deadline. */
export const defaultRetryPolicy: RetryPolicy = {
  maxRetries: 2,
  minTimeoutMs: 100,
  maxTimeoutMs: 1000,
  timeoutFactor: 2,
  attemptBudgetMs: 100,
};

const defaultTimeoutMs = 2000;

/** Statuses worth another GET: the gateway or the server is momentarily away, or asks us to slow down. */
const retryableStatuses: readonly number[] = [429, 502, 503, 504];

/** Connection failures where the request never produced an answer, so repeating a GET is safe. */
const retryableErrorCodes: readonly string[] = [
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'UND_ERR_SOCKET',
];

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

const prefix = '/msproduct.pv1';

const pathSegment = (name: string, value: string): string => {
  // Dot segments would be resolved as path navigation and reach another endpoint.
  if (typeof value !== 'string' || value.trim() === '' || value === '.' || value === '..') {
    throw new CatalogueError('bad_request', `${name} must be a non-empty string other than a dot segment`);
  }
  return encodeURIComponent(value);
};

const idSegment = (name: string, value: number): string => {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new CatalogueError('bad_request', `${name} must be a non-negative integer`);
  }
  return encodeURIComponent(String(value));
};

/** The four paths of spec §4, parameters validated and URL-encoded. */
export const cataloguePaths = {
  types: () => `${prefix}/compatibility-types/CTLR/article-types`,
  brands: (articleType: string) =>
    `${prefix}/compatibilities/types/${pathSegment('article type', articleType)}/brands`,
  brandModels: (articleType: string, brandId: number) =>
    `${prefix}/compatibilities/types/${pathSegment('article type', articleType)}/brands/${idSegment('brand id', brandId)}`,
  model: (articleType: string, brandId: number, modelId: number) =>
    `${prefix}/compatibility-types/CTLR/article-types/${pathSegment('article type', articleType)}` +
    `/brands/${idSegment('brand id', brandId)}/iumodels/${idSegment('model id', modelId)}`,
};

export function checkScope(scope: CatalogueScope): void {
  if (!scopeCodePattern.test(scope.market))
    throw new CatalogueError('bad_request', 'market is not a valid code');
  if (!scopeCodePattern.test(scope.locale))
    throw new CatalogueError('bad_request', 'locale is not a valid code');
}

/** Backoff before retry number `counter` (1-based), "equal jitter": between half and all of the step. */
export function backoffMs(counter: number, policy: RetryPolicy, random: () => number): number {
  const step = Math.min(policy.minTimeoutMs * policy.timeoutFactor ** (counter - 1), policy.maxTimeoutMs);
  return Math.round(step / 2 + (step / 2) * random());
}

/** `Retry-After` in milliseconds (delta-seconds or HTTP date); undefined when absent or unreadable. */
export function parseRetryAfterMs(value: string | string[] | undefined, nowMs: number): number | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  if (text === undefined || text.trim() === '') return undefined;
  const seconds = Number(text);
  if (Number.isFinite(seconds)) return seconds >= 0 ? seconds * 1000 : undefined;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - nowMs);
}

interface AttemptFailure {
  statusCode?: number;
  code?: string;
  retryAfter?: string | string[];
}

/**
 * How long to wait before retrying a failed attempt, or undefined to give up now: the failure is
 * not retryable, retries are used up, or the wait would not leave `attemptBudgetMs` before the deadline.
 */
export function retryWaitMs(
  failure: AttemptFailure,
  counter: number,
  remainingMs: number,
  policy: RetryPolicy,
  random: () => number,
): number | undefined {
  const retryable =
    failure.statusCode !== undefined
      ? retryableStatuses.includes(failure.statusCode)
      : failure.code !== undefined && retryableErrorCodes.includes(failure.code);
  if (!retryable || counter > policy.maxRetries) return undefined;
  const asked = failure.statusCode === 429 ? parseRetryAfterMs(failure.retryAfter, Date.now()) : undefined;
  const wait = asked ?? backoffMs(counter, policy, random);
  return wait + policy.attemptBudgetMs <= remainingMs ? wait : undefined;
}

/** The typed error for a final non-2xx status. */
export function errorForStatus(status: number, path: string, retryAfterMs?: number): CatalogueError {
  const details = { status, path, ...(retryAfterMs !== undefined && { retryAfterMs }) };
  if (status === 401 || status === 403) {
    return new CatalogueError(
      'unauthorized',
      `catalogue refused the credentials (${status}) for ${path}`,
      details,
    );
  }
  if (status === 404) return new CatalogueError('not_found', `catalogue has no ${path} (404)`, details);
  if (status === 429)
    return new CatalogueError('rate_limited', `catalogue rate limit hit (429) for ${path}`, details);
  if (status >= 500)
    return new CatalogueError('unavailable', `catalogue failed (${status}) for ${path}`, details);
  if (status >= 400)
    return new CatalogueError('bad_request', `catalogue rejected ${path} (${status})`, details);
  return new CatalogueError(
    'invalid_response',
    `catalogue answered ${path} with unexpected status ${status}`,
    details,
  );
}

/** "body.iumodel.protocol_compatibilities.0.article_reference: expected string, received number" */
export function describeSchemaError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'response does not match the schema';
  const where = issue.path.length > 0 ? issue.path.map(String).join('.') : '(root)';
  const what = issue.code === 'invalid_type' ? issue.message.replace(/^Invalid input: /, '') : issue.message;
  return `${where}: ${what}`;
}

const codeOf = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
};

const statusOf = (error: unknown): number | undefined => {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' ? status : undefined;
};

/** Maps whatever the transport threw; never copies the original message (it could quote a body). */
function transportError(error: unknown, path: string): CatalogueError {
  if (error instanceof CatalogueError) return error;
  const code = codeOf(error);
  if (code === 'UND_ERR_INVALID_ARG')
    return new CatalogueError('bad_request', `invalid request for ${path}`, { path });
  return new CatalogueError('unavailable', `catalogue unreachable for ${path}${code ? ` (${code})` : ''}`, {
    path,
  });
}

async function readText(body: Dispatcher.ResponseData['body'], limit: number, path: string): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      body.destroy();
      const problem = `response for ${path} is larger than ${limit} bytes`;
      throw new CatalogueError('invalid_response', problem, { path });
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseBody<S extends z.ZodType>(text: string, schema: S, path: string): z.output<S> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new CatalogueError('invalid_response', `response for ${path} is not valid JSON`, { path });
  }
  const parsed = schema.safeParse(json, { reportInput: false });
  if (!parsed.success) {
    const problem = describeSchemaError(parsed.error);
    throw new CatalogueError('invalid_response', `response for ${path} is invalid: ${problem}`, { path });
  }
  return parsed.data;
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
        const failure = { statusCode: statusOf(error), code: codeOf(error), retryAfter: retryAfterOf(error) };
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

const retryAfterOf = (error: unknown): string | string[] | undefined =>
  (error as { headers?: Record<string, string | string[] | undefined> } | null)?.headers?.['retry-after'];

const elapsed = (started: number) => Math.round(performance.now() - started);
