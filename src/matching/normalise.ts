/**
 * Text normalisation shared by every matcher. Model codes are compared on a key of upper-case
 * A–Z and 0–9 only, so `FTXM-25R`, `ftxm 25r` and `FTXM25R` are the same code; what the user
 * sees is always the catalogue's own spelling.
 */

const combiningMarks = /[\u0300-\u036f]/g;

/** Removes accents (é → e) so that "Daïkin" and "Daikin" compare equal. */
export const stripDiacritics = (text: string): string => text.normalize('NFKD').replace(combiningMarks, '');

/** The comparison key of a code or name: upper case, only A–Z and 0–9. */
export const normaliseKey = (text: string): string =>
  stripDiacritics(text)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');

/** The digit runs of a key, joined by `-`: `FTXM25R` → `25`, `4MXM80N` → `4-80`. Digits are never fuzzy. */
export const digitSignature = (key: string): string => (key.match(/[0-9]+/g) ?? []).join('-');

export const hasDigit = (key: string): boolean => /[0-9]/.test(key);
export const hasLetter = (key: string): boolean => /[A-Z]/.test(key);

const entityNames: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  laquo: '«',
  raquo: '»',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  deg: '°',
  times: '×',
  middot: '·',
  bull: '•',
  euro: '€',
  szlig: 'ß',
  iexcl: '¡',
  iquest: '¿',
  ordf: 'ª',
  ordm: 'º',
  sup2: '²',
  sup3: '³',
};

/** Accented letters as HTML names them (`eacute`, `ntilde`, `Ccedil`…), built from the accent name. */
const accents: Record<string, string> = {
  acute: '\u0301',
  grave: '\u0300',
  circ: '\u0302',
  uml: '\u0308',
  tilde: '\u0303',
  cedil: '\u0327',
  ring: '\u030a',
};

function decodeEntity(entity: string): string | undefined {
  if (entity.startsWith('#x') || entity.startsWith('#X'))
    return codePoint(Number.parseInt(entity.slice(2), 16));
  if (entity.startsWith('#')) return codePoint(Number.parseInt(entity.slice(1), 10));
  const named = entityNames[entity];
  if (named !== undefined) return named;
  const accented = /^([A-Za-z])(acute|grave|circ|uml|tilde|cedil|ring)$/.exec(entity);
  if (accented?.[1] && accented[2]) return `${accented[1]}${accents[accented[2]]}`.normalize('NFC');
  return undefined;
}

const codePoint = (n: number): string | undefined =>
  Number.isInteger(n) && n > 0 && n <= 0x10ffff && (n < 0xd800 || n > 0xdfff)
    ? String.fromCodePoint(n)
    : undefined;

export const decodeEntities = (text: string): string =>
  text.replace(/&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,9});/g, (whole, entity: string) => {
    return decodeEntity(entity) ?? whole;
  });

const blockTags = /<\s*(br|\/?p|\/?div|\/?li|\/?ul|\/?ol|\/?h[1-6]|\/?tr|\/?table)\b[^>]*>/gi;

/**
 * An HTML fragment of the catalogue (titles, names, warnings) as plain display text: tags
 * dropped, block breaks kept as new lines, entities decoded, white space collapsed.
 */
export function htmlToText(fragment: string): string {
  const text = fragment
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<\s*(script|style)\b[^>]*>[\s\S]*?<\s*\/\s*\1\s*>/gi, '')
    .replace(blockTags, '\n')
    .replace(/<\/?[A-Za-z][^>]*>/g, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/[\s\u00a0]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** Optimal string alignment distance (edits, with adjacent swaps), giving up above `max`. */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (beforePrevious[j - 2] ?? 0) + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length] ?? 0;
}
