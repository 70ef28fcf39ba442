/**
 * When the catalogue client tries a GET again: which statuses and connection failures are
 * worth another attempt, the jittered backoff between attempts, how a 429's `Retry-After` is read,
 * and the rule that refuses any wait which would not leave room for one more attempt before the
 * call's deadline. Pure functions of the failure, the policy and a source of jitter.
 */

export interface RetryPolicy {
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

/** What the retry handler saw of a failed attempt, read off whatever undici threw. */
export function attemptFailureOf(error: unknown): AttemptFailure {
  return { statusCode: statusOf(error), code: codeOf(error), retryAfter: retryAfterOf(error) };
}

const codeOf = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
};

const statusOf = (error: unknown): number | undefined => {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' ? status : undefined;
};

const retryAfterOf = (error: unknown): string | string[] | undefined =>
  (error as { headers?: Record<string, string | string[] | undefined> } | null)?.headers?.['retry-after'];
