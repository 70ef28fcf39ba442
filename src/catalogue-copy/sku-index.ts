/**
 * The SKUs of the catalogue copy, for SKU questions (lookup/sku-question.ts): each served market's
 * whole version read once into an index (normalised SKU → the units it fits), rebuilt when the
 * market's version changes; the shape every known SKU shares (their common prefix, and each one's
 * letters-and-digits pattern) for telling a reference from a model code.
 */
import type { CatalogueScope } from '../catalogue/types.js';
import { normaliseSku, type SkuSource, type SkuUnit } from '../lookup/sku-question.js';
import { type CopyView, readAtOf } from './source.js';
import type { CopyStore } from './store.js';
import { readUnits } from './units.js';

interface MarketIndex {
  versionId: string;
  /** Normalised SKU → units it fits. */
  units: Map<string, SkuUnit[]>;
}

/** The pattern of a normalised code: `L` for each letter, `D` for each digit. */
const patternOf = (code: string) => code.replace(/[A-Z]/g, 'L').replace(/[0-9]/g, 'D');

const commonPrefix = (codes: readonly string[]): string => {
  const [first = ''] = codes;
  let length = first.length;
  for (const code of codes) {
    while (length > 0 && code.slice(0, length) !== first.slice(0, length)) length -= 1;
  }
  return first.slice(0, length);
};

/** Shortest common prefix that makes a shape: below it, no text is taken for a reference by its shape. */
const minPrefix = 2;

const seriesOf = (designation: string): string => /^[A-Z]+/.exec(normaliseSku(designation))?.[0] ?? '';

export function copySkuSource(
  store: CopyStore,
  view: CopyView,
  scopes: readonly CatalogueScope[],
  options: { overdueMs: number; now?: () => number },
): SkuSource {
  const now = options.now ?? Date.now;
  const indexes = new Map<string, MarketIndex>();
  const building = new Map<string, Promise<MarketIndex | undefined>>();

  async function build(scope: CatalogueScope, versionId: string): Promise<MarketIndex | undefined> {
    const units = await readUnits(store, versionId);
    if (!units) return undefined;
    const index = new Map<string, SkuUnit[]>();
    for (const unit of units) {
      for (const entry of unit.skus) {
        for (const sku of entry.skus) {
          const key = normaliseSku(sku);
          const list = index.get(key) ?? [];
          list.push({
            brand: unit.brand,
            unit: unit.unit,
            series: seriesOf(unit.unit),
            type: entry.type,
            typeName: entry.typeName,
            sku,
          });
          index.set(key, list);
        }
      }
    }
    const built = { versionId, units: index };
    indexes.set(scope.market, built);
    return built;
  }

  /** The market's index for its current whole version, built or rebuilt as needed. */
  async function indexOf(scope: CatalogueScope): Promise<MarketIndex | undefined> {
    const copied = scopes.find((each) => each.market === scope.market);
    if (!copied) return undefined;
    const versionId = (await view.status(copied)).current?.id;
    if (versionId === undefined) return undefined;
    const known = indexes.get(scope.market);
    if (known?.versionId === versionId) return known;
    const key = `${scope.market}\u0000${versionId}`;
    let pending = building.get(key);
    if (!pending) {
      pending = build(copied, versionId).finally(() => building.delete(key));
      building.set(key, pending);
    }
    return pending;
  }

  const all = async () => (await Promise.all(scopes.map(indexOf))).flatMap((index) => (index ? [index] : []));

  let shape: { versions: string; prefix: string; patterns: Set<string> } | undefined;
  const shapeOf = async () => {
    const known = await all();
    const versions = known.map((index) => index.versionId).join('|');
    if (shape?.versions !== versions) {
      const codes = known.flatMap((index) => [...index.units.keys()]);
      shape = { versions, prefix: commonPrefix(codes), patterns: new Set(codes.map(patternOf)) };
    }
    return shape;
  };

  return {
    async knownSku(normalised) {
      for (const index of await all()) {
        const units = index.units.get(normalised);
        if (units?.[0]) return units[0].sku;
      }
      return undefined;
    },
    async looksLikeSku(normalised) {
      const { prefix, patterns } = await shapeOf();
      return (
        prefix.length >= minPrefix && normalised.startsWith(prefix) && patterns.has(patternOf(normalised))
      );
    },
    async unitsOf(scope, sku) {
      const index = await indexOf(scope);
      if (!index) return undefined;
      const copied = scopes.find((each) => each.market === scope.market) ?? scope;
      const readAt = readAtOf(await view.status(copied), now(), options.overdueMs);
      return { units: index.units.get(normaliseSku(sku)) ?? [], ...(readAt === undefined ? {} : { readAt }) };
    },
    async marketsSelling(sku) {
      const key = normaliseSku(sku);
      const known = await Promise.all(scopes.map(async (scope) => ({ scope, index: await indexOf(scope) })));
      return known.filter(({ index }) => index?.units.has(key)).map(({ scope }) => scope.market);
    },
  };
}
