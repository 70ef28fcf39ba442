/**
 * Every token window of the query against a model index, tier by tier (confidence.ts). Only the
 * strongest tier is returned, and a hit inside a longer window's hit is dropped (`QRS TU25VB` is
 * `QRSTU25VB`, not `TU25VB`).
 */
import type { Candidate } from './confidence.js';
import { maxFuzzyChoiceDistance, unitKey } from './confidence.js';
import type { IndexedModel, ModelIndex } from './models.js';
import {
  agreeThroughFirstDigit,
  extendsAtLetterDigit,
  maxFuzzyKeyLength,
  minPrefixKeyLength,
} from './models.js';
import { digitSignature, editDistance, hasDigit, hasLetter } from './normalise.js';
import { type TokenWindow, windowWithin } from './query.js';

export interface ModelCandidate extends Candidate {
  model: IndexedModel;
  window: TokenWindow;
}

/** Fuzzy search is the costly tier: at most this many windows go through it. */
const maxFuzzyWindows = 12;

const candidate = (
  model: IndexedModel,
  window: TokenWindow,
  kind: Candidate['kind'],
  distance: number,
  digitsMatch = true,
): ModelCandidate => ({
  model,
  window,
  kind,
  distance,
  digitsMatch,
  slipAfterDigit: kind === 'fuzzy' && agreeThroughFirstDigit(window.key, model.key),
  plateBoundary: kind === 'extended' && extendsAtLetterDigit(window.key, model.key),
  typedLength: window.key.length,
  unitKey: unitKey(model.brandId, model.id),
});

/** Drops hits whose window lies strictly inside the window of another hit. */
function outermost(candidates: readonly ModelCandidate[]): ModelCandidate[] {
  return candidates.filter(
    (inner) =>
      !candidates.some(
        (outer) =>
          outer.window !== inner.window &&
          windowWithin(inner.window, outer.window) &&
          outer.window.end - outer.window.start > inner.window.end - inner.window.start,
      ),
  );
}

/** A window that could be a model code on its own (has a digit and a letter). */
export const modelLike = (window: TokenWindow): boolean =>
  window.key.length >= minPrefixKeyLength && hasDigit(window.key) && hasLetter(window.key);

/**
 * The windows worth a fuzzy search, at most `maxFuzzyWindows`: model-like, not longer than a
 * fuzzy key can be, fewest tokens first, so that in an email the code alone ("FTXN25R") is kept
 * and runs of words around it are dropped.
 */
export function fuzzyWindows(windows: readonly TokenWindow[]): TokenWindow[] {
  return windows
    .filter((window) => modelLike(window) && window.key.length <= maxFuzzyKeyLength)
    .sort((a, b) => a.end - a.start - (b.end - b.start))
    .slice(0, maxFuzzyWindows);
}

/** `outer` begins where `inner` does and takes more tokens after it. */
const extendsWindow = (outer: TokenWindow, inner: TokenWindow) =>
  outer.start === inner.start && outer.end > inner.end;

/**
 * Every token of the code must be accounted for: an exact hit followed by a leftover token that,
 * joined to it, begins a longer designation (`Qwin 09 Pr` when `Qwin 09 Pro` exists) points to
 * that longer unit, never to the shorter one. The longer windows' completions, as prefix hits.
 */
function completedByLeftover(source: MatchSource, exact: readonly ModelCandidate[]): ModelCandidate[] {
  const out: ModelCandidate[] = [];
  for (const window of source.windows) {
    if (!exact.some((hit) => extendsWindow(window, hit.window))) continue;
    for (const model of source.index.completions(window.key)) {
      out.push(candidate(model, window, 'prefix', model.key.length - window.key.length));
    }
  }
  return out;
}

/**
 * Leftover tokens after completed codes narrow them: a longer window that extends a prefix hit's
 * window and reads as one of the completed units, either that unit's code extended (a
 * rating-plate code: `AB25C` + `-W 1E` with `AB25C-W` among the completions) or that unit's code
 * with one slip and the same digits (`Alto S1 Invrter 12`), points to that unit. Those units, as
 * extended or fuzzy hits (the confidence rule then decides); none when nothing narrows.
 */
function narrowedByLeftover(source: MatchSource, prefix: readonly ModelCandidate[]): ModelCandidate[] {
  const out: ModelCandidate[] = [];
  for (const window of source.windows) {
    for (const hit of prefix) {
      const key = hit.model.key;
      if (!extendsWindow(window, hit.window) || key.startsWith(window.key)) continue;
      if (!source.index.exact(key).includes(hit.model)) continue;
      if (window.key.length > key.length && window.key.startsWith(key)) {
        out.push(candidate(hit.model, window, 'extended', window.key.length - key.length));
      } else if (digitSignature(window.key) === hit.model.digits && editDistance(window.key, key, 1) === 1) {
        out.push(candidate(hit.model, window, 'fuzzy', 1));
      }
    }
  }
  return out;
}

interface MatchOptions {
  /** Fuzzy tier on (brand known) or off (catalogue-wide index: no fuzzy scan at that scale). */
  fuzzy: boolean;
}

/** One index to search and the token windows to search it with (the brand's own words excluded). */
export interface MatchSource {
  index: ModelIndex;
  windows: readonly TokenWindow[];
}

/**
 * Candidates of the strongest tier found in any source: tied brands are searched tier by tier
 * together, so an exact hit under one brand spares the fuzzy scan of the others.
 */
export function findModelCandidates(
  sources: readonly MatchSource[],
  options: MatchOptions,
): ModelCandidate[] {
  const across = (find: (source: MatchSource) => ModelCandidate[]) => sources.flatMap(find);

  const exact = across(({ index, windows }) =>
    windows.flatMap((window) => index.exact(window.key).map((m) => candidate(m, window, 'exact', 0))),
  );
  if (exact.length > 0) {
    const completing = across((source) => completedByLeftover(source, exact));
    if (completing.length === 0) return outermost(exact);
    const kept = exact.filter(
      (hit) => !completing.some((longer) => extendsWindow(longer.window, hit.window)),
    );
    return kept.length > 0 ? outermost(kept) : outermost(completing);
  }

  const prefix = across(({ index, windows }) =>
    windows.flatMap((window) =>
      index
        .completions(window.key)
        .map((m) => candidate(m, window, 'prefix', m.key.length - window.key.length)),
    ),
  );
  if (prefix.length > 0) {
    const narrowed = across((source) => narrowedByLeftover(source, prefix));
    return narrowed.length > 0 ? outermost(narrowed) : outermost(prefix);
  }

  if (options.fuzzy) {
    const fuzzy = across(({ index, windows }) =>
      fuzzyWindows(windows).flatMap((window) => {
        const digits = digitSignature(window.key);
        // A code the typed one extends by two characters or more is a rating-plate reading
        // (the extended tier), not a slip.
        return index
          .near(window.key, maxFuzzyChoiceDistance)
          .filter(({ model, distance }) => distance < 2 || !window.key.startsWith(model.key))
          .map(({ model, distance }) => candidate(model, window, 'fuzzy', distance, model.digits === digits));
      }),
    );
    if (fuzzy.some((c) => c.digitsMatch)) return outermost(fuzzy);
  }

  return across(({ index, windows }) =>
    windows.flatMap((window) =>
      index
        .extendedFrom(window.key)
        .map((m) => candidate(m, window, 'extended', window.key.length - m.key.length)),
    ),
  );
}

/**
 * Up to `limit` nearest models for a "not found" message, whatever their digits: with `fuzzy`,
 * those within two edits (fuse.js and edit distance) first, then neighbours in key order that
 * share the typed code's first characters (`QX99Z`: the QX units), so that a code far from
 * every unit still gets the units of its series; without `fuzzy`, the neighbours alone.
 * Suggestions never carry a SKU.
 */
export function nearestModels(
  index: ModelIndex,
  windows: readonly TokenWindow[],
  options: MatchOptions & { limit: number },
): IndexedModel[] {
  const scored = new Map<string, { model: IndexedModel; score: number }>();
  const add = (model: IndexedModel, score: number) => {
    const key = unitKey(model.brandId, model.id);
    const current = scored.get(key);
    if (!current || score < current.score) scored.set(key, { model, score });
  };
  for (const window of fuzzyWindows(windows)) {
    if (options.fuzzy) {
      for (const { model, distance } of index.near(window.key, 2, options.limit)) add(model, distance);
    }
    const after = options.fuzzy ? 3 : 2;
    for (const [rank, model] of index.neighbours(window.key, options.limit).entries()) {
      add(model, after + rank / 10);
    }
  }
  return [...scored.values()]
    .sort((a, b) => a.score - b.score || a.model.key.localeCompare(b.model.key))
    .slice(0, options.limit)
    .map((entry) => entry.model);
}
