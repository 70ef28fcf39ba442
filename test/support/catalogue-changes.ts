/**
 * The sample catalogue changed as a vendor changes it, for tests of the catalogue copy: in one
 * market, some units get another SKU, some are removed, some added, some get another warning.
 * Each change picks units sold in that market (most are sold in the others too, which change
 * with it), each unit changed once, and says which units it changed, by designation.
 */
import type { SampleCatalogue, SampleModel } from '../../src/catalogue/sample/catalogue.js';
import { marketTypes } from '../../src/catalogue/sample/data.js';

export interface CatalogueEdit {
  skus?: number;
  removed?: number;
  added?: number;
  warnings?: number;
}

export interface EditedCatalogue {
  catalogue: SampleCatalogue;
  /** Designations of the units changed, per kind of change. */
  skus: string[];
  removed: string[];
  added: string[];
  warnings: string[];
}

export function editCatalogue(base: SampleCatalogue, market: string, edit: CatalogueEdit): EditedCatalogue {
  const types = marketTypes(base, market);
  const candidates = base.models.filter(
    (model) =>
      model.visible !== 0 &&
      model.markets.includes(market) &&
      model.compatibilities.some((c) => types.includes(c.typeReference) && c.status === 'VISIBLE'),
  );
  let next = 0;
  const take = (count = 0) => {
    const taken = candidates.slice(next, next + count);
    if (taken.length < count) throw new Error(`only ${candidates.length} units to change in ${market}`);
    next += count;
    return taken;
  };
  const skus = take(edit.skus);
  const removed = take(edit.removed);
  const warned = take(edit.warnings);
  const templates = take(edit.added);
  const changed = new Map<number, SampleModel | undefined>();
  for (const model of skus) {
    const type = model.compatibilities.find((c) => types.includes(c.typeReference))?.typeReference;
    changed.set(model.id, {
      ...model,
      compatibilities: model.compatibilities.map((c) =>
        c.typeReference === type ? { ...c, sku: `${c.sku}R2` } : c,
      ),
    });
  }
  for (const model of removed) changed.set(model.id, undefined);
  for (const model of warned) {
    const text = {
      en: 'Needs firmware 2.1 or later.',
      es: 'Requiere firmware 2.1 o posterior.',
      fr: 'Nécessite le firmware 2.1 ou plus.',
    };
    changed.set(model.id, { ...model, warnings: [...model.warnings, { shape: 'string', text }] });
  }
  const maxId = Math.max(...base.models.map((model) => model.id));
  const added = templates.map((model, i) => ({
    ...model,
    id: maxId + 1 + i,
    designation: `${model.designation}NX${i}`,
  }));
  const models = [
    ...base.models.flatMap((model) => {
      if (!changed.has(model.id)) return [model];
      const now = changed.get(model.id);
      return now ? [now] : [];
    }),
    ...added,
  ];
  return {
    catalogue: { ...base, models },
    skus: skus.map((model) => model.designation),
    removed: removed.map((model) => model.designation),
    added: added.map((model) => model.designation),
    warnings: warned.map((model) => model.designation),
  };
}
