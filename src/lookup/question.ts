/**
 * A question naming several units: each unit answered by the engine's own single-unit lookup, so no
 * part gets a SKU that a question naming it alone would not. At most `maxQuestionUnits` (more are a
 * list); when fewer than two parts name a unit the text is one question. The rules:
 * docs/matching.md. Knows nothing of Slack.
 */
import type { CatalogueScope } from '../catalogue/types.js';
import { normaliseKey } from '../matching/normalise.js';
import { maxQuestionUnits, questionParts } from '../matching/question-parts.js';
import type { LookupResult } from './result.js';

export interface QuestionDeps {
  /** One unit's lookup (the engine's `lookupText`), within the question's deadline. */
  lookup: (text: string, defaultType: string | undefined) => Promise<LookupResult>;
  /** The words of the brand a text names, as typed; undefined when it names none. */
  brandWords: (text: string) => Promise<string | undefined>;
  /** The controller type a text names, if any. */
  typeIn: (text: string) => Promise<string | undefined>;
}

export interface QuestionRequest {
  text: string;
  scope: CatalogueScope;
  defaultType: string | undefined;
}

/** A separator inside the code the whole text was read as: the text is one unit's code. */
const separatorInCode = /[,;&\n]|\s(?:and|y|et|e|und)\s/iu;

const found = (result: LookupResult) =>
  result.kind !== 'not_found' && result.kind !== 'still_learning' && result.kind !== 'catalogue_unavailable';

/** The part's result once what the question says around it is applied (see the module comment). */
async function withCarried(
  deps: QuestionDeps,
  part: string,
  alone: LookupResult,
  carried: { brand: string | undefined; type: string | undefined; defaultType: string | undefined },
): Promise<LookupResult> {
  const type =
    alone.searched.type === undefined && carried.type !== carried.defaultType ? carried.type : undefined;
  const base = type === undefined ? alone : await deps.lookup(part, type);
  if (carried.brand === undefined || base.kind === 'answer') return base;
  const branded = await deps.lookup(`${carried.brand} ${part}`, type ?? carried.defaultType);
  return branded.kind === 'answer' || (!found(base) && found(branded)) ? branded : base;
}

/** What makes two parts' results the same: the unit answered (and its type), else the words looked up. */
const sameness = (result: LookupResult): string =>
  result.kind === 'answer'
    ? JSON.stringify(['answer', result.unit.brandId, result.unit.modelId, result.searched.type ?? ''])
    : JSON.stringify([result.kind, normaliseKey(result.searched.text), result.searched.type ?? '']);

/** A unit named twice (`acme qx25r, acme qx25r`) is answered once, where first named. */
const onceEach = (results: readonly LookupResult[]): LookupResult[] => {
  const seen = new Set<string>();
  return results.filter((result) => {
    const key = sameness(result);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

export async function lookupQuestion(deps: QuestionDeps, request: QuestionRequest): Promise<LookupResult> {
  const { text, defaultType } = request;
  const { parts, around } = questionParts(text);
  if (parts.length < 2) return deps.lookup(text, defaultType);
  const asked = parts.slice(0, maxQuestionUnits);
  const [whole, alone, brands, aroundType] = await Promise.all([
    deps.lookup(text, defaultType),
    Promise.all(asked.map((part) => deps.lookup(part, defaultType))),
    Promise.all(asked.map((part) => deps.brandWords(part))),
    around.length > 0 ? deps.typeIn(around.join(' ')) : undefined,
  ]);
  const model = whole.kind === 'answer' || whole.kind === 'choices' ? whole.searched.model : undefined;
  if (model !== undefined && separatorInCode.test(model)) return whole;
  const type = alone[0]?.searched.type ?? aroundType;
  const results = await Promise.all(
    asked.map((part, i) => {
      const brand = brands[i] === undefined ? brands.slice(0, i).findLast(Boolean) : undefined;
      const first = alone[i] as LookupResult;
      return withCarried(deps, part, first, { brand, type, defaultType });
    }),
  );
  const named = results.filter((result, i) => brands[i] !== undefined || found(result));
  if (named.length < 2) return whole;
  const units = onceEach(named);
  if (units.length === 1 && units[0]) return units[0];
  return {
    kind: 'several',
    scope: request.scope,
    searched: { text: whole.searched.text },
    results: units,
    more: parts.length - asked.length,
  };
}
