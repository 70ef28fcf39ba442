/**
 * How salespeople write a brand, derived from the brand's name alone: initials of a name of
 * three or more words (`MHI`), the leading letters of the first word with the other words
 * (`mitsu electric`), the first word with a dotted abbreviation of the second (`Mitsubishi El.`),
 * the leading letters of the first word alone (`mitsu`, `pana`), and a typo (two neighbouring
 * letters swapped). Each form lists every brand it could mean: a query is answerable in it only
 * when the code then names one unit.
 */
import type { Random } from './random.js';

export interface BrandForm {
  text: string;
  kind: 'brand initials' | 'brand short form' | 'brand typo';
  /** Names of the brands the form could mean. */
  brands: string[];
}

const wordsOf = (name: string) => name.split(/[\s-]+/).filter((w) => w !== '');

function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** Brands whose words begin with the typed words, word by word (`.` ends an abbreviation). */
function brandsStartingWith(typed: readonly string[], names: readonly string[]): string[] {
  return names.filter((name) => {
    const words = wordsOf(name.toLowerCase());
    return (
      typed.length <= words.length &&
      typed.every((t, i) => (words[i] ?? '').startsWith(t.toLowerCase().replace(/\.$/, '')))
    );
  });
}

export function brandForms(name: string, names: readonly string[], r: Random): BrandForm[] {
  const words = wordsOf(name);
  const [first = '', second] = words;
  const out: BrandForm[] = [];
  const initials = (n: string) =>
    wordsOf(n)
      .map((w) => w.charAt(0).toUpperCase())
      .join('');
  if (words.length >= 3) {
    out.push({
      text: initials(name),
      kind: 'brand initials',
      brands: names.filter((n) => wordsOf(n).length >= 3 && initials(n) === initials(name)),
    });
  }
  if (/^[A-Za-z]+$/.test(first) && first.length >= 6) {
    const lead = first.slice(0, words.length > 1 ? 5 : 4).toLowerCase();
    const shortForms = [[lead]];
    if (words.length > 1) shortForms.push([lead, ...words.slice(1).map((w) => w.toLowerCase())]);
    if (second !== undefined && second.length >= 4) shortForms.push([first, `${second.slice(0, 2)}.`]);
    for (const form of shortForms)
      out.push({ text: form.join(' '), kind: 'brand short form', brands: brandsStartingWith(form, names) });
  }
  if (/^[A-Za-z]+$/.test(first) && first.length >= 5) {
    const at = r.int(1, first.length - 3);
    const typo = `${first.slice(0, at)}${first[at + 1]}${first[at]}${first.slice(at + 2)}`;
    const firstOf = (other: string) => (wordsOf(other)[0] ?? '').toLowerCase();
    const clear = names.every(
      (other) =>
        firstOf(other) === first.toLowerCase() || levenshtein(typo.toLowerCase(), firstOf(other)) > 2,
    );
    if (typo !== first && clear) {
      out.push({
        text: [typo, ...name.split(' ').slice(1)].join(' '),
        kind: 'brand typo',
        brands: [name],
      });
    }
  }
  return out;
}
