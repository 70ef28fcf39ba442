/**
 * What the catalogue client makes of an answer: a final non-2xx status or a transport failure becomes
 * a typed `CatalogueError`, a 2xx body is read up to a size limit, parsed as JSON and validated by
 * the caller's zod schema. No message ever quotes a response body or the original transport error.
 */
import type { Dispatcher } from 'undici';
import type { z } from 'zod';
import { CatalogueError } from './errors.js';
import { attemptFailureOf } from './retry-policy.js';

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

/** Maps whatever the transport threw; never copies the original message (it could quote a body). */
export function transportError(error: unknown, path: string): CatalogueError {
  if (error instanceof CatalogueError) return error;
  const { code } = attemptFailureOf(error);
  if (code === 'UND_ERR_INVALID_ARG')
    return new CatalogueError('bad_request', `invalid request for ${path}`, { path });
  return new CatalogueError('unavailable', `catalogue unreachable for ${path}${code ? ` (${code})` : ''}`, {
    path,
  });
}

export async function readText(
  body: Dispatcher.ResponseData['body'],
  limit: number,
  path: string,
): Promise<string> {
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

export function parseBody<S extends z.ZodType>(text: string, schema: S, path: string): z.output<S> {
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
