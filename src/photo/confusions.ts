/**
 * Characters OCR takes for one another on rating plates — `O`/`0`, `I`/`1`/`L`, `S`/`5`, `B`/`8`,
 * `Z`/`2`, and in the plain sans-serif fonts of plates also `S`/`8`, `G`/`6`, `J` read as `)` or
 * `]` and `I` as `|` — and the other spellings of a code they allow, fewest changes first. One
 * change is a swap of look-alikes, or dropping one of two neighbouring look-alikes (`AD0O28`:
 * one character read twice). A spelling is only ever a question to put to the catalogue, never
 * an answer by itself. A digit read inside a run of digits (a capacity such as `25` in
 * `FTXM25R`) is never changed: a letter may turn out to be a digit (`AMO28` → `AM028`), a
 * capacity digit never turns into anything. Pure.
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

/** The code with one of two neighbouring look-alikes (`0O`, `1I`) dropped: the letter goes, a digit stays. */
function undoubled(code: string): string[] {
  const spellings: string[] = [];
  for (let at = 0; at + 1 < code.length; at++) {
    const [first, second] = [code[at] as string, code[at + 1] as string];
    if (!lookAlikes[first]?.includes(second)) continue;
    const keep = isDigit(first) ? at : at + 1;
    spellings.push(code.slice(0, keep === at ? at + 1 : at) + code.slice(keep === at ? at + 2 : at + 1));
  }
  return spellings;
}

/** Spellings of `code` with `count` look-alike swaps, in position order. */
function swapped(code: string, count: number): string[] {
  const places = changeable(code);
  const spellings: string[] = [];
  const extend = (from: number, left: number, chars: string[]): void => {
    for (let i = from; i < places.length && spellings.length < maxSpellings; i++) {
      const place = places[i] as { at: number; options: string };
      for (const option of place.options) {
        const next = [...chars];
        next[place.at] = option;
        if (left === 1) spellings.push(next.join(''));
        else extend(i + 1, left - 1, next);
      }
    }
  };
  extend(0, count, [...code]);
  return spellings;
}

/**
 * The other spellings of `code` (upper-cased), with one change, then two, and so on up to
 * `maxChanges`, at most `maxSpellings` in all; `code` itself is not among them.
 */
export function otherSpellings(code: string): Spelling[] {
  const upper = code.toUpperCase();
  const bases = [
    { spelling: upper, changes: 0 },
    ...undoubled(upper).map((spelling) => ({ spelling, changes: 1 })),
  ];
  const seen = new Set([upper]);
  const spellings: Spelling[] = [];
  for (let changes = 1; changes <= maxChanges; changes++) {
    for (const base of bases) {
      const candidates =
        base.changes === changes
          ? [base.spelling]
          : changes > base.changes
            ? swapped(base.spelling, changes - base.changes)
            : [];
      for (const spelling of candidates) {
        if (spellings.length >= maxSpellings) return spellings;
        if (seen.has(spelling)) continue;
        seen.add(spelling);
        spellings.push({ spelling, changes });
      }
    }
  }
  return spellings;
}
