/**
 * Shape of a sample catalogue (embedded or generated) and the plain views other modules and
 * tests use. A catalogue holds language-neutral records; the server renders them per market
 * and locale into the spec's JSON.
 */

import type { UnitSpecs } from './reference.js';

/** Content languages. Locale header values map onto one of these (see `SampleCatalogue.locales`). */
export type Language = 'en' | 'es' | 'fr';

/** A text in every content language. */
export type Localized = Readonly<Record<Language, string>>;

/** Builds a `Localized` from its three translations, English first. */
export const localized = (en: string, es: string, fr: string): Localized => ({ en, es, fr });

/**
 * A warning and the JSON shape it is served in (spec §2.8 leaves the shape open):
 * `string` → "text"; `message` → {message}; `title_text` → {title, text}; `code` → {code, description}.
 */
export type SampleWarning =
  | { shape: 'string'; text: Localized }
  | { shape: 'message'; text: Localized }
  | { shape: 'title_text'; title: Localized; text: Localized }
  | { shape: 'code'; code: string; text: Localized };

/** §2.2, one controller type. */
export interface SampleArticleType {
  id: number;
  reference: string;
  slug: string;
  image: string;
  customDescriptionType: string;
  name: Localized;
  /** null is served as `description: null` in the type list and "" inside a protocol compatibility. */
  description: Localized | null;
}

/** A market (its code, e.g. `ES`) and the controller types it offers, in display order. */
export interface SampleMarket {
  code: string;
  typeReferences: readonly string[];
}

/** §2.6 brand fields (logo URLs are derived from the slug). */
export interface SampleBrand {
  id: number;
  name: string;
  slug: string;
  isoBrand: string;
  iso2: string;
  iso3: string;
  public: boolean;
  /** Six hexadecimal digits, no `#`. */
  color: string;
}

/** A communication protocol family (§2.7 `communication_protocol`); the SKU depends on it. */
export interface SampleFamily {
  id: number;
  brandId: number;
  xxIso: string;
  /** A proper name, the same in every language, or one per language when it describes the units. */
  name: string | Localized;
  /** Compatibility code of the models on this family (`compatibility_iso`). */
  compatibilityIso: string;
  /** `modbus_map_code` of its models (null when none). */
  modbusMapCode: string | number | null;
}

/** Model type or technology: `{id, reference, name}` with the name per language. */
export interface SampleNamedRef {
  id: number;
  reference: string;
  name: Localized;
}

/** One controller type a model works with, and the SKU for it. */
export interface SampleCompatibility {
  id: number;
  typeReference: string;
  sku: string;
  familyId: number;
  status: string;
  warnings: readonly SampleWarning[];
}

/** One indoor unit model (§2.5) with the markets it is sold in. */
export interface SampleModel extends UnitSpecs {
  id: number;
  brandId: number;
  designation: string;
  modelTypeId: number;
  technologyId: number;
  familyId: number;
  vrf: string;
  visible: number;
  additionalInfo: Localized | null;
  warnings: readonly SampleWarning[];
  /** Markets the unit is sold in; elsewhere it is absent from every answer. */
  markets: readonly string[];
  /** Every controller type the unit works with, whatever the market. */
  compatibilities: readonly SampleCompatibility[];
}

/** §2.1 fields of the single compatibility type. */
export interface SampleCompatibilityType {
  id: number;
  xxIso: string;
  productLineType: string;
  slug: string;
  image: string;
  title: Localized;
  description: Localized;
}

export interface SampleCatalogue {
  compatibilityType: SampleCompatibilityType;
  /** Language code a request may ask for (`en`) → content language. */
  locales: Readonly<Record<string, Language>>;
  articleTypes: readonly SampleArticleType[];
  markets: readonly SampleMarket[];
  brands: readonly SampleBrand[];
  families: readonly SampleFamily[];
  modelTypes: readonly SampleNamedRef[];
  technologies: readonly SampleNamedRef[];
  models: readonly SampleModel[];
}

/** A unit as the lookup engine and tests see it in one market. */
export interface SampleUnit {
  brandId: number;
  brandName: string;
  modelId: number;
  designation: string;
  /** One entry per type of the market the unit works with; empty means no endpoint serves it there. */
  skus: { typeReference: string; sku: string }[];
}

/** Market codes, in catalogue order. */
export const marketsOf = (catalogue: SampleCatalogue): string[] => catalogue.markets.map((m) => m.code);

/** The market's controller types (type codes), in display order; empty for an unknown market. */
export const marketTypes = (catalogue: SampleCatalogue, market: string): string[] => [
  ...(catalogue.markets.find((m) => m.code === market)?.typeReferences ?? []),
];

/** Units sold in the market, with their SKUs for the market's types (see `SampleUnit.skus`). */
export function listUnits(catalogue: SampleCatalogue, market: string): SampleUnit[] {
  const types = marketTypes(catalogue, market);
  const brandNames = new Map(catalogue.brands.map((b) => [b.id, b.name]));
  return catalogue.models
    .filter((model) => model.markets.includes(market))
    .map((model) => ({
      brandId: model.brandId,
      brandName: brandNames.get(model.brandId) ?? '',
      modelId: model.id,
      designation: model.designation,
      skus: types.flatMap((typeReference) => {
        const compatibility = model.compatibilities.find((c) => c.typeReference === typeReference);
        return compatibility ? [{ typeReference, sku: compatibility.sku }] : [];
      }),
    }));
}
