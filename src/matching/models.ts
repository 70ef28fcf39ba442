/**
 * An index of indoor-unit models for matching and type-ahead: normalised keys computed once,
 * a key table for exact hits, sorted keys for prefix ranges (binary search), and a fuse.js
 * index built on first fuzzy use over the precomputed key (no `getFn`).
 */
import Fuse from 'fuse.js';
import { LRUCache } from 'lru-cache';
import { unitKey } from './confidence.js';
import { digitSignature, editDistance, hasDigit, normaliseKey } from './normalise.js';

export interface ModelLike {
  id: number;
  designation: string;
  brandId: number;
  brandName: string;
  /** A type under which the catalogue lists the model (accepted by the detail path). */
  typeReference: string;
}

export interface IndexedModel extends ModelLike {
  key: string;
  digits: string;
  /** Key lengths at which the designation has a run of separators (`QX36---3` → 4), if any. */
  runBreaks?: readonly number[];
}

/** The shortest typed key completed by prefix, and the shortest key matched at all. */
export const minPrefixKeyLength = 4;
const minExactKeyLength = 3;
/** The longest key sent to fuse.js; longer text is not a model code. */
export const maxFuzzyKeyLength = 24;
const nearMemoSize = 256;

/**
 * A kit written as two designations (`AS20PBAHRA / AS25PBAHRA`, a spaced slash) is found
 * exactly by either part. An unspaced slash is part of one code (`AM022TNVDKG/EU`).
 */
const kitPartKeys = (designation: string): string[] => {
  const parts = designation.split(/\s+\/\s+/);
  return parts.length > 1 ? parts.map(normaliseKey).filter((key) => key.length >= minExactKeyLength) : [];
};

/** Entries of another index are reused as they are (the catalogue-wide index shares the brands' entries). */
const isIndexed = (model: ModelLike): model is IndexedModel => 'key' in model && 'digits' in model;

/** Separators in a row that the catalogue uses to set a code's parts apart (`40QX36---3`). */
const minSeparatorRun = 2;

/**
 * Key lengths at which the catalogue sets a code's parts apart: a run of `minSeparatorRun` or more
 * separators between two characters, or any separator between two digits (`X3 25`: the catalogue
 * itself writes two numbers there, so `X3` is whole and no capacity is guessed by completing it).
 */
function separatorRunBreaks(designation: string): number[] {
  const breaks: number[] = [];
  let keyLength = 0;
  let run = 0;
  let afterDigit = false;
  for (const char of designation) {
    const normal = normaliseKey(char);
    if (normal) {
      const digit = /\d/.test(normal);
      if (keyLength > 0 && (run >= minSeparatorRun || (run > 0 && afterDigit && digit)))
        breaks.push(keyLength);
      keyLength += normal.length;
      afterDigit = digit;
      run = 0;
    } else run++;
  }
  return breaks;
}

const indexModel = (model: ModelLike): IndexedModel => {
  const key = normaliseKey(model.designation);
  const breaks = /[^A-Za-z0-9 ]{2}|\s[^A-Za-z0-9]|[^A-Za-z0-9]\s|\d[^A-Za-z0-9]+\d/.test(model.designation)
    ? separatorRunBreaks(model.designation)
    : [];
  return breaks.length > 0
    ? { ...model, key, digits: digitSignature(key), runBreaks: breaks }
    : { ...model, key, digits: digitSignature(key) };
};

/**
 * A typed key completes a longer model key only where the digits stay whole: `QX25`
 * completes `QX25B`, but `QX2` does not complete `QX25B` (that would be guessing a capacity).
 */
export const completesAtBoundary = (typed: string, modelKey: string): boolean =>
  modelKey.length > typed.length &&
  modelKey.startsWith(typed) &&
  !(/[0-9]$/.test(typed) && /[0-9]/.test(modelKey.charAt(typed.length)));

/** True when both keys are the same up to and including the model key's first digit (`AB35DF` vs `AB35FF`). */
export function agreeThroughFirstDigit(typed: string, modelKey: string): boolean {
  const firstDigit = modelKey.search(/[0-9]/);
  return firstDigit >= 0 && typed.slice(0, firstDigit + 1) === modelKey.slice(0, firstDigit + 1);
}

/**
 * True when the typed key extends the model key at a letter/digit boundary, as rating-plate codes
 * extend designations (`AB25C` + `2V1B`, `AB25C3` + `VE`): a digit after a closing letter, or two
 * or more characters starting with a letter after a closing digit. A single letter after the
 * digits (`AB25` + `C`) is how variants and generations are named, so it does not count.
 */
export function extendsAtLetterDigit(typed: string, modelKey: string): boolean {
  const last = modelKey.charAt(modelKey.length - 1);
  const next = typed.charAt(modelKey.length);
  if (/[A-Z]/.test(last)) return /[0-9]/.test(next);
  return /[0-9]/.test(last) && /[A-Z]/.test(next) && typed.length - modelKey.length >= minPlateExtension;
}

/** The fewest characters a plate extension starting with a letter has (see `extendsAtLetterDigit`). */
const minPlateExtension = 2;

export class ModelIndex {
  readonly models: readonly IndexedModel[];
  readonly #byKey = new Map<string, IndexedModel[]>();
  /** Models sorted by key, for prefix ranges and type-ahead order. */
  readonly #sorted: IndexedModel[];
  #fuse: Fuse<IndexedModel> | undefined;
  /** Recent fuzzy searches: one lookup asks the same window twice (match, then suggestions). */
  readonly #nearMemo = new LRUCache<string, { model: IndexedModel; distance: number }[]>({
    max: nearMemoSize,
  });

  constructor(models: readonly ModelLike[]) {
    const seen = new Set<string>();
    const indexed: IndexedModel[] = [];
    for (const model of models) {
      const identity = unitKey(model.brandId, model.id);
      if (seen.has(identity)) continue;
      seen.add(identity);
      const entry = isIndexed(model) ? model : indexModel(model);
      if (!entry.key) continue;
      indexed.push(entry);
      for (const key of new Set([entry.key, ...kitPartKeys(model.designation)])) {
        const list = this.#byKey.get(key);
        if (list) list.push(entry);
        else this.#byKey.set(key, [entry]);
      }
    }
    this.models = indexed;
    this.#sorted = [...indexed].sort(compareKeys);
  }

  get size(): number {
    return this.models.length;
  }

  exact(key: string): IndexedModel[] {
    return key.length >= minExactKeyLength ? (this.#byKey.get(key) ?? []) : [];
  }

  #lowerBound(key: string): number {
    let low = 0;
    let high = this.#sorted.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((this.#sorted[mid]?.key ?? '') < key) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /** Models whose key starts with `prefix` (itself included), in key order, at most `limit`. */
  startingWith(prefix: string, limit = Number.POSITIVE_INFINITY): IndexedModel[] {
    const out: IndexedModel[] = [];
    for (let i = this.#lowerBound(prefix); i < this.#sorted.length && out.length < limit; i++) {
      const model = this.#sorted[i];
      if (!model?.key.startsWith(prefix)) break;
      out.push(model);
    }
    return out;
  }

  /**
   * Models a typed key completes (see `completesAtBoundary`), or ends at a separator run of
   * (`QX36` of `QX36---3`: the catalogue itself sets the digits apart there); only keys of at least
   * `minPrefixKeyLength` characters with a digit complete, so a bare series name lists nothing.
   */
  completions(typed: string, limit = Number.POSITIVE_INFINITY): IndexedModel[] {
    if (typed.length < minPrefixKeyLength || !hasDigit(typed)) return [];
    const out: IndexedModel[] = [];
    for (const model of this.startingWith(typed)) {
      if (out.length >= limit) break;
      if (completesAtBoundary(typed, model.key) || model.runBreaks?.includes(typed.length)) out.push(model);
    }
    return out;
  }

  /** Models whose whole key the typed key starts with, cut at a boundary (`QX25BV1B` → `QX25B`). */
  extendedFrom(typed: string): IndexedModel[] {
    const out: IndexedModel[] = [];
    for (let length = typed.length - 1; length >= minPrefixKeyLength; length--) {
      const shorter = typed.slice(0, length);
      if (hasDigit(shorter) && completesAtBoundary(shorter, typed))
        out.push(...(this.#byKey.get(shorter) ?? []));
    }
    return out;
  }

  #fuseIndex(): Fuse<IndexedModel> {
    this.#fuse ??= new Fuse(this.models, {
      keys: ['key'],
      threshold: 0.4,
      ignoreLocation: true,
      includeScore: true,
      isCaseSensitive: true,
      shouldSort: true,
    });
    return this.#fuse;
  }

  /**
   * Near keys by edit distance (at most `maxDistance`), nearest first; fuse.js proposes, the
   * edit distance decides and re-ranks (fuse scores tie too often on short codes).
   */
  near(typed: string, maxDistance: number, limit = 20): { model: IndexedModel; distance: number }[] {
    if (typed.length < minPrefixKeyLength || typed.length > maxFuzzyKeyLength) return [];
    const memoKey = `${typed}|${maxDistance}`;
    let found = this.#nearMemo.get(memoKey);
    if (!found) {
      found = [];
      for (const { item } of this.#fuseIndex().search(typed, { limit: 100 })) {
        const distance = editDistance(typed, item.key, maxDistance);
        if (distance <= maxDistance) found.push({ model: item, distance });
      }
      found.sort((a, b) => a.distance - b.distance || compareKeys(a.model, b.model));
      this.#nearMemo.set(memoKey, found);
    }
    return found.slice(0, limit);
  }

  /** Type-ahead: models whose key starts with the query first (key order), then fuzzy; at most `limit`. */
  suggest(query: string, limit: number): IndexedModel[] {
    const key = normaliseKey(query);
    if (!key) return this.#sorted.slice(0, limit);
    const out = new Set(this.startingWith(key, limit));
    if (out.size < limit && key.length >= 2) {
      for (const { item } of this.#fuseIndex().search(key, { limit })) {
        if (out.size >= limit) break;
        out.add(item);
      }
    }
    return [...out];
  }

  /**
   * Models near the typed key in key order (sharing at least `minShared` leading characters),
   * closest by edit distance first, then nearest in key order: a cheap "did you mean" at any
   * scale, no fuzzy scan.
   */
  neighbours(typed: string, count: number, minShared = minPrefixKeyLength): IndexedModel[] {
    const at = this.#lowerBound(typed);
    const reach = count * 4;
    const out: { model: IndexedModel; distance: number; away: number }[] = [];
    for (let i = Math.max(0, at - reach); i < Math.min(this.#sorted.length, at + reach); i++) {
      const model = this.#sorted[i];
      if (model && sharedPrefixLength(typed, model.key) >= minShared) {
        out.push({ model, distance: editDistance(typed, model.key), away: i < at ? at - i : i - at + 1 });
      }
    }
    return out
      .sort((a, b) => a.distance - b.distance || a.away - b.away || compareKeys(a.model, b.model))
      .slice(0, count)
      .map((entry) => entry.model);
  }
}

const compareKeys = (a: IndexedModel, b: IndexedModel) =>
  a.key < b.key ? -1 : a.key > b.key ? 1 : a.id - b.id;

function sharedPrefixLength(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}
