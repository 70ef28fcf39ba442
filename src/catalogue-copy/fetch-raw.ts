/**
 * The refresh's reads of the catalogue (spec §4) through the app's one client, each waiting for the
 * rate gate and counted. The body is kept as sent and validated by the live answer's schemas, so an
 * invalid body fails the refresh as it would fail an answer.
 */
import { z } from 'zod';
import type { CatalogueClient } from '../catalogue/client.js';
import { CatalogueError, isCatalogueError } from '../catalogue/errors.js';
import { describeSchemaError } from '../catalogue/response.js';
import type { CatalogueScope } from '../catalogue/types.js';
import { catalogueCalls } from '../metrics/registry.js';
import type { RateGate } from './rate-gate.js';

export interface RawFetched<S extends z.ZodType> {
  /** The body as sent. */
  raw: unknown;
  /** The body as the app reads it. */
  data: z.output<S>;
}

export interface RawFetcher {
  /** Calls made so far. */
  readonly calls: number;
  get<S extends z.ZodType>(
    operation: 'listTypes' | 'listBrands' | 'getBrandModels' | 'getModel',
    path: string,
    schema: S,
  ): Promise<RawFetched<S>>;
}

const statusOf = (error: unknown): string => {
  if (!isCatalogueError(error)) return 'error';
  return error.details.status === undefined ? error.kind : String(error.details.status);
};

export function rawFetcher(
  client: CatalogueClient,
  scope: CatalogueScope,
  gate: RateGate,
  signal: AbortSignal,
): RawFetcher {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    async get(operation, path, schema) {
      await gate.wait(signal);
      calls += 1;
      try {
        const raw = await client.get(path, scope, z.unknown(), { expected: ['bad_request', 'not_found'] });
        const parsed = schema.safeParse(raw, { reportInput: false });
        if (!parsed.success) {
          const problem = describeSchemaError(parsed.error);
          throw new CatalogueError('invalid_response', `response for ${path} is invalid: ${problem}`, {
            path,
          });
        }
        catalogueCalls.inc({ operation, status: '200' });
        return { raw, data: parsed.data };
      } catch (error) {
        catalogueCalls.inc({ operation, status: statusOf(error) });
        throw error;
      }
    },
  };
}
