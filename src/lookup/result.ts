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

/** What the engine understood of the user's text; echoed back so the user sees what was searched. */
export interface SearchedFor {
  text: string;
  brand?: string;
  model?: string;
  /** Type code when the user named one. */
  type?: string;
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
      /**
       * How the unit was identified: the typed code equals it (`exact`), completes it (`prefix`),
       * differs from it by a letter (`fuzzy`: worth saying "closest match"), or it was picked
       * from choices or a menu (`picked`).
       */
      matchedBy?: 'exact' | 'prefix' | 'fuzzy' | 'picked';
    }
  | {
      /** More than one plausible unit: never a guess. Best first, at most 5. */
      kind: 'choices';
      scope: CatalogueScope;
      searched: SearchedFor;
      candidates: UnitRef[];
    }
  | {
      kind: 'not_found';
      scope: CatalogueScope;
      searched: SearchedFor;
      /** Nearest units when any are close, at most 3. */
      suggestions: UnitRef[];
      /** Why nothing was found, for the message: no brand recognised, no such model, no compatible type. */
      reason: 'no_brand' | 'no_model' | 'no_compatible_type' | 'empty_query';
    }
  | {
      kind: 'type_not_offered';
      scope: CatalogueScope;
      searched: SearchedFor;
      requestedType: string;
      offered: { reference: string; name: string }[];
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

export type LookupResultKind = LookupResult['kind'];
