/**
 * A watched list's lines as the store keeps them: each line as read, its outcome as the CSV writes
 * it, and for a line answered for one unit that unit's model ids, so a refresh's changes find the
 * lines to answer again (answer-again.ts). Never the file the list came in.
 */
import { z } from 'zod';
import type { LookupResult } from '../lookup/result.js';
import { listLineSchema } from '../project-lists/lines.js';
import { lineOutcomeSchema } from '../project-lists/outcome.js';

export const lineUnitSchema = z.object({
  /** The unit's model ids, its variants' too. */
  modelIds: z.array(z.number().int()).min(1),
  /** The controller type the line was answered for (typed, or the list's); unset: every type the market has. */
  type: z.string().min(1).optional(),
  /** The type code of each of the outcome's SKUs, in the same order. */
  skuTypes: z.array(z.string()),
});
export type LineUnit = z.infer<typeof lineUnitSchema>;

export const watchedLineSchema = z.object({
  line: listLineSchema,
  outcome: lineOutcomeSchema,
  unit: lineUnitSchema.optional(),
});
export type WatchedLine = z.infer<typeof watchedLineSchema>;

/**
 * The unit an answer is for, as a watched line keeps it; none for anything but an answer.
 * `onlyType` is the type the lookup kept to (ask.ts's: the one typed, else the default type
 * when it applied), not only the typed one: a line answered for one type stays that type's.
 */
export function lineUnitOf(result: LookupResult, onlyType: string | undefined): LineUnit | undefined {
  if (result.kind !== 'answer') return undefined;
  return {
    modelIds: (result.variants ?? [result.unit]).map((unit) => unit.modelId),
    ...(onlyType ? { type: onlyType } : {}),
    skuTypes: result.rows.map((row) => row.typeReference),
  };
}

/** Every model id a list's lines resolved to. */
export const modelIdsOf = (lines: readonly WatchedLine[]): Set<number> =>
  new Set(lines.flatMap((line) => line.unit?.modelIds ?? []));
