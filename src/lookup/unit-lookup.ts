/**
 * The answer for one identified unit: its detail read once, one SKU row per market type it is
 * compatible with. Also a unit picked from choices, suggestions or menus (falling back to a type
 * the catalogue lists it under), and an answer's variants shared again.
 */
import { CatalogueError, isCatalogueError } from '../catalogue/errors.js';
import type { ArticleType, ModelDetail } from '../catalogue/schemas.js';
import type { Catalogue, CatalogueScope } from '../catalogue/types.js';
import type { CatalogueData, Usage } from './catalogue-data.js';
import { choicesOf } from './choices.js';
import type { UnitLookup } from './engine.js';
import type { LookupResult, SearchedFor, UnitRef } from './result.js';
import { skuRows, unitDescription, unitOfDetail, unitSpecs } from './sku-rows.js';
import { typeDisplayName } from './type-names.js';
import { factsOfAnswer, sharedAnswer } from './variants.js';

/** What the catalogue is read through. */
export interface UnitAnswerDeps {
  catalogue: Catalogue;
  data: CatalogueData;
}

/**
 * How much of the code asked for is kept beside an answer to a suggested unit (`askedFor`), for any
 * caller. A front end may carry less of it (a Slack button value does): that bound is its own.
 */
const askedForKeptLength = 100;

type AnsweredHow = 'exact' | 'prefix' | 'fuzzy' | 'picked';

interface UnitAnswerRequest {
  scope: CatalogueScope;
  unit: Pick<UnitRef, 'brandId' | 'modelId' | 'typeReference'>;
  /** The market's types, in its order. */
  types: readonly ArticleType[];
  /** Keep this type alone. */
  onlyType: string | undefined;
  searched: SearchedFor;
  usage: Usage;
  how: AnsweredHow | undefined;
}

/** The unit's answer, or `not_found` when the catalogue has no such unit or no type of the market fits. */
export async function answerUnit(deps: UnitAnswerDeps, request: UnitAnswerRequest): Promise<LookupResult> {
  const { scope, unit, searched, usage } = request;
  let detail: ModelDetail;
  try {
    detail = usage.take(await deps.catalogue.getModel(scope, unit.typeReference, unit.brandId, unit.modelId));
  } catch (error) {
    if (isCatalogueError(error, 'not_found') || isCatalogueError(error, 'bad_request')) {
      return { kind: 'not_found', scope, searched, suggestions: [], reason: 'no_model' };
    }
    throw error;
  }
  if (detail.id !== unit.modelId || detail.brand_id !== unit.brandId) {
    throw new CatalogueError('invalid_response', 'model detail does not match the requested model');
  }
  deps.data.noteTypes(detail.protocol_compatibilities.map((entry) => entry.type));
  const rows = skuRows(detail, request.types, request.onlyType);
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
    ...(usage.readAt !== undefined && { readAt: usage.readAt }),
  };
  if (request.how) answer.matchedBy = request.how;
  return answer;
}

/** The requested type is not among the market's: say so, with the market's types and no SKU. */
export const typeNotOffered = (
  data: CatalogueData,
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
    name: type.name || type.reference,
  })),
});

/** A type under which the catalogue lists the unit, from the brand's listings. */
async function listingType(
  deps: UnitAnswerDeps,
  scope: CatalogueScope,
  unit: Pick<UnitRef, 'brandId' | 'modelId'>,
  types: readonly ArticleType[],
  usage: Usage,
): Promise<string | undefined> {
  const { listedUnder } = await deps.data.brands(scope, types, usage);
  const index = await deps.data.brandModels(scope, unit.brandId, listedUnder.get(unit.brandId) ?? [], usage);
  return index.models.find((model) => model.id === unit.modelId)?.typeReference;
}

/** A picked unit's answer; the echo names the unit when it is found. */
async function lookupPickedUnit(
  deps: UnitAnswerDeps,
  request: UnitLookup,
  usage: Usage,
): Promise<LookupResult> {
  const { scope, unit } = request;
  const types = await deps.data.types(scope, usage);
  const onlyType = request.type?.trim() || undefined;
  const searched: SearchedFor =
    onlyType === undefined
      ? { text: '' }
      : {
          text: '',
          type: onlyType,
          typeName: typeDisplayName(onlyType, [...types, ...deps.data.knownTypes()]),
        };
  if (onlyType !== undefined && !types.some((type) => type.reference === onlyType)) {
    return typeNotOffered(deps.data, scope, searched, onlyType, types);
  }
  const answerAs = (typeReference: string) =>
    answerUnit(deps, {
      scope,
      unit: { ...unit, typeReference },
      types,
      onlyType,
      searched,
      usage,
      how: 'picked',
    });
  let result = await answerAs(unit.typeReference);
  if (result.kind === 'not_found' && result.reason === 'no_model') {
    // Picked from a menu of a type the detail path refuses (or no longer lists it under):
    // read it through a type the catalogue does list it under.
    const listing = await listingType(deps, scope, unit, types, usage);
    if (listing && listing !== unit.typeReference) result = await answerAs(listing);
  }
  if (result.kind !== 'answer') return result;
  const { designation, brandName } = result.unit;
  const answer = {
    ...result,
    searched: { ...searched, text: designation, brand: brandName, model: designation },
  };
  const asked = typeof request.asked === 'string' ? request.asked.trim() : '';
  if (asked) answer.askedFor = asked.slice(0, askedForKeptLength);
  return answer;
}

/**
 * A picked unit with the variants an answer covered (`request.variants`): one answer naming them
 * all while their answers are still the same, else choices between those still found.
 */
export async function lookupPickedVariants(
  deps: UnitAnswerDeps,
  request: UnitLookup,
  usage: Usage,
): Promise<LookupResult> {
  const { variants = [], ...single } = request;
  const ids = [...new Set(variants)].filter((modelId) => modelId !== single.unit.modelId);
  const first = await lookupPickedUnit(deps, single, usage);
  if (first.kind !== 'answer' || ids.length === 0) return first;
  const others = await Promise.all(
    ids.map((modelId) =>
      lookupPickedUnit(deps, { ...single, unit: { ...single.unit, modelId }, asked: undefined }, usage),
    ),
  );
  const answers = [first, ...others].filter((result) => result.kind === 'answer');
  const units = answers.map((answer) => ({ ...answer.unit, facts: factsOfAnswer(answer) }));
  const together =
    answers.length === others.length + 1 &&
    sharedAnswer({
      scope: first.scope,
      searched: first.searched,
      units,
      how: 'picked',
      stale: usage.stale,
      readAt: usage.readAt,
    });
  if (!together)
    return choicesOf(
      first,
      answers.map((answer) => answer.unit),
    );
  return first.askedFor === undefined ? together : { ...together, askedFor: first.askedFor };
}
