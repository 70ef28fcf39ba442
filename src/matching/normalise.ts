/**
 * Text normalisation shared by every matcher. Model codes are compared on a key of upper-case
 * A–Z and 0–9 only, so `QX-25B`, `qx 25b` and `QX25B` are the same code; what the user
 * sees is always the catalogue's own spelling.
 */

const combiningMarks = /[\u0300-\u036f]/g;

/** Removes accents (é → e) so that "Nordwínd" and "Nordwind" compare equal. */
export const stripDiacritics = (text: string): string => text.normalize('NFKD').replace(combiningMarks, '');

/** The comparison key of a code or name: upper case, only A–Z and 0–9. */
export const normaliseKey = (text: string): string =>
  stripDiacritics(text)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');

/** The digit runs of a key, joined by `-`: `QX25B` → `25`, `4QX80N` → `4-80`. Digits are never fuzzy. */
export const digitSignature = (key: string): string => (key.match(/[0-9]+/g) ?? []).join('-');

export const hasDigit = (key: string): boolean => /[0-9]/.test(key);
export const hasLetter = (key: string): boolean => /[A-Z]/.test(key);

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
