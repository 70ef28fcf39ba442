/**
 * What one refresh changed in a market: its units compared with the previous version's, by model
 * id. Units added and removed; for each unit in both, each type whose SKUs differ (added where it
 * had none, removed where it has none now, else replaced) and whether its warnings differ. Pure;
 * kept as a record per refresh (store.ts), posted as the digest, read by watched lists.
 */
import { z } from 'zod';
import { sameItems } from '../shared/same-items.js';
import type { CopyUnit } from './units.js';

export const changeKinds = [
  'added',
  'removed',
  'sku_added',
  'sku_removed',
  'sku_replaced',
  'warnings',
] as const;

const changeSchema = z.object({
  kind: z.enum(changeKinds),
  modelId: z.number().int(),
  brand: z.string(),
  unit: z.string(),
  /** The controller type, for SKU changes. */
  type: z.string().optional(),
  typeName: z.string().optional(),
  /** SKUs or warnings before and after (units added or removed: their SKUs). */
  before: z.array(z.string()),
  after: z.array(z.string()),
});
export type CopyChange = z.infer<typeof changeSchema>;

export const copyChangesSchema = z.object({
  /** The first copy of a market: nothing to compare with, nothing to post. */
  first: z.boolean(),
  /** A newer version was made current before this one: it was dropped, nothing changed by it. */
  superseded: z.literal(true).optional(),
  counts: z.object({
    added: z.number().int(),
    removed: z.number().int(),
    skus: z.number().int(),
    warnings: z.number().int(),
  }),
  changes: z.array(changeSchema),
});
export type CopyChanges = z.infer<typeof copyChangesSchema>;

const allSkus = (unit: CopyUnit): string[] => unit.skus.flatMap((entry) => entry.skus);

function unitChanges(before: CopyUnit, after: CopyUnit): CopyChange[] {
  const changes: CopyChange[] = [];
  const named = { modelId: after.modelId, brand: after.brand, unit: after.unit };
  const types = [...new Set([...before.skus, ...after.skus].map((entry) => entry.type))];
  for (const type of types) {
    const was = before.skus.find((entry) => entry.type === type);
    const now = after.skus.find((entry) => entry.type === type);
    const old = was?.skus ?? [];
    const current = now?.skus ?? [];
    if (sameItems(old, current)) continue;
    const kind = old.length === 0 ? 'sku_added' : current.length === 0 ? 'sku_removed' : 'sku_replaced';
    const typeName = now?.typeName ?? was?.typeName ?? type;
    changes.push({ kind, ...named, type, typeName, before: old, after: current });
  }
  if (!sameItems(before.warnings, after.warnings)) {
    changes.push({ kind: 'warnings', ...named, before: before.warnings, after: after.warnings });
  }
  return changes;
}

/** What changed from `before` (undefined: the first copy) to `after`, in brand and unit order. */
export function compareUnits(
  before: readonly CopyUnit[] | undefined,
  after: readonly CopyUnit[],
): CopyChanges {
  if (before === undefined)
    return { first: true, counts: { added: 0, removed: 0, skus: 0, warnings: 0 }, changes: [] };
  const old = new Map(before.map((unit) => [unit.modelId, unit]));
  const current = new Map(after.map((unit) => [unit.modelId, unit]));
  const changes: CopyChange[] = [];
  for (const unit of after) {
    const was = old.get(unit.modelId);
    if (was) changes.push(...unitChanges(was, unit));
    else
      changes.push({
        kind: 'added',
        modelId: unit.modelId,
        brand: unit.brand,
        unit: unit.unit,
        before: [],
        after: allSkus(unit),
      });
  }
  for (const unit of before) {
    if (current.has(unit.modelId)) continue;
    changes.push({
      kind: 'removed',
      modelId: unit.modelId,
      brand: unit.brand,
      unit: unit.unit,
      before: allSkus(unit),
      after: [],
    });
  }
  changes.sort((a, b) => a.brand.localeCompare(b.brand) || a.unit.localeCompare(b.unit));
  const count = (kinds: readonly CopyChange['kind'][]) =>
    changes.filter((c) => kinds.includes(c.kind)).length;
  const skuUnits = new Set(changes.filter((c) => c.kind.startsWith('sku_')).map((c) => c.modelId));
  return {
    first: false,
    counts: {
      added: count(['added']),
      removed: count(['removed']),
      skus: skuUnits.size,
      warnings: count(['warnings']),
    },
    changes,
  };
}

export const hasChanges = (changes: CopyChanges): boolean => changes.changes.length > 0;
