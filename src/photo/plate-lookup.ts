/**
 * From what OCR read on a rating plate to a lookup result, through the same engine as a typed
 * question (`LookupEngine.lookupText`), so every rule that keeps a wrong SKU out of typed
 * answers holds here too. On top, what a reading needs:
 * - the code after a label (`MODEL …`) is asked first, with the plate's words (the brand among
 *   them); a plate with no label is asked by its code-like words;
 * - spellings with OCR look-alikes swapped (confusions.ts) are put to the engine too. One counts
 *   only when the engine answers it with a unit whose code is that spelling, begins it (a
 *   rating-plate suffix) or completes it: never a fuzzy match on top of a swap. The read code
 *   answered, or given choices, and a one-swap spelling answering another unit → choices
 *   between them all, never a guess; the code read not found → the spellings with the fewest
 *   swaps that answer, and keep the digits read, decide (one unit → its answer, marked as a
 *   closest match; several → choices); any other result of the code read (the catalogue
 *   unavailable or still learning, a unit of other markets, …) is the result: a spelling never
 *   stands in for a failed look-up.
 * Knows nothing of Slack.
 */
import type { CatalogueScope } from '../catalogue/types.js';
import { choicesOf } from '../lookup/choices.js';
import type { LookupEngine } from '../lookup/engine.js';
import type { LookupResult, UnitRef } from '../lookup/result.js';
import { unitKey } from '../matching/confidence.js';
import { normaliseKey } from '../matching/normalise.js';
import { otherSpellings } from './confusions.js';
import { readPlateText } from './plate-text.js';

/** What was read, for the reply's "Read from the photo: …" line. */
export interface PlateEcho {
  /** `MODEL FTXM25R2V1B`, or the code-like words of a plate with no label. */
  model: string;
  /** The code alone, as read (`FTXM25R2V1B`), when it differs from `model`. */
  code?: string;
  /** The brand the engine recognised among the plate's words. */
  brand?: string;
}

export type PlateLookup =
  | { kind: 'result'; echo: PlateEcho; result: LookupResult }
  /** Nothing on the picture reads as a model code. */
  | { kind: 'no_model' };

export interface PlateLookupRequest {
  text: string;
  scope: CatalogueScope;
  defaultType?: string;
}

type Answer = Extract<LookupResult, { kind: 'answer' }>;

const keyOf = (unit: UnitRef): string => unitKey(unit.brandId, unit.modelId);

/**
 * The engine answered `spelling` with a unit whose code equals, begins or completes it: the
 * answer rests on the swaps alone, no fuzzy edit on top of them.
 */
function answersSpelling(result: LookupResult, spelling: string): result is Answer {
  if (result.kind !== 'answer') return false;
  const asked = normaliseKey(spelling);
  const found = normaliseKey(result.unit.designation);
  return asked.length > 0 && (asked.startsWith(found) || found.startsWith(asked));
}

async function lookUpCode(
  engine: LookupEngine,
  request: PlateLookupRequest,
  words: readonly string[],
  code: string,
): Promise<LookupResult> {
  const ask = (spelling: string) =>
    engine.lookupText({
      text: [...words, spelling].join(' '),
      scope: request.scope,
      defaultType: request.defaultType,
    });
  const asRead = await ask(code);
  if (asRead.kind !== 'answer' && asRead.kind !== 'choices' && asRead.kind !== 'not_found') return asRead;
  const answers: { answer: Answer; changes: number }[] = [];
  for (const { spelling, changes, keepsDigits } of otherSpellings(code)) {
    // Found as read: only one-swap rivals can cast doubt on it, a digit more or less included.
    if (asRead.kind !== 'not_found' && changes > 1) break;
    // Nothing was found as read: the fewest swaps that find something decide, more are not
    // tried; a spelling that alters the digits read never decides.
    if (answers.some((a) => a.changes < changes)) break;
    if (asRead.kind === 'not_found' && !keepsDigits) continue;
    const result = await ask(spelling);
    if (answersSpelling(result, spelling)) answers.push({ answer: result, changes });
  }
  const found = answers.map((a) => a.answer.unit);
  if (asRead.kind === 'answer') {
    const rivals = found.filter((unit) => keyOf(unit) !== keyOf(asRead.unit));
    return rivals.length === 0 ? asRead : choicesOf(asRead, [asRead.unit, ...rivals]);
  }
  if (asRead.kind === 'choices') {
    const known = new Set(asRead.candidates.map(keyOf));
    const rivals = found.filter((unit) => !known.has(keyOf(unit)));
    return rivals.length === 0 ? asRead : choicesOf(asRead, [...asRead.candidates, ...rivals]);
  }
  const [only] = answers;
  if (!only) return asRead;
  if (new Set(found.map(keyOf)).size > 1) return choicesOf(asRead, found);
  return {
    ...only.answer,
    searched: { ...only.answer.searched, text: asRead.searched.text },
    matchedBy: 'fuzzy',
  };
}

/** The lookup a plate's text leads to, or `no_model` when no code was read. */
export async function lookUpPlate(engine: LookupEngine, request: PlateLookupRequest): Promise<PlateLookup> {
  const plate = readPlateText(request.text);
  const words = plate.words;
  let first: { echo: PlateEcho; result: LookupResult } | undefined;
  for (const { label, code } of plate.labelled) {
    const result = await lookUpCode(engine, request, words, code);
    const echo = { model: `${label} ${code}`, code, brand: result.searched.brand };
    if (result.kind === 'answer' || result.kind === 'choices') return { kind: 'result', echo, result };
    first ??= { echo, result };
  }
  if (first) return { kind: 'result', ...first };
  if (plate.unlabelled.length === 0) return { kind: 'no_model' };
  const model = plate.unlabelled.join(' ');
  const result = await engine.lookupText({
    text: [...words, model].join(' '),
    scope: request.scope,
    defaultType: request.defaultType,
  });
  return { kind: 'result', echo: { model, brand: result.searched.brand }, result };
}
