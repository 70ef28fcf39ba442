/**
 * The text-lookup flow's entry: one request in, one result out. The controller type, then brands,
 * then models (read-as.ts), then the confidence rule (conclude.ts), guiding rather than failing or
 * guessing (guidance.ts). The type word's two readings are tried here (matching/readings.ts).
 */
import { interfaceTypeCodes } from '../catalogue/type-codes.js';
import { brandGroups } from '../matching/brands.js';
import { unitKey } from '../matching/confidence.js';
import { findModelCandidates, type MatchSource, type ModelCandidate } from '../matching/model-match.js';
import { type TokenWindow, tokenWindows } from '../matching/query.js';
import { typeWordReading } from '../matching/readings.js';
import { findTypeMention, type TypeLike, type TypeMention } from '../matching/types.js';
import type { CatalogueData } from './catalogue-data.js';
import { choicesOf } from './choices.js';
import { isSure } from './conclude.js';
import { overlaps, spanPositions, typeMentionNear } from './echo.js';
import { readAs } from './read-as.js';
import type { ChoiceUnit, LookupResult } from './result.js';
import type { Reading, TextLookupDeps, TextLookupRequest } from './text-flow.js';

export type { TextLookupDeps } from './text-flow.js';

const withInterfaceCodes = new WeakMap<readonly TypeLike[], readonly TypeLike[]>();

/**
 * Types known beyond the market's: learned from other markets and details, and the interface's
 * own codes. The same array while nothing new is learned (matching/types.ts keeps its key tables).
 */
function knownTypes(data: CatalogueData): readonly TypeLike[] {
  const learned = data.knownTypes();
  let known = withInterfaceCodes.get(learned);
  if (!known) {
    known = [...learned, ...interfaceTypeCodes.map((reference) => ({ reference, name: '' }))];
    withInterfaceCodes.set(learned, known);
  }
  return known;
}

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
    result.kind === 'answer'
      ? (result.variants ?? [result.unit])
      : result.kind === 'choices'
        ? result.candidates
        : [];
  const seen = new Set<string>();
  const units = [...unitsOf(asDesignation), ...unitsOf(asType)].filter((unit) => {
    const key = unitKey(unit.brandId, unit.modelId);
    return !seen.has(key) && Boolean(seen.add(key));
  });
  if (unitsOf(asType).length === 0) return asDesignation;
  if (unitsOf(asDesignation).length === 0 || units.length === unitsOf(asType).length) return asType;
  return choicesOf(asDesignation, units);
}
