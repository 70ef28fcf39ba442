/** Final statuses mapped to typed catalogue errors, and schema failures described without quoting the body. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CatalogueError } from '../../src/catalogue/errors.js';
import { describeSchemaError, errorForStatus } from '../../src/catalogue/response.js';

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
