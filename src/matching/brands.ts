/**
 * Recognising a brand in free text: names, derived abbreviations, first words, prefixes of four
 * letters or more, and typos (fuse.js, checked by edit distance). Short abbreviations match only
 * exactly, and a guessed brand counts only near a code, so "I agree" is not a brand "Agree".
 */
import Fuse from 'fuse.js';
import { LRUCache } from 'lru-cache';
import { abbreviatesName, abbreviatesWord } from './brand-abbreviations.js';
import { digitPositions, isQuestion, nearAnchor } from './near-code.js';
import { editDistance, hasLetter, normaliseKey, stripDiacritics } from './normalise.js';
import type { QueryToken } from './query.js';

interface BrandLike {
  id: number;
  name: string;
}

interface BrandEntry {
  id: number;
  /** Display name (HTML removed). */
  name: string;
  /** Upper-case A–Z/0–9 key of the whole name. */
  key: string;
  /** Keys of every word, in order: matched word by word, and for type-ahead. */
  words: string[];
}

/**
 * How sure a brand hit is, out of 100. A name is matched word by word from its first word, a
 * typo costing `typoCost` per edit and a later word cut short `abbreviationCost`: all words →
 * `wholeName`, the first k of more words → `firstWords + wordBonus × k`. A first word cut short
 * (`prefix`) gains `2 × wordBonus` per further word matched. So a first word shared by two
 * brands ties them (the model decides), while the next word picks one outright: "alpha heavy"
 * for "Alpha Heavy Industries" over "Alpha Electric", "alph elec" for "Alpha Electric".
 */
const brandScores = {
  wholeName: 100,
  abbreviation: 97,
  firstWords: 85,
  wordBonus: 5,
  prefix: 75,
  typoCost: 3,
  abbreviationCost: 3,
} as const;
/** Brands whose scores differ by less than this are equally likely: the model decides. */
const brandTieMargin = 5;

type BrandHitKind = 'name' | 'abbreviation' | 'words' | 'prefix';

export interface BrandHit {
  brand: BrandEntry;
  score: number;
  how: BrandHitKind;
  /** Token positions `[start, end)` of the brand in the text. */
  start: number;
  end: number;
  /** The first word was guessed (a typo or a prefix of it), not typed as the catalogue writes it. */
  guessed: boolean;
}

/** Typos tolerated in a brand word: none below 4 letters, one up to 7, two beyond. */
export const brandTypoAllowance = (length: number): number => (length < 4 ? 0 : length < 8 ? 1 : 2);
/** The shortest word taken as a brand prefix (`nord` for Nordwind). */
const minPrefixLength = 4;
/** The longest brand phrase considered, in tokens. */
const maxBrandTokens = 4;
/** Distinct words whose fuzzy brand search is remembered (a few hundred KB at most). */
const maxFuzzyMemo = 10_000;

/** A fuzzy type-ahead match this close (Fuse score) still shows beside prefix matches. */
const strongFuzzyScore = 0.1;

/** True when a guessed brand at `[start, end)` is in a question or next to a code (see near-code.ts). */
function guessPlausible(tokens: readonly QueryToken[], start: number, end: number): boolean {
  return isQuestion(tokens) || nearAnchor(digitPositions(tokens), start, end);
}

export function brandEntry(brand: BrandLike): BrandEntry {
  const name = brand.name;
  const words = stripDiacritics(name)
    .split(/[^A-Za-z0-9]+/)
    .map(normaliseKey)
    .filter(Boolean);
  return { id: brand.id, name, key: normaliseKey(name), words };
}

export class BrandMatcher {
  readonly entries: BrandEntry[];
  readonly #byKey = new Map<string, BrandEntry[]>();
  /** Brands by the key of their first word (single-word names included). */
  readonly #byFirstWord = new Map<string, BrandEntry[]>();
  /** Multi-word brands by their first letter, for abbreviations. */
  readonly #byInitial = new Map<string, BrandEntry[]>();
  readonly #fuse: Fuse<BrandEntry>;
  /** Fuzzy first-word results by token: pasted emails repeat their words, lookups repeat emails. */
  readonly #fuzzyByToken = new LRUCache<string, BrandEntry[]>({ max: maxFuzzyMemo });

  constructor(brands: readonly BrandLike[]) {
    const seen = new Set<number>();
    this.entries = brands
      .filter((brand) => !seen.has(brand.id) && seen.add(brand.id))
      .map(brandEntry)
      .filter((entry) => entry.key.length > 0)
      .sort((a, b) => a.name.localeCompare(b.name));
    for (const entry of this.entries) {
      push(this.#byKey, entry.key, entry);
      if (entry.words[0]) push(this.#byFirstWord, entry.words[0], entry);
      if (entry.words.length > 1) push(this.#byInitial, entry.key.charAt(0), entry);
    }
    this.#fuse = new Fuse(this.entries, {
      keys: ['key', 'words'],
      threshold: 0.4,
      ignoreLocation: true,
      includeScore: true,
      isCaseSensitive: true,
    });
  }

  /** Multi-word brands whose name the typed key abbreviates (see brand-abbreviations.ts). */
  #abbreviated(key: string, typed: string): BrandEntry[] {
    return (this.#byInitial.get(key.charAt(0)) ?? []).filter((entry) =>
      abbreviatesName(key, typed, entry.words),
    );
  }

  /** Every brand recognised anywhere in the tokens, best hit per brand, best first. */
  match(tokens: readonly QueryToken[]): BrandHit[] {
    const best = new Map<number, BrandHit>();
    const offer = (hit: BrandHit) => {
      const current = best.get(hit.brand.id);
      if (!current || hit.score > current.score) best.set(hit.brand.id, hit);
    };
    for (let start = 0; start < tokens.length; start++) {
      const first = tokens[start];
      if (!first || !hasLetter(first.key)) continue;
      for (const hit of this.#wordHits(tokens, start)) {
        if (!hit.guessed || guessPlausible(tokens, hit.start, hit.end)) offer(hit);
      }
      let phrase = '';
      let letters = true;
      for (let end = start; end < tokens.length && end - start < maxBrandTokens; end++) {
        const token = tokens[end];
        phrase += token?.key ?? '';
        for (const brand of this.#byKey.get(phrase) ?? []) {
          offer({ brand, score: brandScores.wholeName, how: 'name', start, end: end + 1, guessed: false });
        }
        // An abbreviation is one token (`ABC`), or single letters apart (`A.B.C.`).
        letters &&= end === start || token?.key.length === 1;
        if (!letters) continue;
        const typed = end === start ? (token?.text ?? '') : phrase;
        for (const brand of this.#abbreviated(phrase, typed)) {
          offer({
            brand,
            score: brandScores.abbreviation,
            how: 'abbreviation',
            start,
            end: end + 1,
            guessed: false,
          });
        }
      }
    }
    const hits = [...best.values()];
    // "Boreal General" beats "Boreal" when both words were typed: a hit inside a longer hit
    // that is as likely (within the tie margin) is dropped, since the longer one accounts for
    // more of the words ("bor general" is Boreal General, not General).
    const inside = (inner: BrandHit, outer: BrandHit) =>
      inner.score - outer.score < brandTieMargin &&
      outer.start <= inner.start &&
      outer.end >= inner.end &&
      outer.end - outer.start > inner.end - inner.start;
    return hits
      .filter((hit) => !hits.some((other) => inside(hit, other)))
      .sort((a, b) => b.score - a.score || a.start - b.start || a.brand.id - b.brand.id);
  }

  /**
   * Brands whose first word the token is (or is a typo or a prefix of), extended word by word:
   * each later word typed whole, with a typo, or cut short.
   */
  #wordHits(tokens: readonly QueryToken[], start: number): BrandHit[] {
    const token = tokens[start]?.key ?? '';
    const hits: BrandHit[] = [];
    const exact = this.#byFirstWord.get(token) ?? [];
    const fuzzy =
      exact.length === 0 && /^[A-Z]+$/.test(token) && token.length >= minPrefixLength
        ? this.#fuzzyFirstWords(token)
        : [];
    for (const brand of new Set([...exact, ...fuzzy])) {
      const [firstWord = '', ...otherWords] = brand.words;
      const allowance = brandTypoAllowance(firstWord.length);
      let edits = editDistance(token, firstWord, allowance);
      const cutShort = edits > allowance;
      if (cutShort && !(firstWord.startsWith(token) && token.length < firstWord.length)) continue;
      if (cutShort) edits = 0;
      let matched = 1;
      let abbreviated = 0;
      for (const word of otherWords) {
        const next = tokens[start + matched]?.key;
        if (next === undefined) break;
        const wordAllowance = hasLetter(word) ? brandTypoAllowance(word.length) : 0;
        const wordEdits = editDistance(next, word, wordAllowance);
        if (wordEdits <= wordAllowance) edits += wordEdits;
        else if (abbreviatesWord(next, word)) abbreviated++;
        else break;
        matched++;
      }
      // A first word cut short is the whole name only with the rest of the name after it.
      const whole = matched === brand.words.length && !(cutShort && matched === 1);
      // A first word this short ("De" of "De Vito") is an ordinary word: it names the brand only
      // with the rest of the name.
      if (!whole && firstWord.length < minPrefixLength) continue;
      const base = whole
        ? brandScores.wholeName - (cutShort ? brandScores.abbreviationCost : 0)
        : cutShort
          ? brandScores.prefix + 2 * brandScores.wordBonus * (matched - 1)
          : brandScores.firstWords + brandScores.wordBonus * matched;
      hits.push({
        brand,
        score: base - brandScores.typoCost * edits - brandScores.abbreviationCost * abbreviated,
        how: cutShort ? 'prefix' : 'words',
        start,
        end: start + matched,
        guessed: cutShort || edits > 0,
      });
    }
    return hits;
  }

  #fuzzyFirstWords(token: string): BrandEntry[] {
    let found = this.#fuzzyByToken.get(token);
    if (!found) {
      found = this.#fuse.search(token, { limit: 8 }).map((result) => result.item);
      this.#fuzzyByToken.set(token, found);
    }
    return found;
  }

  /**
   * Type-ahead: name or word prefix first, then abbreviations, then fuzzy; at most `limit`. Fuzzy
   * matches only fill in behind: when the query already names brands by prefix or abbreviation, only
   * near-exact fuzzy ones (a typo, score ≤ `strongFuzzyScore`) are kept (`alph` lists the
   * "Alpha …" brands, not "Delphi").
   */
  suggest(query: string, limit: number): BrandEntry[] {
    const key = normaliseKey(query);
    if (!key) return this.entries.slice(0, limit);
    const out = new Set<BrandEntry>();
    for (const entry of this.entries) {
      if (entry.key.startsWith(key)) out.add(entry);
    }
    for (const entry of this.entries) {
      if (out.size >= limit) break;
      if (entry.words.some((word) => word.startsWith(key))) out.add(entry);
    }
    for (const entry of this.#abbreviated(key, query.toUpperCase())) out.add(entry);
    if (out.size < limit && key.length >= 2) {
      const strong = out.size > 0;
      for (const { item, score = 1 } of this.#fuse.search(key, { limit })) {
        if (!strong || score <= strongFuzzyScore) out.add(item);
      }
    }
    return [...out].slice(0, limit);
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * The brands to try, in order: those tied with the best hit first (the model decides between
 * them), then the next best few, in case the best hit came from a stray word.
 */
export function brandGroups(hits: readonly BrandHit[], maxBrands = 4): BrandHit[][] {
  const [first] = hits;
  if (!first) return [];
  const tied = hits.filter((hit) => first.score - hit.score < brandTieMargin).slice(0, maxBrands);
  const rest = hits.slice(tied.length, tied.length + Math.max(0, maxBrands - tied.length));
  return rest.length > 0 ? [tied, rest] : [tied];
}
