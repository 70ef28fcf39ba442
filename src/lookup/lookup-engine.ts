/**
 * The lookup engine: free text (or a picked unit) to an answer, choices, or a clear "no".
 *
 * Text lookup, in order:
 * 1. clean and cut the text, tokenise it (query.ts);
 * 2. find a controller type in it against the market's types (types.ts); a type the market
 *    lacks → `type_not_offered` listing the market's types;
 * 3. find brands in it over the merged brand lists of the market's types (brands.ts); brands
 *    tied at the top are all tried and the model decides between them;
 * 4. match the remaining token windows against each candidate brand's models (model-match.ts),
 *    or, with no brand, against the catalogue-wide index (exact and prefix only; "still
 *    learning" until it is built);
 * 5. apply the confidence rule (confidence.ts): answer, choices, or not found with suggestions;
 * 6. for an answer, read the model's detail once and give one SKU row per market type it has a
 *    protocol compatibility for (answer.ts).
 * Every lookup runs under an overall deadline and never throws: upstream failures and time-outs
 * become `catalogue_unavailable`.
 */
import { CatalogueError, isCatalogueError } from '../catalogue/errors.js';
import type { ArticleType, ModelDetail } from '../catalogue/schemas.js';
import type { Catalogue, CatalogueScope } from '../catalogue/types.js';
import type { Logger } from '../log/logger.js';
import { type BrandHit, brandGroups } from '../matching/brands.js';
import { type Decision, decide, type MatchKind, maxChoices } from '../matching/confidence.js';
import {
  findModelCandidates,
  type ModelCandidate,
  modelLike,
  nearestModels,
} from '../matching/model-match.js';
import type { IndexedModel } from '../matching/models.js';
import { hasDigit, hasLetter, htmlToText } from '../matching/normalise.js';
import { cleanQuery, type QueryToken, type TokenWindow, tokenise, tokenWindows } from '../matching/query.js';
import { findTypeMention, type TypeMention } from '../matching/types.js';
import { settleWithin } from '../shared/deadline.js';
import { skuRows, unitDescription, unitOfDetail, unitSpecs } from './answer.js';
import { CatalogueData, Usage } from './catalogue-data.js';
import { CatalogueIndexes } from './catalogue-index.js';
import type { BrandOption, LookupEngine, ModelOption, TextLookup, TypeOption, UnitLookup } from './engine.js';
import type { LookupResult, SearchedFor, UnitRef } from './result.js';
import { typeDisplayName } from './type-names.js';

export interface LookupEngineDeps {
  catalogue: Catalogue;
  logger: Logger;
  /** Overall deadline of one lookup or menu request, inside Slack's 3 s. Default 2500 ms. */
  deadlineMs?: number;
  /** Catalogue requests in flight while warming the catalogue-wide index. Default 4. */
  warmConcurrency?: number;
  /** Age at which the catalogue-wide index is rebuilt: pass the cache's list TTL. Default 1 h. */
  indexRefreshMs?: number;
  /**
   * Markets users may switch between (CATALOGUE_MARKETS). Their type lists are read too, so that
   * a type another market offers (`knx` in a market without KNX) is answered "not offered here".
   */
  markets?: readonly string[];
  now?: () => number;
}

export interface WarmableLookupEngine extends LookupEngine {
  /** Resolves once the scope's catalogue-wide index is built (starting a build if none); true when ready. */
  whenWarm(scope: CatalogueScope): Promise<boolean>;
  /**
   * Stops background warming and resolves once its catalogue requests have ended: call it before
   * closing the catalogue, so that no request is cut off. Lookups keep working.
   */
  close(): Promise<void>;
}

const defaults = { deadlineMs: 2500, warmConcurrency: 4, indexRefreshMs: 3_600_000, retryMs: 30_000 };
/** Menus: Slack shows at most 100 options. */
const maxMenuOptions = 100;
const maxMenuQueryLength = 100;
const maxSuggestions = 3;
/** How much of the code asked for is kept beside an answer to a suggested unit. */
const maxAskedLength = 100;

const matchedBy: Record<MatchKind, 'exact' | 'prefix' | 'fuzzy' | undefined> = {
  exact: 'exact',
  prefix: 'prefix',
  fuzzy: 'fuzzy',
  extended: undefined,
};

const unitRefOf = (model: IndexedModel): UnitRef => ({
  brandId: model.brandId,
  brandName: model.brandName,
  modelId: model.id,
  designation: model.designation,
  typeReference: model.typeReference,
});

const rawText = (text: string, tokens: readonly QueryToken[], window: Pick<TokenWindow, 'start' | 'end'>) =>
  text.slice(tokens[window.start]?.start ?? 0, tokens[window.end - 1]?.end ?? 0);

const spanPositions = (span: { start: number; end: number } | undefined): number[] =>
  span ? Array.from({ length: span.end - span.start }, (_, i) => span.start + i) : [];

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number } | undefined) =>
  b !== undefined && a.start < b.end && b.start < a.end;

/** The longest piece joined to a code in a "not found" echo (`MSZ-LN25VG`, `ASYG 12`). */
const maxCodePieceLength = 6;

/**
 * What the user seems to have typed as a model, for "not found" messages: the first token with a
 * digit, with the pieces touching it: joined by `-`, `/` or `.` (`MSZ-LN25VG`), or by one space
 * when the piece holds a digit (`LN25 2`) or, in a short query, is the word just before
 * (`ftxm 250r`). A plain word next to it in an email ("has") is never taken.
 */
function modelTextGuess(text: string, tokens: readonly QueryToken[], excluded: ReadonlySet<number>): string {
  const usable = (i: number) => tokens[i] !== undefined && !excluded.has(i);
  const first = tokens.findIndex((token, i) => usable(i) && hasDigit(token.key) && hasLetter(token.key));
  const at = first >= 0 ? first : tokens.findIndex((token, i) => usable(i) && hasDigit(token.key));
  if (at < 0) return '';
  // In a short query a series word before the digits is part of the code (`ftxm 250r`); in an
  // email the word before the code is chatter ("has").
  const seriesBefore = tokens.length <= maxShortQueryTokens;
  const joins = (left: number, right: number, piece: number) => {
    const key = tokens[piece]?.key ?? '';
    if (!usable(piece) || key.length > maxCodePieceLength) return false;
    const separator = text.slice(tokens[left]?.end, tokens[right]?.start);
    if (/^[-/.]$/.test(separator)) return true;
    return separator === ' ' && (hasDigit(key) || (seriesBefore && piece === left));
  };
  let start = at;
  let end = at + 1;
  while (start > 0 && end - start < 5 && joins(start - 1, start, start - 1)) start--;
  while (end < tokens.length && end - start < 5 && joins(end - 1, end, end)) end++;
  return rawText(text, tokens, { start, end });
}

/** A type word in longer text counts only at its start or this close (in tokens) to the unit. */
const maxTypeGap = 2;
/** Up to this many tokens, a type word counts anywhere (`wifi fujitsu asyg 12 kmcc`). */
const maxShortQueryTokens = 6;

/**
 * Where a type word counts: anywhere in a short query; in longer text only at the start or next
 * to the unit (a named brand or a token with a digit), so that "the building already runs KNX"
 * in an email neither restricts nor refuses the answer.
 */
function typeMentionNear(
  tokens: readonly QueryToken[],
  hits: readonly BrandHit[],
): (start: number, end: number) => boolean {
  if (tokens.length <= maxShortQueryTokens) return () => true;
  const anchors = tokens.flatMap((token, i) => (hasDigit(token.key) ? [i] : []));
  for (const hit of hits) if (!hit.guessed) anchors.push(...spanPositions(hit));
  return (start, end) =>
    start === 0 ||
    anchors.some((p) => (p < start || p >= end) && p >= start - maxTypeGap - 1 && p <= end + maxTypeGap);
}

/** An exact or prefix hit: the code was typed as the catalogue has it, nothing corrected. */
const isSure = (candidate: ModelCandidate) => candidate.kind === 'exact' || candidate.kind === 'prefix';

function uniqueCandidates(candidates: readonly ModelCandidate[]): ModelCandidate[] {
  const seen = new Set<string>();
  return candidates.filter((c) => !seen.has(c.unitKey) && Boolean(seen.add(c.unitKey)));
}

/** Other markets' types are learned in the background; a lookup waits for them this long at most. */
const otherMarketTypesWaitMs = 100;

export function createLookupEngine(deps: LookupEngineDeps): WarmableLookupEngine {
  const logger = deps.logger.child({ component: 'lookup' });
  const deadlineMs = deps.deadlineMs ?? defaults.deadlineMs;
  const refreshMs = deps.indexRefreshMs ?? defaults.indexRefreshMs;
  const data = new CatalogueData(deps.catalogue, logger, { refusalMemoryMs: refreshMs, now: deps.now });
  const indexes = new CatalogueIndexes(data, logger, {
    concurrency: deps.warmConcurrency ?? defaults.warmConcurrency,
    refreshMs,
    retryMs: defaults.retryMs,
    now: deps.now,
  });

  const otherMarkets = (scope: CatalogueScope) =>
    (deps.markets ?? []).filter((market) => market !== scope.market);

  /**
   * Starts learning the other markets' types (each is read once in a while) and waits briefly:
   * a slow or hanging market must not hold up a lookup in a healthy one.
   */
  async function otherMarketTypes(scope: CatalogueScope): Promise<void> {
    await settleWithin(data.learnTypesOf(otherMarkets(scope), scope.locale), otherMarketTypesWaitMs);
  }

  /** Runs one lookup under the deadline; failures and time-outs become `catalogue_unavailable`. */
  async function guarded(
    scope: CatalogueScope,
    searched: SearchedFor,
    work: (usage: Usage) => Promise<LookupResult>,
  ): Promise<LookupResult> {
    const started = Date.now();
    const outcome = await settleWithin(() => work(new Usage()), deadlineMs);
    const unavailable = (reason: CatalogueError['kind']): LookupResult => ({
      kind: 'catalogue_unavailable',
      scope,
      searched: { ...searched },
      reason,
    });
    let result: LookupResult;
    if (outcome.kind === 'done') result = outcome.value;
    else if (outcome.kind === 'timeout') {
      logger.warn({ deadlineMs }, 'lookup ran out of time');
      result = unavailable('timeout');
    } else if (isCatalogueError(outcome.error)) {
      logger.warn(
        { kind: outcome.error.kind, status: outcome.error.details.status },
        'catalogue failed during lookup',
      );
      result = unavailable(outcome.error.kind);
    } else {
      logger.error({ err: outcome.error }, 'lookup failed unexpectedly');
      result = unavailable('unavailable');
    }
    logger.debug({ kind: result.kind, ms: Date.now() - started }, 'lookup');
    return result;
  }

  async function answerFor(
    scope: CatalogueScope,
    unit: Pick<UnitRef, 'brandId' | 'modelId' | 'typeReference'>,
    types: readonly ArticleType[],
    onlyType: string | undefined,
    searched: SearchedFor,
    usage: Usage,
    how: 'exact' | 'prefix' | 'fuzzy' | 'picked' | undefined,
  ): Promise<LookupResult> {
    let detail: ModelDetail;
    try {
      detail = usage.take(
        await deps.catalogue.getModel(scope, unit.typeReference, unit.brandId, unit.modelId),
      );
    } catch (error) {
      if (isCatalogueError(error, 'not_found') || isCatalogueError(error, 'bad_request')) {
        return { kind: 'not_found', scope, searched, suggestions: [], reason: 'no_model' };
      }
      throw error;
    }
    if (detail.id !== unit.modelId || detail.brand_id !== unit.brandId) {
      throw new CatalogueError('invalid_response', 'model detail does not match the requested model');
    }
    data.noteTypes(detail.protocol_compatibilities.map((entry) => entry.type));
    const rows = skuRows(detail, types, onlyType);
    if (rows.length === 0)
      return { kind: 'not_found', scope, searched, suggestions: [], reason: 'no_compatible_type' };
    const answer: LookupResult = {
      kind: 'answer',
      scope,
      searched,
      unit: unitOfDetail(detail, unit.typeReference),
      ...unitDescription(detail),
      rows,
      specs: unitSpecs(detail),
      stale: usage.stale,
    };
    if (how) answer.matchedBy = how;
    return answer;
  }

  /** A brand's models under every type of the market that lists the brand. */
  async function listedModels(scope: CatalogueScope, brandId: number, usage: Usage) {
    const { listedUnder } = await data.brands(scope, await data.types(scope, usage), usage);
    return data.brandModels(scope, brandId, listedUnder.get(brandId) ?? [], usage);
  }

  /** A type under which the catalogue lists the unit, from the brand's listings. */
  async function listingType(
    scope: CatalogueScope,
    brandId: number,
    modelId: number,
    types: readonly ArticleType[],
    usage: Usage,
  ): Promise<string | undefined> {
    const { listedUnder } = await data.brands(scope, types, usage);
    const index = await data.brandModels(scope, brandId, listedUnder.get(brandId) ?? [], usage);
    return index.models.find((model) => model.id === modelId)?.typeReference;
  }

  const typeNotOffered = (
    scope: CatalogueScope,
    searched: SearchedFor,
    requestedType: string,
    types: readonly ArticleType[],
  ): LookupResult => ({
    kind: 'type_not_offered',
    scope,
    searched,
    requestedType,
    requestedTypeName: typeDisplayName(requestedType, [...types, ...data.knownTypes()]),
    offered: types.map((type) => ({
      reference: type.reference,
      name: htmlToText(type.name) || type.reference,
    })),
  });

  /** Candidates → result, by the confidence rule. */
  async function conclude(
    scope: CatalogueScope,
    text: string,
    tokens: readonly QueryToken[],
    candidates: readonly ModelCandidate[],
    context: {
      types: readonly ArticleType[];
      onlyType: string | undefined;
      searched: SearchedFor;
      usage: Usage;
      suggestions: () => UnitRef[];
      /** False turns a would-be answer into a single choice. */
      mayAnswer: (best: ModelCandidate) => boolean;
    },
  ): Promise<LookupResult> {
    const { searched } = context;
    const decided = decide(candidates);
    const decision: Decision<ModelCandidate> =
      decided.verdict === 'answer' && !context.mayAnswer(decided.best)
        ? { verdict: 'choices', candidates: [decided.best] }
        : decided;
    if (decision.verdict === 'answer') {
      searched.model = rawText(text, tokens, decision.best.window);
      return answerFor(
        scope,
        unitRefOf(decision.best.model),
        context.types,
        context.onlyType,
        searched,
        context.usage,
        matchedBy[decision.best.kind],
      );
    }
    if (decision.verdict === 'choices') {
      const [first] = decision.candidates;
      if (first) searched.model = rawText(text, tokens, first.window);
      return {
        kind: 'choices',
        scope,
        searched,
        candidates: decision.candidates.map((c) => unitRefOf(c.model)),
      };
    }
    return { kind: 'not_found', scope, searched, suggestions: context.suggestions(), reason: 'no_model' };
  }

  async function lookupTextIn(
    scope: CatalogueScope,
    text: string,
    tokens: readonly QueryToken[],
    defaultType: string | undefined,
    searched: SearchedFor,
    usage: Usage,
  ): Promise<LookupResult> {
    const types = await data.types(scope, usage);
    await otherMarketTypes(scope);
    const { matcher, listedUnder } = await data.brands(scope, types, usage);
    const allHits = matcher.match(tokens);
    const mention: TypeMention | undefined = findTypeMention(
      text,
      tokens,
      types,
      data.knownTypes(),
      typeMentionNear(tokens, allHits),
    );
    if (mention) {
      searched.type = mention.reference;
      searched.typeName = typeDisplayName(mention.reference, [...types, ...data.knownTypes()]);
    }
    const onlyType = mention?.reference ?? defaultType;
    if (onlyType !== undefined && !types.some((type) => type.reference === onlyType)) {
      return typeNotOffered(scope, searched, onlyType, types);
    }
    const typePositions = spanPositions(mention);
    const hits = allHits.filter((hit) => !overlaps(hit, mention));
    const common = { types, onlyType, searched, usage };
    const plainWindows = tokenWindows(tokens, new Set(typePositions));

    const groups = brandGroups(hits);
    if (groups.length === 0) {
      searched.model = modelTextGuess(text, tokens, new Set(typePositions)) || undefined;
      if (!plainWindows.some(modelLike)) {
        return { kind: 'not_found', scope, searched, suggestions: [], reason: 'no_brand' };
      }
      const wide = indexes.current(scope);
      if (!wide) return { kind: 'still_learning', scope, searched };
      if (wide.stale) usage.stale = true;
      const candidates = findModelCandidates([{ index: wide.index, windows: plainWindows }], {
        fuzzy: false,
      });
      if (candidates.length === 0 && !wide.complete) return { kind: 'still_learning', scope, searched };
      return conclude(scope, text, tokens, candidates, {
        ...common,
        // Some brand is missing from the index: the same code may exist under it, so no answer.
        mayAnswer: () => wide.complete,
        suggestions: () =>
          nearestModels(wide.index, plainWindows, { fuzzy: false, limit: maxSuggestions }).map(unitRefOf),
      });
    }

    const windowsFor = (hit: BrandHit) =>
      tokenWindows(tokens, new Set([...typePositions, ...spanPositions(hit)]));
    const guessedBrands = new Set(hits.filter((hit) => hit.guessed).map((hit) => hit.brand.id));
    let weak: ModelCandidate[] = [];
    for (const group of groups) {
      const sources = await Promise.all(
        group.map(async (hit) => ({
          index: await data.brandModels(scope, hit.brand.id, listedUnder.get(hit.brand.id) ?? [], usage),
          windows: windowsFor(hit),
        })),
      );
      const candidates = findModelCandidates(sources, { fuzzy: true });
      if (candidates.length === 0) continue;
      if (candidates.some(isSure)) {
        // A sure hit under a less likely brand than one with a corrected code: let the user pick.
        if (weak.length > 0) return choicesOf(scope, text, tokens, searched, [...candidates, ...weak]);
        return concludeUnderBrands(scope, text, tokens, candidates, common);
      }
      if (weak.length === 0) weak = candidates;
    }

    // The named brands give no sure hit: the brand may be a stray word or wrong, so the code is
    // looked up in the whole catalogue too. Such a hit contradicts the brand: choices, never an answer.
    const wide = indexes.current(scope);
    const elsewhere = wide
      ? findModelCandidates([{ index: wide.index, windows: plainWindows }], { fuzzy: false }).filter(isSure)
      : [];
    if (elsewhere.length > 0) {
      if (wide?.stale) usage.stale = true;
      return choicesOf(scope, text, tokens, searched, [...elsewhere, ...weak]);
    }
    if (weak.length > 0) {
      return concludeUnderBrands(
        scope,
        text,
        tokens,
        weak,
        common,
        (c) =>
          // A guessed brand and a corrected code together are too much guessing for a SKU.
          !(c.kind === 'fuzzy' && guessedBrands.has(c.model.brandId)),
      );
    }

    const [firstGroup = []] = groups;
    const [firstHit] = firstGroup;
    searched.brand = firstGroup.map((hit) => hit.brand.name).join(' / ');
    const excluded = new Set([...typePositions, ...spanPositions(firstHit)]);
    searched.model = modelTextGuess(text, tokens, excluded) || undefined;
    const suggestions = await suggestionsFor(scope, firstGroup, tokens, excluded, listedUnder, usage);
    return { kind: 'not_found', scope, searched, suggestions, reason: 'no_model' };
  }

  /** Choices of the given units (best first, each once), naming their brands and the first one's code. */
  function choicesOf(
    scope: CatalogueScope,
    text: string,
    tokens: readonly QueryToken[],
    searched: SearchedFor,
    candidates: readonly ModelCandidate[],
  ): LookupResult {
    const units = uniqueCandidates(candidates).slice(0, maxChoices);
    searched.brand = [...new Set(units.map((c) => c.model.brandName))].join(' / ');
    const [first] = units;
    if (first) searched.model = rawText(text, tokens, first.window);
    return { kind: 'choices', scope, searched, candidates: units.map((c) => unitRefOf(c.model)) };
  }

  function concludeUnderBrands(
    scope: CatalogueScope,
    text: string,
    tokens: readonly QueryToken[],
    candidates: readonly ModelCandidate[],
    common: {
      types: readonly ArticleType[];
      onlyType: string | undefined;
      searched: SearchedFor;
      usage: Usage;
    },
    mayAnswer: (best: ModelCandidate) => boolean = () => true,
  ): Promise<LookupResult> {
    common.searched.brand = [...new Set(candidates.map((c) => c.model.brandName))].join(' / ');
    return conclude(scope, text, tokens, candidates, { ...common, mayAnswer, suggestions: () => [] });
  }

  /**
   * Nearest units for a miss under named brands: the same code under another brand first (the
   * brand may be wrong), then close codes of the named brands. None carries a SKU.
   */
  async function suggestionsFor(
    scope: CatalogueScope,
    group: readonly BrandHit[],
    tokens: readonly QueryToken[],
    excluded: ReadonlySet<number>,
    listedUnder: ReadonlyMap<number, readonly string[]>,
    usage: Usage,
  ): Promise<UnitRef[]> {
    const windows = tokenWindows(tokens, excluded);
    const out = new Map<string, UnitRef>();
    const add = (model: IndexedModel) => {
      if (out.size < maxSuggestions) out.set(`${model.brandId}:${model.id}`, unitRefOf(model));
    };
    const wide = indexes.current(scope);
    if (wide) {
      for (const candidate of findModelCandidates([{ index: wide.index, windows }], { fuzzy: false })) {
        add(candidate.model);
      }
    }
    for (const hit of group) {
      const index = await data.brandModels(scope, hit.brand.id, listedUnder.get(hit.brand.id) ?? [], usage);
      for (const model of nearestModels(index, windows, { fuzzy: true, limit: maxSuggestions })) add(model);
    }
    return [...out.values()];
  }

  return {
    async lookupText(request: TextLookup): Promise<LookupResult> {
      const scope = request.scope;
      const text = cleanQuery(typeof request.text === 'string' ? request.text : '');
      const searched: SearchedFor = { text };
      const tokens = tokenise(text);
      if (tokens.length === 0)
        return { kind: 'not_found', scope, searched, suggestions: [], reason: 'empty_query' };
      const defaultType = request.defaultType?.trim() || undefined;
      return guarded(scope, searched, (usage) =>
        lookupTextIn(scope, text, tokens, defaultType, searched, usage),
      );
    },

    async lookupUnit(request: UnitLookup): Promise<LookupResult> {
      const { scope, unit } = request;
      const searched: SearchedFor = { text: '' };
      const validId = (id: unknown) => Number.isSafeInteger(id) && (id as number) >= 0;
      if (!validId(unit.brandId) || !validId(unit.modelId) || !unit.typeReference?.trim()) {
        return { kind: 'not_found', scope, searched, suggestions: [], reason: 'no_model' };
      }
      return guarded(scope, searched, async (usage) => {
        const types = await data.types(scope, usage);
        const onlyType = request.type?.trim() || undefined;
        if (onlyType !== undefined) {
          searched.type = onlyType;
          searched.typeName = typeDisplayName(onlyType, [...types, ...data.knownTypes()]);
        }
        if (onlyType !== undefined && !types.some((type) => type.reference === onlyType)) {
          return typeNotOffered(scope, searched, onlyType, types);
        }
        let result = await answerFor(scope, unit, types, onlyType, searched, usage, 'picked');
        if (result.kind === 'not_found' && result.reason === 'no_model') {
          // Picked from a menu of a type the detail path refuses (or no longer lists it under):
          // read it through a type the catalogue does list it under.
          const listing = await listingType(scope, unit.brandId, unit.modelId, types, usage);
          if (listing && listing !== unit.typeReference) {
            result = await answerFor(
              scope,
              { ...unit, typeReference: listing },
              types,
              onlyType,
              searched,
              usage,
              'picked',
            );
          }
        }
        if (result.kind === 'answer') {
          const asked = typeof request.asked === 'string' ? request.asked.trim() : '';
          if (asked) result.askedFor = asked.slice(0, maxAskedLength);
          searched.text = result.unit.designation;
          searched.brand = result.unit.brandName;
          searched.model = result.unit.designation;
        }
        return result;
      });
    },

    async listTypes(scope: CatalogueScope): Promise<TypeOption[]> {
      const outcome = await settleWithin(() => data.types(scope, new Usage()), deadlineMs);
      if (outcome.kind === 'timeout')
        throw new CatalogueError('timeout', 'catalogue did not list the types in time');
      if (outcome.kind === 'failed') throw outcome.error;
      return outcome.value.map((type) => ({
        reference: type.reference,
        name: htmlToText(type.name) || type.reference,
      }));
    },

    async suggestBrands(scope, type, query, limit): Promise<BrandOption[]> {
      const count = Math.max(0, Math.min(limit, maxMenuOptions));
      const outcome = await settleWithin(async () => {
        const usage = new Usage();
        const matcher =
          type === undefined
            ? (await data.brands(scope, await data.types(scope, usage), usage)).matcher
            : await data.typeBrands(scope, type, usage);
        return matcher.suggest(String(query ?? '').slice(0, maxMenuQueryLength), count);
      }, deadlineMs);
      if (outcome.kind !== 'done') {
        logger.warn({ outcome: outcome.kind }, 'brand menu could not be filled');
        return [];
      }
      return outcome.value.map((brand) => ({ id: brand.id, name: brand.name }));
    },

    async suggestModels(scope, type, brandId, query, limit): Promise<ModelOption[]> {
      const count = Math.max(0, Math.min(limit, maxMenuOptions));
      const outcome = await settleWithin(async () => {
        const usage = new Usage();
        const index =
          type === undefined
            ? await listedModels(scope, brandId, usage)
            : await data.typeBrandModels(scope, type, brandId, usage);
        return index.suggest(String(query ?? '').slice(0, maxMenuQueryLength), count);
      }, deadlineMs);
      if (outcome.kind !== 'done') {
        logger.warn({ outcome: outcome.kind }, 'model menu could not be filled');
        return [];
      }
      return outcome.value.map((model) => ({
        id: model.id,
        designation: model.designation,
        ...(type === undefined ? { typeReference: model.typeReference } : {}),
      }));
    },

    warm(scope: CatalogueScope): void {
      indexes.warm(scope);
      void data.learnTypesOf(otherMarkets(scope), scope.locale);
    },

    whenWarm(scope: CatalogueScope): Promise<boolean> {
      return indexes.whenReady(scope);
    },

    close(): Promise<void> {
      return indexes.close();
    },
  };
}
