/** The retry policy as pure functions: jittered backoff, `Retry-After`, and the deadline's room for one more attempt. */
import { describe, expect, it } from 'vitest';
import {
  backoffMs,
  defaultRetryPolicy,
  parseRetryAfterMs,
  retryWaitMs,
} from '../../src/catalogue/retry-policy.js';

const policy = defaultRetryPolicy;
const low = () => 0;
const high = () => 0.999999;

describe('backoffMs', () => {
  it('doubles from the minimum, with jitter between half and all of the step, capped', () => {
    expect(backoffMs(1, policy, low)).toBe(50);
    expect(backoffMs(1, policy, high)).toBe(100);
    expect(backoffMs(2, policy, low)).toBe(100);
    expect(backoffMs(2, policy, high)).toBe(200);
    expect(backoffMs(10, policy, high)).toBe(1000);
  });
});

describe('parseRetryAfterMs', () => {
  it('reads delta-seconds and HTTP dates', () => {
    expect(parseRetryAfterMs('2', 0)).toBe(2000);
    expect(parseRetryAfterMs('0', 0)).toBe(0);
    expect(parseRetryAfterMs(['3'], 0)).toBe(3000);
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(parseRetryAfterMs('Wed, 01 Jan 2025 00:00:05 GMT', now)).toBe(5000);
    expect(parseRetryAfterMs('Tue, 31 Dec 2024 23:00:00 GMT', now)).toBe(0);
  });

  it('ignores absent, negative or unreadable values', () => {
    expect(parseRetryAfterMs(undefined, 0)).toBeUndefined();
    expect(parseRetryAfterMs('', 0)).toBeUndefined();
    expect(parseRetryAfterMs('-1', 0)).toBeUndefined();
    expect(parseRetryAfterMs('soon', 0)).toBeUndefined();
  });
});

describe('retryWaitMs', () => {
  const roomy = 10_000;

  it('retries 502/503/504 and connection failures with backoff', () => {
    for (const statusCode of [502, 503, 504])
      expect(retryWaitMs({ statusCode }, 1, roomy, policy, low)).toBe(50);
    for (const code of ['ECONNRESET', 'ECONNREFUSED', 'UND_ERR_SOCKET', 'EPIPE']) {
      expect(retryWaitMs({ code }, 2, roomy, policy, low)).toBe(100);
    }
  });

  it('never retries 500, client errors or unknown transport errors', () => {
    for (const statusCode of [500, 400, 401, 403, 404, 422]) {
      expect(retryWaitMs({ statusCode }, 1, roomy, policy, low)).toBeUndefined();
    }
    expect(retryWaitMs({ code: 'UND_ERR_INVALID_ARG' }, 1, roomy, policy, low)).toBeUndefined();
    expect(retryWaitMs({}, 1, roomy, policy, low)).toBeUndefined();
  });

  it('stops after maxRetries', () => {
    expect(retryWaitMs({ statusCode: 503 }, policy.maxRetries, roomy, policy, low)).toBeDefined();
    expect(retryWaitMs({ statusCode: 503 }, policy.maxRetries + 1, roomy, policy, low)).toBeUndefined();
  });

  it('honours Retry-After on 429 only when it leaves room for an attempt before the deadline', () => {
    expect(retryWaitMs({ statusCode: 429, retryAfter: '1' }, 1, 2000, policy, low)).toBe(1000);
    expect(retryWaitMs({ statusCode: 429, retryAfter: '1' }, 1, 1050, policy, low)).toBeUndefined();
    expect(retryWaitMs({ statusCode: 429, retryAfter: '30' }, 1, roomy, policy, low)).toBeUndefined();
    expect(retryWaitMs({ statusCode: 429 }, 1, roomy, policy, low)).toBe(50);
  });

  it('gives up rather than back off past the deadline', () => {
    expect(retryWaitMs({ statusCode: 503 }, 2, 150, policy, high)).toBeUndefined();
    expect(retryWaitMs({ statusCode: 503 }, 2, 300, policy, high)).toBe(200);
  });
});
