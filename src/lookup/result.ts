/**
 * What a lookup produces: plain data, nothing Slack-specific. The Slack layer and the
 * terminal demo both render these.
 */
import type { CatalogueErrorKind } from '../catalogue/errors.js';
import type { CatalogueScope } from '../catalogue/types.js';

/** A unit of the catalogue, by ids: enough to look it up again (e.g. from a button). */
export interface UnitRef {
  brandId: number;
  brandName: string;
  modelId: number;
  /** Model designation as the catalogue writes it. */
  designation: string;
  /** A type code under which the catalogue lists this unit (accepted by the detail path). */
  typeReference: string;
}

/** A unit as people name it, "Brand Designation": the one spelling every reply and list uses. */
export const unitName = (unit: Pick<UnitRef, 'brandName' | 'designation'>): string =>
  `${unit.brandName} ${unit.designation}`;

/**
 * Variants of one unit as people name them: the first in full, the others by what follows their
 * last digit (`Acme QX35AW / AS / AB`); a designation without digits is named in full.
 */
function variantsName(units: readonly Pick<UnitRef, 'brandName' | 'designation'>[]): string {
  const [first, ...rest] = units;
  if (!first) return '';
  const tail = (designation: string) => {
    const at = designation.search(/[0-9][^0-9]*$/);
    return at >= 0 && at + 1 < designation.length ? designation.slice(at + 1) : designation;
  };
  return [unitName(first), ...rest.map((unit) => tail(unit.designation))].join(' / ');
}

/** The name of what an answer is for: its unit, or the variants it covers. */
export const answeredName = (answer: { unit: UnitRef; variants?: readonly UnitRef[] }): string =>
  answer.variants ? variantsName(answer.variants) : unitName(answer.unit);

/** What the engine understood of the user's text; echoed back so the user sees what was searched. */
export interface SearchedFor {
  text: string;
  brand?: string;
  model?: string;
  /** Type code when the user named one (or the answer was kept to one). */
  type?: string;
  /** That type's display name: what users read, never the code. */
  typeName?: string;
}

/**
 * What a choice's unit works with, read from its model detail, so that choices can say how the
 * units differ (protocol family, SKU per type), and so that variants whose answers would be the
 * same are answered at once (variants.ts). Absent when the details were not ready in time.
 */
export interface UnitFacts {
  rows: SkuRow[];
  /** The rest of the unit's answer: model-level warnings, model type, technology, specs. */
  warnings: string[];
  unitType?: string;
  technology?: string;
  specs: UnitSpecs;
  /** Read from an expired cache entry because the catalogue failed. */
  stale: boolean;
}

/** A unit offered as a choice, with its facts when they could be read in time. */
export interface ChoiceUnit extends UnitRef {
  facts?: UnitFacts;
}

/** A controller type by code and display name. */
interface TypeRef {
  reference: string;
  name: string;
}

/** One controller type of the market the unit works with, and the SKU to sell for it. */
export interface SkuRow {
  typeReference: string;
  typeName: string;
  sku: string;
  protocolName?: string;
  warnings: string[];
}

export interface UnitSpecs {
  coolingKw: number;
  heatingKw: number;
  coolingBtu: number;
  heatingBtu: number;
  airflowM3hMin: number;
  airflowM3hMax: number;
  airflowCfmMin: number;
  airflowCfmMax: number;
  additionalInfo?: string;
}

export type LookupResult =
  | {
      kind: 'answer';
      scope: CatalogueScope;
      searched: SearchedFor;
      unit: UnitRef;
      /** Model type and technology display names (e.g. "Wall mounted", "Split"). */
      unitType?: string;
      technology?: string;
      rows: SkuRow[];
      /** Model-level warnings, normalised to display strings. */
      warnings: string[];
      specs: UnitSpecs;
      /** Part of the answer was served from an expired cache entry because the catalogue failed. */
      stale: boolean;
      /** Read from the app's copy of the catalogue, whose last refresh failed: when it was read (epoch ms). */
      readAt?: number;
      /**
       * How the unit was identified: the typed code equals it (`exact`), completes it (`prefix`),
       * differs from it by a letter (`fuzzy`: worth saying "closest match"), or it was picked
       * from choices or a menu (`picked`).
       */
      matchedBy?: 'exact' | 'prefix' | 'fuzzy' | 'picked';
      /**
       * The code the user had asked for when this unit was picked from the suggestions of a
       * "not found": a different unit, and the answer says so above its SKUs.
       */
      askedFor?: string;
      /**
       * Set when the answer covers variants of one unit (`QX35AW` / `AS` / `AB`) whose answers
       * are the same (rows, warnings, specs): all of them, `unit` first. Name the answer with
       * `answeredName`, never by `unit` alone.
       */
      variants?: UnitRef[];
    }
  | {
      /**
       * More than one plausible unit: never a guess. Best first, at most 5; for a series prefix
       * (`nordwind qx`) the series' first units, up to 10.
       */
      kind: 'choices';
      scope: CatalogueScope;
      searched: SearchedFor;
      candidates: ChoiceUnit[];
      /** Set when the typed letters name a series: the prefix as typed and how many units it has. */
      series?: { prefix: string; total: number };
    }
  | {
      kind: 'not_found';
      scope: CatalogueScope;
      searched: SearchedFor;
      /**
       * Nearest units when any are close, at most 3: other units than the one asked for (the
       * asked one may exist and simply have no controller in this market).
       */
      suggestions: UnitRef[];
      /** Why nothing was found, for the message: no brand recognised, no such model, no compatible type. */
      reason: 'no_brand' | 'no_model' | 'no_compatible_type' | 'empty_query';
    }
  | {
      kind: 'type_not_offered';
      scope: CatalogueScope;
      searched: SearchedFor;
      requestedType: string;
      /** The requested type's display name (the code is never shown to users). */
      requestedTypeName: string;
      offered: TypeRef[];
    }
  | {
      /** A brand named alone (`nordwind`, or `alph` for two sibling brands): which model? */
      kind: 'which_model';
      scope: CatalogueScope;
      searched: SearchedFor;
      brands: { id: number; name: string }[];
      /** The market's types, for the model menu opened on the brand. */
      types: TypeRef[];
      /** The brands' series (`QX`, `QZ`…), when their models could be read in time. */
      seriesNames?: string[];
    }
  | {
      /**
       * The unit is not listed in this market but is, under that exact code, in other markets
       * the deployment offers: no SKU here, and where to ask instead.
       */
      kind: 'other_markets';
      scope: CatalogueScope;
      searched: SearchedFor;
      unit: Pick<UnitRef, 'brandName' | 'designation'>;
      /** Markets (from CATALOGUE_MARKETS) whose listings hold the unit. */
      markets: string[];
    }
  | {
      /**
       * A question naming several units (`acme qx25r, nordwind kl-n25vg`): each answered
       * as it would be alone, in the order typed, at most `maxQuestionUnits` (question.ts).
       */
      kind: 'several';
      scope: CatalogueScope;
      searched: SearchedFor;
      /** One result per unit named; never `several` itself. */
      results: LookupResult[];
      /** Units named beyond those answered: a list (with its CSV) is the way to ask for them. */
      more: number;
    }
  | {
      /** Model-only query while the catalogue-wide index is still being built. */
      kind: 'still_learning';
      scope: CatalogueScope;
      searched: SearchedFor;
    }
  | {
      kind: 'catalogue_unavailable';
      scope: CatalogueScope;
      searched: SearchedFor;
      reason: CatalogueErrorKind;
    };
