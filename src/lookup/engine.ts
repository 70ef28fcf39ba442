/**
 * The lookup engine's public face. It knows nothing of Slack: the Slack listeners and the
 * terminal demo both call it.
 */
import type { CatalogueScope } from '../catalogue/types.js';
import type { LookupResult, UnitRef } from './result.js';
import type { SkuResult } from './sku-question.js';

interface TextLookup {
  /** Free text: `[type] <brand> <model>`, or a pasted email that names a unit. */
  text: string;
  scope: CatalogueScope;
  /** The user's default controller type, used when the text names none. */
  defaultType?: string;
}

export interface UnitLookup {
  scope: CatalogueScope;
  unit: Pick<UnitRef, 'brandId' | 'modelId' | 'typeReference'>;
  /** Restrict the answer to this type code. */
  type?: string;
  /**
   * The code the user had asked for when the unit was picked from a "not found"'s suggestions:
   * the answer then says (`askedFor`) that this is a different unit.
   */
  asked?: string;
  /**
   * Model ids of the unit's variants (same brand) that an answer covered together: they are
   * answered together again when their answers are still the same, else offered as choices.
   */
  variants?: readonly number[];
}

export interface TypeOption {
  reference: string;
  name: string;
}

export interface BrandOption {
  id: number;
  name: string;
}

export interface ModelOption {
  id: number;
  designation: string;
  /** With every type (no type chosen): a type the catalogue lists the model under. */
  typeReference?: string;
}

export interface LookupEngine {
  /** One unit named in free text (a list's line, a rating plate's reading). */
  lookupText(request: TextLookup): Promise<LookupResult>;
  /**
   * A question as a user types it, which may name several units (`acme qx25r, nordwind
   * kl-n25vg`, one per line): `several` with each unit's result, or one unit's result as
   * `lookupText` gives it. Line breaks separate units: pass the text with them.
   */
  lookupQuestion(request: TextLookup): Promise<LookupResult>;
  /** Resolves a unit picked from choices, suggestions or menus. */
  lookupUnit(request: UnitLookup): Promise<LookupResult>;
  /**
   * A SKU typed as a question: the units it fits in the scope's market (sku-question.ts), or
   * undefined when the text asks no SKU question, or no copy of the catalogue can answer it.
   */
  lookupSku(request: { text: string; scope: CatalogueScope }): Promise<SkuResult | undefined>;
  /** The market's controller types, display names in the scope's language. */
  listTypes(scope: CatalogueScope): Promise<TypeOption[]>;
  /** Type-ahead over the brands of a type (undefined: of every type): best first, at most `limit`. */
  suggestBrands(
    scope: CatalogueScope,
    type: string | undefined,
    query: string,
    limit: number,
  ): Promise<BrandOption[]>;
  /** Type-ahead over a brand's models of a type (undefined: of every type): prefix first, then fuzzy. */
  suggestModels(
    scope: CatalogueScope,
    type: string | undefined,
    brandId: number,
    query: string,
    limit: number,
  ): Promise<ModelOption[]>;
  /** Starts (or refreshes) the catalogue-wide model index for a scope in the background. */
  warm(scope: CatalogueScope): void;
}
