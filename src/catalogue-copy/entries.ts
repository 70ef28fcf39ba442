/**
 * One entry of a copy version: a catalogue answer as sent (read back through the client's own
 * response schemas, so the copy is read exactly as a live answer) or an absence (404, or 400 for a
 * refused type). Keys name the request: `types`, `brands:<type>`, `brand:<type>:<brand id>`,
 * `model:<model id>` (one detail per model: it carries every type's SKUs, spec §4.4).
 */
import { z } from 'zod';
import { CatalogueError } from '../catalogue/errors.js';
import { parseBody } from '../catalogue/response.js';
import { parseJsonOrThrow } from '../shared/parse-json.js';

export const entryKeys = {
  types: 'types',
  brands: (type: string) => `brands:${type}`,
  brandModels: (type: string, brandId: number) => `brand:${type}:${brandId}`,
  model: (modelId: number) => `model:${modelId}`,
  /** The units summary (units.ts), written when the version is made whole. */
  units: 'units',
} as const;

/** Absences kept as answers; any other failure fails the refresh. */
export const absenceKinds = ['not_found', 'bad_request'] as const;
type AbsenceKind = (typeof absenceKinds)[number];

const storedEntrySchema = z.union([
  z.object({ body: z.unknown() }),
  z.object({ absent: z.enum(absenceKinds) }),
]);

export const bodyEntry = (body: unknown): string => JSON.stringify({ body });
export const absentEntry = (kind: AbsenceKind): string => JSON.stringify({ absent: kind });

/**
 * The entry as the client would have returned it: the body validated by `schema`, or the absence
 * thrown as the same CatalogueError a live call throws.
 */
export function readEntry<S extends z.ZodType>(text: string, schema: S, key: string): z.output<S> {
  const entry = parseJsonOrThrow(storedEntrySchema, text, `the catalogue copy's ${key}`);
  if ('absent' in entry) {
    throw new CatalogueError(entry.absent, `the catalogue copy has no ${key} (${entry.absent})`);
  }
  return parseBody(JSON.stringify(entry.body), schema, key);
}
