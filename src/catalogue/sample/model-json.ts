/**
 * The sample catalogue's per-model JSON shapes (spec §2, §4): a warning in each of its
 * upstream shapes, a model's short form as brand lists carry it, and the full model detail with its
 * brand, technology, type and protocol compatibilities in one language. Pure functions of the
 * catalogue's records; `responses.ts` indexes, serialises and caches them.
 */
import type {
  Language,
  SampleArticleType,
  SampleBrand,
  SampleCompatibility,
  SampleFamily,
  SampleModel,
  SampleNamedRef,
  SampleWarning,
} from './catalogue.js';
import { assets } from './reference.js';

/** The catalogue's records by key, as a model detail needs them. */
export interface ModelLookups {
  families: ReadonlyMap<number, SampleFamily>;
  articleTypes: ReadonlyMap<string, SampleArticleType>;
}

/** What a model detail names beside the model itself. */
export interface ModelRefs {
  brand: SampleBrand;
  modelType: SampleNamedRef;
  technology: SampleNamedRef;
}

/** A warning in the upstream shape it was recorded with. */
export function renderWarning(warning: SampleWarning, language: Language): unknown {
  switch (warning.shape) {
    case 'string':
      return warning.text[language];
    case 'message':
      return { message: warning.text[language] };
    case 'title_text':
      return { title: warning.title[language], text: warning.text[language] };
    case 'code':
      return { code: warning.code, description: warning.text[language] };
  }
}

/** A model's short form: the same in every market and locale. */
export function modelSummary(model: SampleModel, families: ReadonlyMap<number, SampleFamily>) {
  const family = families.get(model.familyId);
  return {
    id: model.id,
    indoor_unit: model.designation,
    compatibility_iso: family?.compatibilityIso ?? '',
    brand_id: model.brandId,
    iumodel_type_id: model.modelTypeId,
    iumodel_technology_id: model.technologyId,
    vrf: model.vrf,
    modbus_map_code: family?.modbusMapCode ?? null,
    visible: model.visible,
    heat_power_kw: model.heatKw,
    cold_power_kw: model.coldKw,
    heat_power_btu: model.heatBtu,
    cold_power_btu: model.coldBtu,
    maximum_flow_m3h: model.maxM3h,
    minimum_flow_m3h: model.minM3h,
    maximum_flow_cfm: model.maxCfm,
    minimum_flow_cfm: model.minCfm,
    maximum_pressure_available_pa: model.pressurePa,
  };
}

/** The `iumodel` of §4.4 for `compatibilities` (already in the market's type order). */
export function modelDetail(
  model: SampleModel,
  { brand, modelType, technology }: ModelRefs,
  compatibilities: readonly SampleCompatibility[],
  language: Language,
  lookups: ModelLookups,
) {
  const has = (reference: string) =>
    model.compatibilities.some((c) => c.typeReference === reference) ? 1 : 0;
  return {
    ...modelSummary(model, lookups.families),
    ctlr_wifi: has('CTLR_WIFI'),
    ctlr_knx: has('CTLR_KNX'),
    additional_info: model.additionalInfo ? model.additionalInfo[language] : '',
    brand: {
      id: brand.id,
      name: brand.name,
      slug: brand.slug,
      iso_brand: brand.isoBrand,
      ISO2: brand.iso2,
      ISO3: brand.iso3,
      public: brand.public,
      logo: `${assets}/brands/${brand.slug}.svg`,
      color_logo: `${assets}/brands/${brand.slug}-color.svg`,
      color: brand.color,
    },
    technology: { id: technology.id, reference: technology.reference, name: technology.name[language] },
    type: { id: modelType.id, reference: modelType.reference, name: modelType.name[language] },
    warnings: model.warnings.map((w) => renderWarning(w, language)),
    protocol_compatibilities: compatibilities.map((c) => protocolCompatibility(model, c, language, lookups)),
    is_compatible: true,
    is_compatible_with_market: true,
  };
}

/** One protocol compatibility of a model detail: the SKU with its type and communication protocol. */
function protocolCompatibility(
  model: SampleModel,
  compatibility: SampleCompatibility,
  language: Language,
  lookups: ModelLookups,
) {
  const type = lookups.articleTypes.get(compatibility.typeReference);
  const family = lookups.families.get(compatibility.familyId);
  return {
    id: compatibility.id,
    article_reference: compatibility.sku,
    iumodel_compatibility_iso: lookups.families.get(model.familyId)?.compatibilityIso ?? '',
    type_id: type?.id ?? 0,
    status: compatibility.status,
    type: {
      id: type?.id ?? 0,
      reference: compatibility.typeReference,
      name: type?.name[language] ?? compatibility.typeReference,
      slug: type?.slug ?? '',
      description: type?.description?.[language] ?? '',
      image: type?.image ?? '',
    },
    warnings: compatibility.warnings.map((w) => renderWarning(w, language)),
    communication_protocol: {
      id: family?.id ?? 0,
      xx_iso: family?.xxIso ?? '',
      visible: 1,
      name: typeof family?.name === 'object' ? family.name[language] : (family?.name ?? ''),
    },
  };
}
