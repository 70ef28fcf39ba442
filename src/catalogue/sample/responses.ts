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
  SampleFamily,
  SampleMarket,
  SampleModel,
  SampleNamedRef,
} from './catalogue.js';
import { modelDetail, modelSummary } from './model-json.js';

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
      json = JSON.stringify(modelSummary(model, this.families));
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
    return JSON.stringify({
      body: {
        iumodel: modelDetail(model, { brand, modelType, technology }, compatibilities, language, {
          families: this.families,
          articleTypes: this.articleTypes,
        }),
      },
    });
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
