/**
 * From a model's full detail (spec §4.4) to the parts of an answer: one SKU row per type of the
 * user's market, the key specs, the warnings as display strings. Pure.
 */
import type { ArticleType, ModelDetail } from '../catalogue/schemas.js';
import { skuForType } from '../catalogue/service.js';
import { normaliseWarnings } from '../matching/warnings.js';
import type { SkuRow, UnitFacts, UnitRef, UnitSpecs } from './result.js';

/**
 * One row per sellable SKU of each market type, in the market's order (see `skuForType`: a type
 * with two visible entries of different SKUs gives two rows, told apart by their protocol);
 * `onlyType` keeps that type alone. A type without an entry gives no row: another type's SKU is
 * never a substitute.
 */
export function skuRows(
  detail: ModelDetail,
  marketTypes: readonly ArticleType[],
  onlyType?: string,
): SkuRow[] {
  return marketTypes
    .filter((type) => onlyType === undefined || type.reference === onlyType)
    .flatMap((type) =>
      skuForType(detail, type.reference).map((entry) => {
        const row: SkuRow = {
          typeReference: type.reference,
          typeName: type.name || entry.type.name || type.reference,
          sku: entry.article_reference.trim(),
          warnings: normaliseWarnings(entry.warnings),
        };
        const protocol = entry.communication_protocol.name;
        if (protocol) row.protocolName = protocol;
        return row;
      }),
    );
}

export function unitSpecs(detail: ModelDetail): UnitSpecs {
  const specs: UnitSpecs = {
    coolingKw: detail.cold_power_kw,
    heatingKw: detail.heat_power_kw,
    coolingBtu: detail.cold_power_btu,
    heatingBtu: detail.heat_power_btu,
    airflowM3hMin: detail.minimum_flow_m3h,
    airflowM3hMax: detail.maximum_flow_m3h,
    airflowCfmMin: detail.minimum_flow_cfm,
    airflowCfmMax: detail.maximum_flow_cfm,
  };
  const info = detail.additional_info;
  if (info) specs.additionalInfo = info;
  return specs;
}

/** The unit as the answer names it: the detail's own designation and brand name. */
export const unitOfDetail = (detail: ModelDetail, typeReference: string): UnitRef => ({
  brandId: detail.brand_id,
  brandName: detail.brand.name,
  modelId: detail.id,
  designation: detail.indoor_unit.trim(),
  typeReference,
});

/** The answer's model-level display fields. */
export function unitDescription(detail: ModelDetail): {
  unitType?: string;
  technology?: string;
  warnings: string[];
} {
  const out: { unitType?: string; technology?: string; warnings: string[] } = {
    warnings: normaliseWarnings(detail.warnings),
  };
  const unitType = detail.type.name;
  const technology = detail.technology.name;
  if (unitType) out.unitType = unitType;
  if (technology) out.technology = technology;
  return out;
}

/** Everything of a unit's answer but its identity, from its detail (a choice's facts). */
export const unitFacts = (
  detail: ModelDetail,
  marketTypes: readonly ArticleType[],
  onlyType: string | undefined,
  stale: boolean,
): UnitFacts => ({
  rows: skuRows(detail, marketTypes, onlyType),
  ...unitDescription(detail),
  specs: unitSpecs(detail),
  stale,
});
