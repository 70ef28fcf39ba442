/**
 * A whole version summed up as units (brand, designation, SKUs per market type, warnings), built by
 * lookup/sku-rows.ts's rule so "what fits this SKU" and "what changed" agree with the answers. Kept
 * beside the version for the digest and SKU questions; read a batch at a time with turns given to
 * the event loop, so a big catalogue never holds other users' requests.
 */
import { z } from 'zod';
import { brandModelsResponseSchema, modelResponseSchema, typesResponseSchema } from '../catalogue/schemas.js';
import { skuRows } from '../lookup/sku-rows.js';
import { normaliseWarnings } from '../matching/warnings.js';
import { parseJson } from '../shared/parse-json.js';
import { Turns } from '../shared/turns.js';
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

/** Reads an entry, an absence or an unreadable one as nothing. */
const readOr = <T>(read: () => T): T | undefined => {
  try {
    return read();
  } catch {
    return undefined;
  }
};

type ModelDetail = z.output<typeof modelResponseSchema>['body']['iumodel'];
type TypeList = z.output<typeof typesResponseSchema>['body']['compatibility_type']['article_types'];

/** One model's unit: its SKUs per type as an answer shows them, and its warnings. */
function unitOf(model: ModelDetail | undefined, types: TypeList): CopyUnit | undefined {
  if (!model) return undefined;
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
  return {
    modelId: model.id,
    brandId: model.brand_id,
    brand: model.brand.name,
    unit: model.indoor_unit.trim(),
    skus: [...byType.values()],
    warnings: normaliseWarnings(model.warnings, ...rows.map((row) => row.warnings)),
  };
}

/** The units of a version whose entries are all in: one per model detail some listing names. */
export async function summariseUnits(store: CopyStore, versionId: string): Promise<CopyUnit[]> {
  const typesText = await store.get(versionId, entryKeys.types);
  const types = typesText
    ? (readOr(() => readEntry(typesText, typesResponseSchema, entryKeys.types))?.body.compatibility_type
        .article_types ?? [])
    : [];
  const turns = new Turns();
  const listed = new Set<number>();
  for await (const batch of store.batches(versionId, 'brand:')) {
    for (const [key, text] of batch) {
      const listing = readOr(() => readEntry(text, brandModelsResponseSchema, key));
      for (const model of listing?.body.brand.iumodels ?? []) if (model.visible !== 0) listed.add(model.id);
      await turns.take();
    }
  }
  const units: CopyUnit[] = [];
  for await (const batch of store.batches(versionId, 'model:')) {
    for (const [key, text] of batch) {
      const unit = unitOf(readOr(() => readEntry(text, modelResponseSchema, key))?.body.iumodel, types);
      if (unit && listed.has(unit.modelId)) units.push(unit);
      await turns.take();
    }
  }
  return units.sort((a, b) => a.modelId - b.modelId);
}

/**
 * The units summary of a whole version, or undefined when it has none or it does not read; each
 * unit checked in turn, the event loop given turns between them (a big market's summary is MBs).
 */
export async function readUnits(store: CopyStore, versionId: string): Promise<CopyUnit[] | undefined> {
  const items = parseJson(z.array(z.unknown()), await store.get(versionId, entryKeys.units));
  if (items === undefined) return undefined;
  const turns = new Turns();
  const units: CopyUnit[] = [];
  for (const item of items) {
    const unit = copyUnitSchema.safeParse(item);
    if (!unit.success) return undefined;
    units.push(unit.data);
    await turns.take();
  }
  return units;
}
