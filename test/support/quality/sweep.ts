/**
 * The sweep as a labelled set: for every unit a market serves, its exact designation with its
 * brand (`exact with brand`) and, where no other unit of the market has the code, without
 * (`exact without brand`), each answerable by that unit with its SKUs; and the designation with
 * one capacity digit changed into a code the catalogue lacks and nobody could mean (`capacity
 * digit changed`), absent: no SKU; a designation of several codes (`A / B`) keeps the others
 * intact, so it has none. Capacity positions come from the catalogue's generator when
 * it records them, else from `capacitySpan`.
 */
import { listUnits, type SampleCatalogue } from '../../../src/catalogue/sample/data.js';
import { detailPathTypes } from './harness.js';
import { capacityNeighbour, capacitySpan, key, UnitKeys } from './keys.js';
import type { LabelledQuery } from './labels.js';

export function sweepQueries(
  catalogue: SampleCatalogue,
  market: string,
  capacity?: ReadonlyMap<number, readonly [number, number]>,
): LabelledQuery[] {
  const units = listUnits(catalogue, market).filter((u) =>
    u.skus.some((s) => detailPathTypes.has(s.typeReference)),
  );
  const keys = new UnitKeys(units);
  const inCatalogue = new Set(catalogue.models.map((m) => key(m.designation)));
  const out: LabelledQuery[] = [];
  for (const unit of units) {
    const expected = { unit: { brandId: unit.brandId, modelId: unit.modelId }, skus: unit.skus };
    const k = key(unit.designation);
    const ofBrand = new Set([unit.brandId]);
    const text = `${unit.brandName} ${unit.designation}`;
    if (keys.exact(k, ofBrand).length === 1)
      out.push({ text, market, category: 'answerable', variant: 'exact with brand', expected });
    if (keys.exact(k).length === 1)
      out.push({
        text: unit.designation,
        market,
        category: 'answerable',
        variant: 'exact without brand',
        expected,
      });
    const span = capacity?.get(unit.modelId) ?? capacitySpan(unit.designation);
    const changed =
      span &&
      capacityNeighbour(
        unit.designation,
        span,
        (code) => !inCatalogue.has(key(code)) && keys.nowhere(key(code), ofBrand) && !/\s\/\s/.test(code),
      );
    if (changed)
      out.push({
        text: `${unit.brandName} ${changed}`,
        market,
        category: 'absent',
        variant: 'capacity digit changed',
      });
  }
  return out;
}
