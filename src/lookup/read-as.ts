/**
 * One reading of a text lookup (the type word as a type, or as part of the code): type, then model
 * under each group of brands found, best first, or catalogue-wide; a code found only outside the
 * named brands gives choices. Knows nothing of Slack.
 */
import { type BrandHit, brandGroups } from '../matching/brands.js';
import { findModelCandidates, type ModelCandidate, modelLike } from '../matching/model-match.js';
import { tokenWindows } from '../matching/query.js';
import type { TypeMention } from '../matching/types.js';
import { choicesAmong, conclude, concludeUnderBrands, isSure } from './conclude.js';
import { modelTextGuess, overlaps, spanPositions } from './echo.js';
import { brandGuidance, elsewhereResult } from './guidance.js';
import type { LookupResult, SearchedFor } from './result.js';
import { brandSuggestions, wideSuggestions } from './suggestions.js';
import type { Flow, Reading, TextLookupDeps, TextLookupRequest } from './text-flow.js';
import { typeDisplayName } from './type-names.js';
import { typeNotOffered } from './unit-lookup.js';

/** The lookup with the type word read as a type (`mention`) or as part of the code (undefined). */
export async function readAs(
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
    // A guessed brand and a corrected or extended (rating-plate) code together are too much
    // guessing for a SKU: choices instead.
    return concludeUnderBrands(
      flow,
      weak,
      (c) => !((c.kind === 'fuzzy' || c.kind === 'extended') && guessedBrands.has(c.model.brandId)),
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
