/**
 * Absent queries of the evaluation catalogue in one market: codes nobody could mean by any unit
 * the market serves, so the right outcome is no SKU. Kinds: capacity neighbour (one capacity
 * digit changed into a code the catalogue lacks, with the brand and without), unknown series
 * (a plausible code of the brand's own grammar that no unit has), other market only (a unit sold
 * elsewhere), no controller in market (sold here, no controller type a detail path serves), and
 * type the market lacks (`knx …` where the market has no KNX).
 */
import type { SampleUnit } from '../../../src/catalogue/sample/data.js';
import { listUnits } from '../../../src/catalogue/sample/data.js';
import { capacityNeighbour, key, type UnitKeys } from '../quality/keys.js';
import type { LabelledQuery } from '../quality/labels.js';
import { brandSpecs } from './brands.js';
import type { EvalCatalogue } from './catalogue.js';
import { drawSeries } from './grammars.js';
import type { Random } from './random.js';

/** A type word for a type another market offers and this one lacks. */
const lackedTypeWord: Readonly<Record<string, string>> = { ES: 'knx', DE: 'wifi', IT: 'pro' };

export function absentQueries(
  data: EvalCatalogue,
  market: string,
  sold: readonly SampleUnit[],
  served: UnitKeys,
  r: Random,
  perKind: number,
): LabelledQuery[] {
  const out: LabelledQuery[] = [];
  const seen = new Set<string>();
  const counts = new Map<string, number>();
  const absent = (variant: string, text: string) => {
    if ((counts.get(variant) ?? 0) >= perKind || seen.has(text)) return;
    seen.add(text);
    counts.set(variant, (counts.get(variant) ?? 0) + 1);
    out.push({ text, market, category: 'absent', variant });
  };
  const inCatalogue = new Set(data.catalogue.models.map((m) => key(m.designation)));
  const free = (code: string, brandIds?: ReadonlySet<number>) =>
    !inCatalogue.has(key(code)) && served.nowhere(key(code), brandIds);

  for (const { unit } of r.shuffle(served.all)) {
    const capacity = data.capacity.get(unit.modelId);
    if (!capacity) continue;
    const ofBrand = new Set([unit.brandId]);
    const withBrand = capacityNeighbour(unit.designation, capacity, (c) => free(c, ofBrand), r);
    if (withBrand !== undefined) absent('capacity neighbour', `${unit.brandName} ${withBrand}`);
    const bare = capacityNeighbour(unit.designation, capacity, (c) => free(c), r);
    if (bare !== undefined) absent('capacity neighbour, brand omitted', bare);
    const lacked = lackedTypeWord[market];
    if (lacked !== undefined)
      absent('type the market lacks', `${lacked} ${unit.brandName} ${unit.designation}`);
  }

  const brandIds = new Map(data.catalogue.brands.map((b) => [b.name, b.id]));
  for (let i = 0; i < perKind * 3; i++) {
    const spec = r.pick(brandSpecs);
    const series = drawSeries(r.pick(spec.grammars), r);
    const size = r.pick(series.groups.flat());
    if (free(size.designation, new Set([brandIds.get(spec.name) ?? 0])) && free(size.designation)) {
      if (r.chance(0.5)) absent('unknown series', `${spec.name} ${size.designation}`);
      else absent('unknown series, brand omitted', size.designation);
    }
  }

  const here = new Set(sold.map((u) => u.modelId));
  for (const other of data.catalogue.markets.map((m) => m.code).filter((m) => m !== market)) {
    for (const unit of r.shuffle(listUnits(data.catalogue, other))) {
      if (!here.has(unit.modelId) && served.nowhere(key(unit.designation)))
        absent('other market only', `${unit.brandName} ${unit.designation}`);
    }
  }
  const reachable = new Set(served.all.map((u) => u.unit.modelId));
  for (const unit of r.shuffle(sold)) {
    if (!reachable.has(unit.modelId) && served.nowhere(key(unit.designation)))
      absent('no controller in market', `${unit.brandName} ${unit.designation}`);
  }
  return out;
}
