/**
 * Renders a `SampleCatalogue` into the spec's JSON (§2, §4) for one market and locale.
 * Indexes are built once per market; type and brand lists and each model's short form are
 * serialised once and reused, so a request stays far below a millisecond of CPU even on a
 * 50,000-model catalogue. `responsesFor` shares one instance between servers of a catalogue.
 */
import type {
  Language,
  SampleArticleType,
  SampleBrand,
  SampleCatalogue,
  SampleCompatibility,
  SampleFamily,
  SampleMarket,
  SampleModel,
  SampleNamedRef,
  SampleWarning,
} from './catalogue.js';
import { assets } from './reference.js';

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

/** Bound on the cached brand answers, in characters (about 32 MB: the short form is plain ASCII). */
const brandAnswersMaxChars = 32_000_000;

interface MarketIndex {
  /** Type codes of the market, in display order. */
  types: readonly string[];
  /** type → brand id → models sold in the market and compatible with the type, in id order. */
  modelsByType: Map<string, Map<number, SampleModel[]>>;
  /** type → serialised `{ body: { brands } }`. */
  brandsJson: Map<string, string>;
  /** language → serialised `{ body: { compatibility_type } }`, filled on first request. */
  typesJson: Map<Language, string>;
}

export class CatalogueResponses {
  private readonly markets = new Map<string, MarketIndex>();
  private readonly summaries = new Map<number, string>();
  /** Serialised brand answers, least recently used first (a large brand's answer is ~0.5 MB). */
  private readonly brandAnswers = new Map<string, string>();
  private brandAnswersSize = 0;
  private readonly models: ReadonlyMap<number, SampleModel>;
  private readonly brands: ReadonlyMap<number, SampleBrand>;
  private readonly families: ReadonlyMap<number, SampleFamily>;
  private readonly articleTypes: ReadonlyMap<string, SampleArticleType>;
  private readonly modelTypes: ReadonlyMap<number, SampleNamedRef>;
  private readonly technologies: ReadonlyMap<number, SampleNamedRef>;

  constructor(private readonly catalogue: SampleCatalogue) {
    this.models = new Map(catalogue.models.map((m) => [m.id, m]));
    this.brands = new Map(catalogue.brands.map((b) => [b.id, b]));
    this.families = new Map(catalogue.families.map((f) => [f.id, f]));
    this.articleTypes = new Map(catalogue.articleTypes.map((t) => [t.reference, t]));
    this.modelTypes = new Map(catalogue.modelTypes.map((t) => [t.id, t]));
    this.technologies = new Map(catalogue.technologies.map((t) => [t.id, t]));
    for (const market of catalogue.markets) this.markets.set(market.code, this.indexMarket(market));
    const sortedBrands = [...catalogue.brands].sort((a, b) => a.name.localeCompare(b.name, 'en'));
    for (const index of this.markets.values()) {
      for (const type of index.types) {
        const withModels = index.modelsByType.get(type);
        const brands = sortedBrands
          .filter((b) => withModels?.has(b.id))
          .map((b) => ({ id: b.id, name: b.name }));
        index.brandsJson.set(type, JSON.stringify({ body: { brands } }));
      }
    }
  }

  private indexMarket(market: SampleMarket): MarketIndex {
    const types = market.typeReferences;
    const modelsByType = new Map<string, Map<number, SampleModel[]>>(types.map((t) => [t, new Map()]));
    for (const model of this.catalogue.models) {
      if (!model.markets.includes(market.code)) continue;
      for (const compatibility of model.compatibilities) {
        const byBrand = modelsByType.get(compatibility.typeReference);
        if (!byBrand) continue;
        const list = byBrand.get(model.brandId);
        if (list) list.push(model);
        else byBrand.set(model.brandId, [model]);
      }
    }
    return { types, modelsByType, brandsJson: new Map(), typesJson: new Map() };
  }

  hasMarket(market: string): boolean {
    return this.markets.has(market);
  }

  languageOf(locale: string): Language | undefined {
    return Object.hasOwn(this.catalogue.locales, locale) ? this.catalogue.locales[locale] : undefined;
  }

  /** Whether the market offers the type (unknown market: false). */
  offers(market: string, type: string): boolean {
    return this.markets.get(market)?.types.includes(type) ?? false;
  }

  /** §4.1 */
  typesJson(market: string, language: Language): string | undefined {
    const index = this.markets.get(market);
    if (!index) return undefined;
    let json = index.typesJson.get(language);
    if (json === undefined) {
      const c = this.catalogue.compatibilityType;
      const articleTypes = index.types.flatMap((reference) => {
        const type = this.articleTypes.get(reference);
        if (!type) return [];
        return [
          {
            id: type.id,
            reference: type.reference,
            name: type.name[language],
            slug: type.slug,
            description: type.description ? type.description[language] : null,
            custom_description_type: type.customDescriptionType,
            image: type.image,
            compatibility_type_id: c.id,
          },
        ];
      });
      json = JSON.stringify({
        body: {
          compatibility_type: {
            id: c.id,
            xx_iso: c.xxIso,
            xx_iso_compatibility_product_line_type: c.productLineType,
            title: c.title[language],
            description: c.description[language],
            slug: c.slug,
            image: c.image,
            article_types: articleTypes,
          },
        },
      });
      index.typesJson.set(language, json);
    }
    return json;
  }

  /** §4.2; undefined when the market does not offer the type. */
  brandsJson(market: string, type: string): string | undefined {
    return this.markets.get(market)?.brandsJson.get(type);
  }

  /** §4.3; undefined when the brand has no model of that type in the market. */
  brandModelsJson(market: string, type: string, brandId: number): string | undefined {
    const models = this.markets.get(market)?.modelsByType.get(type)?.get(brandId);
    const brand = this.brands.get(brandId);
    if (!models || !brand) return undefined;
    const key = `${market}\n${type}\n${brandId}`;
    const cached = this.brandAnswers.get(key);
    if (cached !== undefined) {
      this.brandAnswers.delete(key);
      this.brandAnswers.set(key, cached);
      return cached;
    }
    const head = JSON.stringify({ id: brand.id, name: brand.name }).slice(0, -1);
    const json = `{"body":{"brand":${head},"iumodels":[${models.map((m) => this.summaryJson(m)).join(',')}]}}}`;
    this.rememberBrandAnswer(key, json);
    return json;
  }

  /** Keeps recent brand answers up to a total size, dropping the least recently used first. */
  private rememberBrandAnswer(key: string, json: string): void {
    this.brandAnswers.set(key, json);
    this.brandAnswersSize += json.length;
    for (const [oldKey, oldJson] of this.brandAnswers) {
      if (this.brandAnswersSize <= brandAnswersMaxChars) break;
      this.brandAnswers.delete(oldKey);
      this.brandAnswersSize -= oldJson.length;
    }
  }

  /** The short form is the same in every market and locale: serialised once per model. */
  private summaryJson(model: SampleModel): string {
    let json = this.summaries.get(model.id);
    if (json === undefined) {
      json = JSON.stringify(this.modelSummary(model));
      this.summaries.set(model.id, json);
    }
    return json;
  }

  /** §4.4; undefined for an unknown model, a brand mismatch, or a model not served for the type in the market. */
  modelJson(
    market: string,
    language: Language,
    type: string,
    brandId: number,
    modelId: number,
  ): string | undefined {
    const index = this.markets.get(market);
    const model = this.models.get(modelId);
    if (!index || !model || model.brandId !== brandId || !model.markets.includes(market)) return undefined;
    if (!index.types.includes(type) || !model.compatibilities.some((c) => c.typeReference === type))
      return undefined;
    const brand = this.brands.get(model.brandId);
    const modelType = this.modelTypes.get(model.modelTypeId);
    const technology = this.technologies.get(model.technologyId);
    if (!brand || !modelType || !technology) return undefined;
    const compatibilities = index.types.flatMap((reference) =>
      model.compatibilities.filter((c) => c.typeReference === reference),
    );
    const has = (reference: string) =>
      model.compatibilities.some((c) => c.typeReference === reference) ? 1 : 0;
    return JSON.stringify({
      body: {
        iumodel: {
          ...this.modelSummary(model),
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
          protocol_compatibilities: compatibilities.map((c) =>
            this.protocolCompatibility(model, c, language),
          ),
          is_compatible: true,
          is_compatible_with_market: true,
        },
      },
    });
  }

  private modelSummary(model: SampleModel) {
    const family = this.families.get(model.familyId);
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

  private protocolCompatibility(model: SampleModel, compatibility: SampleCompatibility, language: Language) {
    const type = this.articleTypes.get(compatibility.typeReference);
    const family = this.families.get(compatibility.familyId);
    return {
      id: compatibility.id,
      article_reference: compatibility.sku,
      iumodel_compatibility_iso: this.families.get(model.familyId)?.compatibilityIso ?? '',
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
        name: family?.name ?? '',
      },
    };
  }
}

const shared = new WeakMap<SampleCatalogue, CatalogueResponses>();

/** The renderer of a catalogue, built on first use and shared. */
export function responsesFor(catalogue: SampleCatalogue): CatalogueResponses {
  let responses = shared.get(catalogue);
  if (!responses) {
    responses = new CatalogueResponses(catalogue);
    shared.set(catalogue, responses);
  }
  return responses;
}
