/**
 * Characters OCR takes for one another on rating plates — `O`/`0`, `I`/`1`/`L`, `S`/`5`, `B`/`8`,
 * `Z`/`2`, and in the plain sans-serif fonts of plates also `S`/`8`, `G`/`6`, `J` read as `)` or
 * `]` and `I` as `|` — and the other spellings of a code they allow, fewest changes first. One
 * change is a swap of look-alikes, or dropping one of two neighbouring look-alikes (`AD0O28`:
 * one character read twice). A spelling is only ever a question to put to the catalogue, never
 * an answer by itself. A digit read inside a run of digits (a capacity such as `25` in
 * `FTXM25R`) is never changed. A letter may turn out to be a leading zero (`AMO28` → `AM028`) or
 * a digit standing apart from the digits read (`SKY7` → `5KY7`); a spelling where a letter
 * became a digit beside them, lengthening or altering the value of what was read (`AB25S` →
 * `AB258`, `XY10Z` → `XY102`), is marked: it may cast doubt on what was read, never decide.
 * Pure.
 */

const lookAlikes: Readonly<Record<string, string>> = {
  O: '0',
  '0': 'O',
  I: '1L',
  L: '1I',
  '1': 'IL',
  '|': 'I1',
  S: '58',
  '5': 'S',
  B: '8',
  '8': 'BS',
  G: '6',
  '6': 'G',
  Z: '2',
  '2': 'Z',
  ')': 'J',
  ']': 'J',
};

/** At most this many changes make one spelling. */
export const maxChanges = 4;
/** At most this many spellings are produced for one code. */
export const maxSpellings = 40;

export interface Spelling {
  spelling: string;
  /** Swaps and drops that lead from the code read to it. */
  changes: number;
  /**
   * Every run of digits keeps the value read. When false, a letter became a digit beside the
   * digits read (`AB25S` → `AB258`): a rival to what was read, never a reading to answer by.
   */
  keepsDigits: boolean;
}

const isDigit = (char: string | undefined): boolean => char !== undefined && char >= '0' && char <= '9';

/** Positions of `code` a look-alike may replace, with what may stand there. */
function changeable(code: string): { at: number; options: string }[] {
  const places: { at: number; options: string }[] = [];
  for (let at = 0; at < code.length; at++) {
    const char = code[at] as string;
    const options = lookAlikes[char];
    if (!options) continue;
    if (isDigit(char) && (isDigit(code[at - 1]) || isDigit(code[at + 1]))) continue;
    places.push({ at, options });
  }
  return places;
}

/** A spelling in the making: its characters and, for each, the position of the code it comes from. */
interface Draft {
  chars: string[];
  from: number[];
  changes: number;
}

/**
 * Every run of digits in `draft` keeps the value of the digits read: past its leading zeros, a
 * run is digits of the code, unchanged and side by side in it; or else all of its digits were
 * letters (a number of its own).
 */
function keepsDigitRuns(code: string, draft: Draft): boolean {
  const { chars, from } = draft;
  for (let start = 0; start < chars.length; ) {
    if (!isDigit(chars[start])) {
      start += 1;
      continue;
    }
    let end = start;
    while (isDigit(chars[end])) end += 1;
    let first = start;
    while (first < end - 1 && chars[first] === '0') first += 1;
    const read = (at: number) => chars[at] === code[from[at] as number];
    const significant = Array.from({ length: end - first }, (_, i) => first + i);
    const allRead = significant.every(
      (at) => read(at) && (at === first || from[at] === (from[at - 1] as number) + 1),
    );
    const allLetters = Array.from({ length: end - start }, (_, i) => start + i).every((at) => !read(at));
    if (!allRead && !allLetters) return false;
    start = end;
  }
  return true;
}

/** The code with one of two neighbouring look-alikes (`0O`, `1I`) dropped: the letter goes, a digit stays. */
function undoubled(code: string): Draft[] {
  const drafts: Draft[] = [];
  const positions = [...code].map((_, at) => at);
  for (let at = 0; at + 1 < code.length; at++) {
    const [first, second] = [code[at] as string, code[at + 1] as string];
    if (!lookAlikes[first]?.includes(second)) continue;
    const dropped = isDigit(first) ? at + 1 : at;
    const keep = (_: unknown, i: number) => i !== dropped;
    drafts.push({ chars: [...code].filter(keep), from: positions.filter(keep), changes: 1 });
  }
  return drafts;
}

/** `base` with `count` more look-alike swaps, in position order. */
function swapped(base: Draft, count: number): Draft[] {
  const places = changeable(base.chars.join(''));
  const drafts: Draft[] = [];
  const extend = (from: number, left: number, chars: string[]): void => {
    for (let i = from; i < places.length && drafts.length < maxSpellings; i++) {
      const place = places[i] as { at: number; options: string };
      for (const option of place.options) {
        const next = [...chars];
        next[place.at] = option;
        if (left === 1) drafts.push({ chars: next, from: base.from, changes: base.changes + count });
        else extend(i + 1, left - 1, next);
      }
    }
  };
  extend(0, count, base.chars);
  return drafts;
}

/**
 * The other spellings of `code` (upper-cased), with one change, then two, and so on up to
 * `maxChanges`, at most `maxSpellings` in all; `code` itself is not among them.
 */
export function otherSpellings(code: string): Spelling[] {
  const upper = code.toUpperCase();
  const read: Draft = { chars: [...upper], from: [...upper].map((_, at) => at), changes: 0 };
  const bases = [read, ...undoubled(upper)];
  const seen = new Set([upper]);
  const spellings: Spelling[] = [];
  for (let changes = 1; changes <= maxChanges; changes++) {
    for (const base of bases) {
      const candidates =
        base.changes === changes
          ? [base]
          : changes > base.changes
            ? swapped(base, changes - base.changes)
            : [];
      for (const draft of candidates) {
        if (spellings.length >= maxSpellings) return spellings;
        const spelling = draft.chars.join('');
        if (seen.has(spelling)) continue;
        seen.add(spelling);
        spellings.push({ spelling, changes, keepsDigits: keepsDigitRuns(upper, draft) });
      }
    }
  }
  return spellings;
}
