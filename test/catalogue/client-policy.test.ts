import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  backoffMs,
  cataloguePaths,
  checkScope,
  defaultRetryPolicy,
  describeSchemaError,
  errorForStatus,
  parseRetryAfterMs,
  retryWaitMs,
} from '../../src/catalogue/client.js';
import { CatalogueError, isCatalogueError } from '../../src/catalogue/errors.js';

const policy = defaultRetryPolicy;
const low = () => 0;
const high = () => 0.999999;

const kindOf = (action: () => unknown): string | undefined => {
  try {
    action();
    return undefined;
  } catch (error) {
    return isCatalogueError(error) ? error.kind : 'other';
  }
};

describe('cataloguePaths', () => {
  it('builds the four paths of spec §4', () => {
    expect(cataloguePaths.types()).toBe('/msproduct.pv1/compatibility-types/CTLR/article-types');
    expect(cataloguePaths.brands('T_ONE')).toBe('/msproduct.pv1/compatibilities/types/T_ONE/brands');
    expect(cataloguePaths.brandModels('T_ONE', 12)).toBe(
      '/msproduct.pv1/compatibilities/types/T_ONE/brands/12',
    );
    expect(cataloguePaths.model('T_ONE', 12, 3456)).toBe(
      '/msproduct.pv1/compatibility-types/CTLR/article-types/T_ONE/brands/12/iumodels/3456',
    );
  });

  it('URL-encodes path parameters', () => {
    expect(cataloguePaths.brands('a/b c?d#e')).toBe(
      '/msproduct.pv1/compatibilities/types/a%2Fb%20c%3Fd%23e/brands',
    );
    expect(cataloguePaths.brandModels('é', 0)).toBe('/msproduct.pv1/compatibilities/types/%C3%A9/brands/0');
  });

  it('rejects empty or dot-segment types and ids that are not non-negative integers as bad requests', () => {
    expect(kindOf(() => cataloguePaths.brands(''))).toBe('bad_request');
    expect(kindOf(() => cataloguePaths.brands('  '))).toBe('bad_request');
    expect(kindOf(() => cataloguePaths.brands('..'))).toBe('bad_request');
    expect(kindOf(() => cataloguePaths.model('.', 1, 2))).toBe('bad_request');
    expect(kindOf(() => cataloguePaths.brandModels('T', -1))).toBe('bad_request');
    expect(kindOf(() => cataloguePaths.brandModels('T', 1.5))).toBe('bad_request');
    expect(kindOf(() => cataloguePaths.model('T', 1, Number.NaN))).toBe('bad_request');
    expect(kindOf(() => cataloguePaths.model('T', 1, 2 ** 60))).toBe('bad_request');
  });
});

describe('checkScope', () => {
  it('accepts market and locale codes', () => {
    expect(kindOf(() => checkScope({ market: 'app-market', locale: 'app-locale' }))).toBeUndefined();
    expect(kindOf(() => checkScope({ market: 'FR', locale: 'es_ES' }))).toBeUndefined();
  });

  it('refuses values that could not be a code (header injection, empty, spaces)', () => {
    expect(kindOf(() => checkScope({ market: 'FR\r\nx-evil: 1', locale: 'fr' }))).toBe('bad_request');
    expect(kindOf(() => checkScope({ market: '', locale: 'fr' }))).toBe('bad_request');
    expect(kindOf(() => checkScope({ market: 'FR', locale: 'f r' }))).toBe('bad_request');
  });
});

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

describe('errorForStatus', () => {
  it.each([
    [401, 'unauthorized'],
    [403, 'unauthorized'],
    [404, 'not_found'],
    [400, 'bad_request'],
    [422, 'bad_request'],
    [429, 'rate_limited'],
    [500, 'unavailable'],
    [503, 'unavailable'],
    [302, 'invalid_response'],
  ])('%i → %s', (status, kind) => {
    const error = errorForStatus(status, '/msproduct.pv1/x');
    expect(error).toBeInstanceOf(CatalogueError);
    expect(error.kind).toBe(kind);
    expect(error.details).toMatchObject({ status, path: '/msproduct.pv1/x' });
  });

  it('keeps Retry-After of a 429', () => {
    expect(errorForStatus(429, '/p', 3000).details.retryAfterMs).toBe(3000);
  });
});

describe('describeSchemaError', () => {
  const schema = z.object({
    body: z.object({
      iumodel: z.object({ protocol_compatibilities: z.array(z.object({ article_reference: z.string() })) }),
    }),
  });

  it('names the path of the first bad field and what was expected', () => {
    const result = schema.safeParse({
      body: { iumodel: { protocol_compatibilities: [{ article_reference: 42 }] } },
    });
    expect(result.success).toBe(false);
    expect(describeSchemaError(result.error as z.ZodError)).toBe(
      'body.iumodel.protocol_compatibilities.0.article_reference: expected string, received number',
    );
  });

  it('does not quote the offending value', () => {
    const result = schema.safeParse({
      body: { iumodel: { protocol_compatibilities: 'secret-looking-text' } },
    });
    const message = describeSchemaError(result.error as z.ZodError);
    expect(message).toMatch(/^body\.iumodel\.protocol_compatibilities: expected array/);
    expect(message).not.toContain('secret-looking-text');
  });

  it('names the root when the body is not an object', () => {
    const result = schema.safeParse([]);
    expect(describeSchemaError(result.error as z.ZodError)).toMatch(/^\(root\): expected object/);
  });
});
