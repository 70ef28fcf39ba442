/**
 * How the units of a choice differ, said beside each unit so that the salesperson need not guess
 * (protocol family, else the SKU per type, "no controller here", or "the same controllers"). A
 * choice whose facts are missing for any unit says nothing rather than half. Pure.
 */
import type { ChoiceUnit, SkuRow, UnitFacts } from './result.js';

/** What to show beside one unit. */
export interface UnitDifference {
  /** The unit's protocol families, when they differ from another unit's. */
  protocols?: string[];
  /**
   * The unit's SKU per type, when the families do not set it apart but its SKUs differ from
   * another unit's; empty when the unit has no controller in the market.
   */
  rows?: SkuLine[];
}

type SkuLine = Pick<SkuRow, 'typeReference' | 'typeName' | 'sku'>;

type ChoiceDifferences =
  | { kind: 'unknown' }
  | {
      kind: 'same_controllers';
      /** The SKU per type every unit takes. */
      rows: SkuLine[];
      /** The units' warnings (of the unit or of a type) are not all the same. */
      warningsDiffer: boolean;
    }
  | { kind: 'differ'; units: UnitDifference[] };

const protocolsOf = (rows: readonly SkuRow[]) => [
  ...new Set(rows.map((row) => row.protocolName).filter((name): name is string => Boolean(name))),
];
const skuSignature = (rows: readonly SkuRow[]) =>
  JSON.stringify(rows.map((row) => [row.typeReference, row.sku]).sort());
const skuLines = (rows: readonly SkuRow[]): SkuLine[] =>
  rows.map(({ typeReference, typeName, sku }) => ({ typeReference, typeName, sku }));
const warningSignature = (facts: UnitFacts | undefined) =>
  JSON.stringify([
    facts?.warnings ?? [],
    (facts?.rows ?? []).map((row) => [row.typeReference, row.sku, row.warnings]).sort(),
  ]);

export function choiceDifferences(units: readonly ChoiceUnit[]): ChoiceDifferences {
  const facts = units.map((unit) => unit.facts);
  if (units.length < 2 || facts.some((f) => f === undefined)) return { kind: 'unknown' };
  const rowsOf = facts.map((f) => f?.rows ?? []);
  const served = rowsOf.filter((rows) => rows.length > 0);
  const protocolsDiffer = new Set(served.map((rows) => JSON.stringify(protocolsOf(rows)))).size > 1;
  const skusDiffer = new Set(rowsOf.map(skuSignature)).size > 1;
  const [firstRows = []] = rowsOf;
  if (!skusDiffer && firstRows.length > 0) {
    const warningsDiffer = new Set(facts.map(warningSignature)).size > 1;
    return { kind: 'same_controllers', rows: skuLines(firstRows), warningsDiffer };
  }
  return {
    kind: 'differ',
    units: rowsOf.map((rows) => {
      if (rows.length === 0) return { rows: [] };
      if (protocolsDiffer) return { protocols: protocolsOf(rows) };
      return { rows: skuLines(rows) };
    }),
  };
}
