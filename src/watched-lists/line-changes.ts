/**
 * What changed on a watched line between what the list last showed and its answer now (before →
 * after). Pure; a line with no note is not a changed line. Zod schemas, because a list remembers
 * what its last notice told (store.ts).
 */
import { z } from 'zod';
import { type LineOutcome, lineOutcomeSchema, listStatuses } from '../project-lists/outcome.js';
import { sameItems } from '../shared/same-items.js';

export const lineNoteSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('gone') }),
  z.object({ kind: z.literal('status'), before: z.enum(listStatuses), after: z.enum(listStatuses) }),
  z.object({ kind: z.literal('unit'), before: z.string(), after: z.string() }),
  z.object({
    kind: z.literal('sku'),
    typeName: z.string(),
    before: z.array(z.string()),
    after: z.array(z.string()),
  }),
  z.object({ kind: z.literal('type_gone'), typeName: z.string(), before: z.array(z.string()) }),
  z.object({ kind: z.literal('type_new'), typeName: z.string(), after: z.array(z.string()) }),
  z.object({ kind: z.literal('warning'), added: z.array(z.string()), removed: z.array(z.string()) }),
]);
/** One thing that changed on a line, before → after. */
export type LineNote = z.infer<typeof lineNoteSchema>;

export const lineChangeSchema = z.object({
  number: z.number().int(),
  typed: z.string(),
  before: lineOutcomeSchema,
  after: lineOutcomeSchema,
  notes: z.array(lineNoteSchema).min(1),
});
export type LineChange = z.infer<typeof lineChangeSchema>;

/** Statuses that show a unit (its SKUs, or that it is not sold here). */
const showsUnit: ReadonlySet<LineOutcome['status']> = new Set(['answered', 'check', 'not_sold']);

/** SKUs by controller type name, in the outcome's order. */
const skusByType = (outcome: LineOutcome): Map<string, string[]> => {
  const types = new Map<string, string[]>();
  for (const { typeName, sku } of outcome.skus) types.set(typeName, [...(types.get(typeName) ?? []), sku]);
  return types;
};

const unitName = (outcome: LineOutcome): string => [outcome.brand, outcome.model].filter(Boolean).join(' ');

function skuNotes(before: LineOutcome, after: LineOutcome): LineNote[] {
  const was = skusByType(before);
  const now = skusByType(after);
  const notes: LineNote[] = [];
  for (const [typeName, skus] of was) {
    const current = now.get(typeName);
    if (!current) notes.push({ kind: 'type_gone', typeName, before: skus });
    else if (!sameItems(skus, current)) notes.push({ kind: 'sku', typeName, before: skus, after: current });
  }
  for (const [typeName, skus] of now)
    if (!was.has(typeName)) notes.push({ kind: 'type_new', typeName, after: skus });
  return notes;
}

/** What changed from `before` to `after` (none: the line shows the same). */
export function lineNotes(before: LineOutcome, after: LineOutcome): LineNote[] {
  // No unit shown now: not found (gone), or a choice between units; its SKUs are not each named.
  if (showsUnit.has(before.status) && !showsUnit.has(after.status))
    return after.status === 'not_found'
      ? [{ kind: 'gone' }]
      : [{ kind: 'status', before: before.status, after: after.status }];
  const notes: LineNote[] = [];
  if (before.status !== after.status)
    notes.push({ kind: 'status', before: before.status, after: after.status });
  if (showsUnit.has(after.status) && unitName(before) !== unitName(after))
    notes.push({ kind: 'unit', before: unitName(before), after: unitName(after) });
  notes.push(...skuNotes(before, after));
  const added = after.warnings.filter((warning) => !before.warnings.includes(warning));
  const removed = before.warnings.filter((warning) => !after.warnings.includes(warning));
  if (added.length > 0 || removed.length > 0) notes.push({ kind: 'warning', added, removed });
  return notes;
}
