/**
 * The text-lookup flow: one request (scope, cleaned text, tokens, default type) in, one result
 * with what was searched out.
 * 1. find a controller type in the text against the market's types (types.ts); a type the market
 *    lacks → `type_not_offered` listing the market's types;
 * 2. find brands in it over the merged brand lists of the market's types (brands.ts); brands tied
 *    at the top are all tried and the model decides between them;
 * 3. match the remaining token windows against each candidate brand's models (model-match.ts),
 *    or, with no brand, against the catalogue-wide index (exact and prefix only; "still
 *    learning" until it is built);
 * 4. apply the confidence rule (confidence.ts): answer (unit-answer.ts), choices, or not found
 *    with suggestions (suggestions.ts);
 * 5. guide rather than fail or guess (guidance.ts): brand alone, series prefix, other markets,
 *    near neighbours as other units, choices that say how their units differ.
 */
import type { ArticleType } from '../catalogue/schemas.js';
import { interfaceTypeCodes } from '../catalogue/type-codes.js';
import type { CatalogueScope } from '../catalogue/types.js';
import { type BrandHit, brandGroups } from '../matching/brands.js';
import { type Decision, decide, type MatchKind, maxChoices, unitKey } from '../matching/confidence.js';
import {
  findModelCandidates,
  type MatchSource,
  type ModelCandidate,
  modelLike,
} from '../matching/model-match.js';
import { type QueryToken, type TokenWindow, tokenWindows } from '../matching/query.js';
import { typeWordReading } from '../matching/readings.js';
import { findTypeMention, type TypeLike, type TypeMention } from '../matching/types.js';
import type { Deadline } from '../shared/deadline.js';
import type { CatalogueData, Usage } from './catalogue-data.js';
import type { CatalogueIndexes } from './catalogue-index.js';
import { choicesOf } from './choices.js';
import { modelTextGuess, overlaps, rawText, spanPositions, typeMentionNear } from './echo.js';
import {
  brandGuidance,
  elsewhereResult,
  type GuidanceDeps,
  type Guide,
  isFuzzy,
  neighboursResult,
  withChoiceFacts,
} from './guidance.js';
import type { ChoiceUnit, LookupResult, SearchedFor, UnitRef } from './result.js';
import { brandSuggestions, unitRefOf, wideSuggestions } from './suggestions.js';
import { typeDisplayName } from './type-names.js';
import { answerUnit, typeNotOffered, type UnitAnswerDeps } from './unit-answer.js';

export interface TextLookupDeps extends UnitAnswerDeps, GuidanceDeps {
  data: CatalogueData;
  indexes: CatalogueIndexes;
  /** Waits (briefly) for the other markets' types, so that their type words are known. */
  otherMarketTypes: (scope: CatalogueScope) => Promise<void>;
}

interface TextLookupRequest {
  scope: CatalogueScope;
  /** The cleaned text (query.ts `cleanQuery`). */
  text: string;
  /** Its tokens: at least one. */
  tokens: readonly QueryToken[];
  /** The user's default type, used when the text names none. */
  defaultType: string | undefined;
  usage: Usage;
  /** The lookup's deadline: guidance waits (other markets, choice details) stay within it. */
  deadline: Deadline;
}

const matchedBy: Record<MatchKind, 'exact' | 'prefix' | 'fuzzy' | undefined> = {
  exact: 'exact',
  prefix: 'prefix',
  fuzzy: 'fuzzy',
  // A rating-plate code answered by the designation it extends: said as the closest match.
  extended: 'fuzzy',
};

/** An exact or prefix hit: the code was typed as the catalogue has it, nothing corrected. */
const isSure = (candidate: ModelCandidate) => candidate.kind === 'exact' || candidate.kind === 'prefix';

const brandNamesOf = (candidates: readonly ModelCandidate[]) =>
  [...new Set(candidates.map((c) => c.model.brandName))].join(' / ');

/** One lookup's settled facts, shared by the steps below. */
interface Flow {
  deps: TextLookupDeps;
  request: TextLookupRequest;
  types: readonly ArticleType[];
  onlyType: string | undefined;
  /** The echo so far: the text and the type the user named. */
  searched: SearchedFor;
  /** What guidance needs (guidance.ts): other markets, choice details, the deadline. */
  guide: Guide;
}

/** What a lookup reads once, whichever reading of a type word it then tries. */
interface Reading {
  types: readonly ArticleType[];
  listedUnder: ReadonlyMap<number, readonly string[]>;
  allHits: readonly BrandHit[];
  known: readonly TypeLike[];
}

/** Types known beyond the market's: learned from other markets and details, and the interface's own codes. */
const knownTypes = (data: CatalogueData): TypeLike[] => [
  ...data.knownTypes(),
  ...interfaceTypeCodes.map((reference) => ({ reference, name: '' })),
];

export async function lookupTextFlow(
  deps: TextLookupDeps,
  request: TextLookupRequest,
): Promise<LookupResult> {
  const { scope, text, tokens, usage } = request;
  const types = await deps.data.types(scope, usage);
  await deps.otherMarketTypes(scope);
  const { matcher, listedUnder } = await deps.data.brands(scope, types, usage);
  const allHits = matcher.match(tokens);
  const known = knownTypes(deps.data);
  const reading: Reading = { types, listedUnder, allHits, known };
  const mention = findTypeMention(text, tokens, types, known, typeMentionNear(tokens, allHits));
  if (!mention) return readAs(deps, request, reading, undefined);
  const way = typeWordReading(mention, await designationHits(deps, request, reading, mention));
  if (way === 'designation') return readAs(deps, request, reading, undefined);
  const asType = await readAs(deps, request, reading, mention);
  if (way === 'type') return asType;
  return eitherReading(asType, await readAs(deps, request, reading, undefined));
}

/** Sure hits (exact or prefix) of the windows that take the type word into the code. */
async function designationHits(
  deps: TextLookupDeps,
  request: TextLookupRequest,
  reading: Reading,
  mention: TypeMention,
): Promise<ModelCandidate[]> {
  const { scope, tokens, usage } = request;
  const covering = (windows: readonly TokenWindow[]) => windows.filter((window) => overlaps(window, mention));
  const hits = reading.allHits.filter((hit) => !overlaps(hit, mention));
  const named = brandGroups(hits).flat();
  let sources: MatchSource[];
  if (named.length > 0) {
    sources = await Promise.all(
      named.map(async (hit) => ({
        index: await deps.data.brandModels(
          scope,
          hit.brand.id,
          reading.listedUnder.get(hit.brand.id) ?? [],
          usage,
        ),
        windows: covering(tokenWindows(tokens, new Set(spanPositions(hit)))),
      })),
    );
  } else {
    const wide = deps.indexes.current(scope);
    sources = wide ? [{ index: wide.index, windows: covering(tokenWindows(tokens, new Set())) }] : [];
  }
  return findModelCandidates(sources, { fuzzy: false }).filter(isSure);
}

/**
 * Both readings of a type word name a unit: the user chooses (the designation's unit first), or
 * the one reading that found something is the result.
 */
function eitherReading(asType: LookupResult, asDesignation: LookupResult): LookupResult {
  const unitsOf = (result: LookupResult): ChoiceUnit[] =>
    result.kind === 'answer' ? [result.unit] : result.kind === 'choices' ? result.candidates : [];
  const seen = new Set<string>();
  const units = [...unitsOf(asDesignation), ...unitsOf(asType)].filter((unit) => {
    const key = unitKey(unit.brandId, unit.modelId);
    return !seen.has(key) && Boolean(seen.add(key));
  });
  if (unitsOf(asType).length === 0) return asDesignation;
  if (unitsOf(asDesignation).length === 0 || units.length === unitsOf(asType).length) return asType;
  return choicesOf(asDesignation, units);
}

/** The lookup with the type word read as a type (`mention`) or as part of the code (undefined). */
async function readAs(
  deps: TextLookupDeps,
  request: TextLookupRequest,
  reading: Reading,
  mention: TypeMention | undefined,
): Promise<LookupResult> {
  const { scope, text, tokens, usage } = request;
  const { types, listedUnder, allHits } = reading;
  const searched: SearchedFor = mention
    ? {
        text,
        type: mention.reference,
        typeName: typeDisplayName(mention.reference, [...types, ...reading.known]),
      }
    : { text };
  const onlyType = mention?.reference ?? request.defaultType;
  if (onlyType !== undefined && !types.some((type) => type.reference === onlyType)) {
    return typeNotOffered(deps.data, scope, searched, onlyType, types);
  }
  const typePositions = spanPositions(mention);
  const hits = allHits.filter((hit) => !overlaps(hit, mention));
  const plainWindows = tokenWindows(tokens, new Set(typePositions));

  const groups = brandGroups(hits);
  const [firstGroup = []] = groups;
  const flow: Flow = {
    deps,
    request,
    types,
    onlyType,
    searched,
    guide: {
      deps,
      scope,
      deadline: request.deadline,
      types,
      onlyType,
      windows: tokenWindows(tokens, new Set([...typePositions, ...firstGroup.flatMap(spanPositions)])),
      brandIds: firstGroup.map((hit) => hit.brand.id),
    },
  };
  if (groups.length === 0) {
    const echo = { ...searched, model: modelTextGuess(text, tokens, new Set(typePositions)) || undefined };
    if (!plainWindows.some(modelLike)) {
      return { kind: 'not_found', scope, searched: echo, suggestions: [], reason: 'no_brand' };
    }
    const wide = deps.indexes.current(scope);
    if (!wide) return { kind: 'still_learning', scope, searched: echo };
    if (wide.stale) usage.stale = true;
    const candidates = findModelCandidates([{ index: wide.index, windows: plainWindows }], { fuzzy: false });
    if (candidates.length === 0 && !wide.complete) return { kind: 'still_learning', scope, searched: echo };
    return conclude(flow, candidates, {
      searched: echo,
      // Some brand is missing from the index: the same code may exist under it, so no answer.
      mayAnswer: () => wide.complete,
      suggestions: () => wideSuggestions(wide.index, plainWindows),
    });
  }

  const windowsFor = (hit: BrandHit) =>
    tokenWindows(tokens, new Set([...typePositions, ...spanPositions(hit)]));
  const guessedBrands = new Set(hits.filter((hit) => hit.guessed).map((hit) => hit.brand.id));
  let weak: ModelCandidate[] = [];
  for (const group of groups) {
    const sources = await Promise.all(
      group.map(async (hit) => ({
        index: await deps.data.brandModels(scope, hit.brand.id, listedUnder.get(hit.brand.id) ?? [], usage),
        windows: windowsFor(hit),
      })),
    );
    const candidates = findModelCandidates(sources, { fuzzy: true });
    if (candidates.length === 0) continue;
    if (candidates.some(isSure)) {
      // A sure hit under a less likely brand than one with a corrected code: let the user pick.
      if (weak.length > 0) return choicesAmong(flow, [...candidates, ...weak]);
      return concludeUnderBrands(flow, candidates);
    }
    if (weak.length === 0) weak = candidates;
  }

  // The named brands give no sure hit: the brand may be a stray word or wrong, so the code is
  // looked up in the whole catalogue too. Such a hit contradicts the brand: choices, never an answer.
  const wide = deps.indexes.current(scope);
  const elsewhere = wide
    ? findModelCandidates([{ index: wide.index, windows: plainWindows }], { fuzzy: false }).filter(isSure)
    : [];
  if (elsewhere.length > 0) {
    if (wide?.stale) usage.stale = true;
    return choicesAmong(flow, [...elsewhere, ...weak]);
  }
  if (weak.length > 0) {
    // A guessed brand and a corrected code together are too much guessing for a SKU.
    return concludeUnderBrands(
      flow,
      weak,
      (c) => !(c.kind === 'fuzzy' && guessedBrands.has(c.model.brandId)),
    );
  }

  const guidance = { text, tokens, searched, group: firstGroup, typePositions, listedUnder, usage };
  const guided = await brandGuidance(flow.guide, guidance);
  if (guided) return guided;
  const [firstHit] = firstGroup;
  const excluded = new Set([...typePositions, ...spanPositions(firstHit)]);
  const echo: SearchedFor = {
    ...searched,
    brand: firstGroup.map((hit) => hit.brand.name).join(' / '),
    model: modelTextGuess(text, tokens, excluded) || undefined,
  };
  const other = await elsewhereResult(flow.guide, echo);
  if (other) return other;
  const suggestions = await brandSuggestions(deps.data, deps.indexes, {
    scope,
    group: firstGroup,
    tokens,
    excluded,
    listedUnder,
    usage,
  });
  return { kind: 'not_found', scope, searched: echo, suggestions, reason: 'no_model' };
}

/** The echo with the code as typed in the candidate's window. */
const withModel = (flow: Flow, searched: SearchedFor, candidate: ModelCandidate | undefined): SearchedFor =>
  candidate
    ? { ...searched, model: rawText(flow.request.text, flow.request.tokens, candidate.window) }
    : searched;

/** Candidates → result, by the confidence rule. */
async function conclude(
  flow: Flow,
  candidates: readonly ModelCandidate[],
  context: {
    searched: SearchedFor;
    suggestions: () => UnitRef[];
    /** False turns a would-be answer into a single choice. */
    mayAnswer: (best: ModelCandidate) => boolean;
  },
): Promise<LookupResult> {
  const { scope, usage } = flow.request;
  const decided = decide(candidates);
  const decision: Decision<ModelCandidate> =
    decided.verdict === 'answer' && !context.mayAnswer(decided.best)
      ? { verdict: 'choices', candidates: [decided.best] }
      : decided;
  const chosen =
    decision.verdict === 'answer'
      ? [decision.best]
      : decision.verdict === 'choices'
        ? decision.candidates
        : [];
  if (chosen.length === 0 || isFuzzy(chosen)) {
    // Nothing typed as the catalogue has it: the unit may be sold in another market exactly.
    const other = await elsewhereResult(flow.guide, withModel(flow, context.searched, chosen[0]));
    if (other) return other;
  }
  if (decision.verdict === 'answer') {
    return answerUnit(flow.deps, {
      scope,
      unit: unitRefOf(decision.best.model),
      types: flow.types,
      onlyType: flow.onlyType,
      searched: withModel(flow, context.searched, decision.best),
      usage,
      how: matchedBy[decision.best.kind],
    });
  }
  if (decision.verdict === 'choices') {
    const searched = withModel(flow, context.searched, decision.candidates[0]);
    return (
      // Choices the rule itself made (not an answer held back) may be near neighbours only.
      (decided.verdict === 'choices' ? neighboursResult(scope, searched, decision.candidates) : undefined) ??
      withChoiceFacts(flow.guide, {
        kind: 'choices',
        scope,
        searched,
        candidates: decision.candidates.map((c) => unitRefOf(c.model)),
      })
    );
  }
  return {
    kind: 'not_found',
    scope,
    searched: context.searched,
    suggestions: context.suggestions(),
    reason: 'no_model',
  };
}

/** Choices of the given units (best first, each once), naming their brands and the first one's code. */
function choicesAmong(flow: Flow, candidates: readonly ModelCandidate[]): Promise<LookupResult> {
  const seen = new Set<string>();
  const units = candidates
    .filter((c) => !seen.has(c.unitKey) && Boolean(seen.add(c.unitKey)))
    .slice(0, maxChoices);
  return withChoiceFacts(flow.guide, {
    kind: 'choices',
    scope: flow.request.scope,
    searched: withModel(flow, { ...flow.searched, brand: brandNamesOf(units) }, units[0]),
    candidates: units.map((c) => unitRefOf(c.model)),
  });
}

function concludeUnderBrands(
  flow: Flow,
  candidates: readonly ModelCandidate[],
  mayAnswer: (best: ModelCandidate) => boolean = () => true,
): Promise<LookupResult> {
  return conclude(flow, candidates, {
    searched: { ...flow.searched, brand: brandNamesOf(candidates) },
    mayAnswer,
    suggestions: () => [],
  });
}
