/**
 * A whole version summed up as units: for each model some listing of the market names, its brand
 * and designation, its SKUs per market type as an answer shows them (lookup/sku-rows.ts: the same
 * rule, so "what fits this SKU" and "what changed" agree with the answers) and its warnings. Built
 * once when the version is made whole and kept beside it (`units` entry): the digest compares two
 * of them, and SKU questions are answered from it.
 */
import { z } from 'zod';
import { brandModelsResponseSchema, modelResponseSchema, typesResponseSchema } from '../catalogue/schemas.js';
import { skuRows } from '../lookup/sku-rows.js';
import { normaliseWarnings } from '../matching/warnings.js';
import { parseJson } from '../shared/parse-json.js';
import { entryKeys, readEntry } from './entries.js';
import type { CopyStore } from './store.js';

const copyUnitSchema = z.object({
  modelId: z.number().int(),
  brandId: z.number().int(),
  brand: z.string(),
  unit: z.string(),
  /** SKUs per type: type code → its name and SKUs, in the market's order. */
  skus: z.array(z.object({ type: z.string(), typeName: z.string(), skus: z.array(z.string()) })),
  warnings: z.array(z.string()),
});
export type CopyUnit = z.infer<typeof copyUnitSchema>;
export const copyUnitsSchema = z.array(copyUnitSchema);

/** Reads an entry, an absence or an unreadable one as nothing. */
const readOr = <T>(read: () => T): T | undefined => {
  try {
    return read();
  } catch {
    return undefined;
  }
};

/** The units of a version whose entries are all in: one per model detail some listing names. */
export async function summariseUnits(store: CopyStore, versionId: string): Promise<CopyUnit[]> {
  const typesText = await store.get(versionId, entryKeys.types);
  const types = typesText
    ? (readOr(() => readEntry(typesText, typesResponseSchema, entryKeys.types))?.body.compatibility_type
        .article_types ?? [])
    : [];
  const listed = new Set<number>();
  for (const [key, text] of await store.entries(versionId, 'brand:')) {
    const listing = readOr(() => readEntry(text, brandModelsResponseSchema, key));
    for (const model of listing?.body.brand.iumodels ?? []) if (model.visible !== 0) listed.add(model.id);
  }
  const units: CopyUnit[] = [];
  for (const [key, text] of await store.entries(versionId, 'model:')) {
    const model = readOr(() => readEntry(text, modelResponseSchema, key))?.body.iumodel;
    if (!model || !listed.has(model.id)) continue;
    const rows = skuRows(model, types);
    const byType = new Map<string, { type: string; typeName: string; skus: string[] }>();
    for (const row of rows) {
      const entry = byType.get(row.typeReference) ?? {
        type: row.typeReference,
        typeName: row.typeName,
        skus: [],
      };
      entry.skus.push(row.sku);
      byType.set(row.typeReference, entry);
    }
    units.push({
      modelId: model.id,
      brandId: model.brand_id,
      brand: model.brand.name,
      unit: model.indoor_unit.trim(),
      skus: [...byType.values()],
      warnings: normaliseWarnings(model.warnings, ...rows.map((row) => row.warnings)),
    });
  }
  return units.sort((a, b) => a.modelId - b.modelId);
}

/** The units summary of a whole version, or undefined when it has none or it does not read. */
export async function readUnits(store: CopyStore, versionId: string): Promise<CopyUnit[] | undefined> {
  const text = await store.get(versionId, entryKeys.units);
  if (text === undefined) return undefined;
  return parseJson(copyUnitsSchema, text);
}
