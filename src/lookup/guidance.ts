/**
 * Replies that guide instead of failing or guessing: a brand or series named alone, the unit sold
 * in another market, near neighbours as other units, choices saying how their units differ. Every
 * wait is bounded by what remains of the lookup's deadline, less a reserve for the rest.
 */

import type { ArticleType } from '../catalogue/schemas.js';
import type { Catalogue, CatalogueScope } from '../catalogue/types.js';
import type { BrandHit } from '../matching/brands.js';
import type { ModelCandidate } from '../matching/model-match.js';
import { onlyNeighbours } from '../matching/neighbours.js';
import type { QueryToken, TokenWindow } from '../matching/query.js';
import { seriesKey, seriesOf, seriesUnits } from '../matching/series.js';
import { type Deadline, settleWithin } from '../shared/deadline.js';
import type { CatalogueData, Usage } from './catalogue-data.js';
import { withFacts } from './choice-facts.js';
import { spanPositions } from './echo.js';
import type { OtherMarkets } from './other-markets.js';
import type { ChoiceUnit, LookupResult, SearchedFor, UnitRef } from './result.js';
import { unitFacts } from './sku-rows.js';
import { maxSuggestions, unitRefOf } from './suggestions.js';

export interface GuidanceDeps {
  catalogue: Catalogue;
  data: CatalogueData;
  elsewhere: OtherMarkets;
  /** The deployment's markets other than the scope's, in configured order. */
  otherMarketsOf: (scope: CatalogueScope) => readonly string[];
}

/** Units of a series listed as choices (Slack shows them as buttons). */
const maxSeriesChoices = 10;
/** Series a brand named alone lists, and the longest wait for its models. */
const maxSeries = 30;
const seriesWaitMs = 800;
/** The longest waits for other markets and for the choices' details. */
const otherMarketsWaitMs = 400;
const choiceFactsWaitMs = 600;
const choiceFactsConcurrency = 3;
/** Left of the deadline for the rest of the lookup once a guidance wait is over. */
const reserveMs = 300;

const within = (deadline: Deadline, capMs: number) =>
  Math.max(0, Math.min(capMs, deadline.remaining() - reserveMs));

/** One lookup as guidance sees it: set once the brands are known. */
export interface Guide {
  deps: GuidanceDeps;
  scope: CatalogueScope;
  deadline: Deadline;
  /** The market's types, and the one the answer keeps to. */
  types: readonly ArticleType[];
  onlyType: string | undefined;
  /** Where the code may be: its token windows, and the brands named (none: any brand). */
  windows: readonly TokenWindow[];
  brandIds: readonly number[];
}

export interface BrandGuidanceRequest {
  text: string;
  tokens: readonly QueryToken[];
  searched: SearchedFor;
  /** The brands named (tied at the top). */
  group: readonly BrandHit[];
  /** Token positions of the type the user named. */
  typePositions: readonly number[];
  listedUnder: ReadonlyMap<number, readonly string[]>;
  usage: Usage;
}

/** A brand alone → `which_model`; the letters of a series → its units as choices; else undefined. */
export async function brandGuidance(
  guide: Guide,
  request: BrandGuidanceRequest,
): Promise<LookupResult | undefined> {
  const { deps, scope } = guide;
  const { tokens, group, usage } = request;
  const taken = new Set([...request.typePositions, ...group.flatMap(spanPositions)]);
  const leftover = tokens.filter((_, i) => !taken.has(i));
  const brands = [
    ...new Map(group.map((hit) => [hit.brand.id, { id: hit.brand.id, name: hit.brand.name }])).values(),
  ];
  const searched: SearchedFor = { ...request.searched, brand: brands.map((brand) => brand.name).join(' / ') };
  const brandModels = () =>
    Promise.all(
      brands.map((brand) =>
        deps.data.brandModels(scope, brand.id, request.listedUnder.get(brand.id) ?? [], usage),
      ),
    );
  if (leftover.length === 0) {
    const types = guide.types.map((type) => ({
      reference: type.reference,
      name: type.name || type.reference,
    }));
    // The series are a help, not the answer: a brand whose models are slow to read is asked about without them.
    const read = await settleWithin(brandModels, within(guide.deadline, seriesWaitMs));
    const series =
      read.kind === 'done'
        ? seriesOf(
            read.value.flatMap((index) => index.models),
            maxSeries,
          )
        : [];
    return {
      kind: 'which_model',
      scope,
      searched,
      brands,
      types,
      ...(series.length > 0 ? { seriesNames: series } : {}),
    };
  }
  const key = seriesKey(leftover);
  if (key === undefined) return undefined;
  const indexes = await brandModels();
  const units = indexes.flatMap((index) => seriesUnits(index, key));
  if (units.length === 0) return undefined;
  const prefix = request.text.slice(leftover[0]?.start ?? 0, leftover[leftover.length - 1]?.end ?? 0);
  return {
    kind: 'choices',
    scope,
    searched: { ...searched, model: prefix },
    candidates: units.slice(0, maxSeriesChoices).map(unitRefOf),
    series: { prefix, total: units.length },
  };
}

/** `other_markets` when the code names one unit in the deployment's other markets; else undefined. */
export async function elsewhereResult(
  guide: Guide,
  searched: SearchedFor,
): Promise<LookupResult | undefined> {
  const { deps, scope } = guide;
  const markets = deps.otherMarketsOf(scope);
  if (markets.length === 0) return undefined;
  const found = await deps.elsewhere.find({
    scope,
    markets,
    windows: guide.windows,
    brandIds: guide.brandIds,
    waitMs: within(guide.deadline, otherMarketsWaitMs),
  });
  return found && { kind: 'other_markets', scope, searched, ...found };
}

/** True when a decision rests on a corrected or extended code, not on the code as typed. */
export const isFuzzy = (candidates: readonly ModelCandidate[]): boolean =>
  candidates.some((c) => c.kind === 'fuzzy' || c.kind === 'extended');

/** Choices that are only near neighbours, as a "not found" whose suggestions are those units. */
export function neighboursResult(
  scope: CatalogueScope,
  searched: SearchedFor,
  candidates: readonly ModelCandidate[],
): LookupResult | undefined {
  if (!onlyNeighbours(candidates)) return undefined;
  const suggestions = candidates.slice(0, maxSuggestions).map((c) => unitRefOf(c.model));
  return { kind: 'not_found', scope, searched, suggestions, reason: 'no_model' };
}

/**
 * Choices with their units' SKU rows by type when all are read in time, else as they are. A
 * series is left plain: its units differ by capacity, which their codes show.
 */
export async function withChoiceFacts(guide: Guide, result: LookupResult): Promise<LookupResult> {
  if (result.kind !== 'choices' || result.series || result.candidates.length < 2) return result;
  const { deps, scope, types, onlyType } = guide;
  const candidates: ChoiceUnit[] = await withFacts(
    result.candidates,
    async (unit: UnitRef) => {
      const fetched = await deps.catalogue.getModel(scope, unit.typeReference, unit.brandId, unit.modelId);
      return unitFacts(fetched.data, types, onlyType, fetched.stale);
    },
    { concurrency: choiceFactsConcurrency, waitMs: within(guide.deadline, choiceFactsWaitMs) },
  );
  return { ...result, candidates };
}
