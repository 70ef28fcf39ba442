/**
 * Quantities in a list: a cell holding a bare number, or a number written as a quantity in plain
 * text (`3 x …`, `… x3`, `qty: 3`), never one inside a model code. Hostile input: white space is
 * collapsed first and no pattern repeats it, so every rule is linear (`\s*[:=]?\s*` once took
 * quadratic time on a 100 KB line of spaces).
 */

import { collapseSpace } from './spacing.js';

/** A quantity above this is not one (a postcode, a code). */
export const maxQuantity = 100_000;

const unitWords = String.raw`(?:x|×|\*|pcs?|pieces?|pièces?|uds?|unid(?:ades)?|units?|unités?|u|pz|ea)\.?`;

/** Longer than any quantity cell (`100000,000 unidades.`): such a cell is not read for one. */
const maxQuantityCell = 64;
/** Longer than any quantity written at a line's end (` 100000 unidades.`): all that is read there. */
const lineEndLength = 32;

const quantityCell = new RegExp(String.raw`^(\d{1,6}(?:[.,]0+)?) ?(?:${unitWords})?$`, 'i');
const leading = new RegExp(String.raw`^(\d{1,6})(?: ?${unitWords} | (?=\p{L}))`, 'iu');
const trailing = new RegExp(String.raw` (?:[x×*] ?(\d{1,6})|(\d{1,6}) ?${unitWords})$`, 'iu');
const labelled =
  /(?:^| )(?:qty|qté|qte|quantity|quantité|quantite|cantidad|cant)\.? ?[:=]? ?(\d{1,6})(?= |$|[,;])/iu;

const toQuantity = (digits: string): number | undefined => {
  const value = Number(digits.replace(',', '.'));
  return Number.isInteger(value) && value >= 0 && value <= maxQuantity ? value : undefined;
};

/** A cell that holds nothing but a quantity, e.g. `3`, `3,0`, `3 uds`. */
export function cellQuantity(cell: string): number | undefined {
  const text = collapseSpace(cell);
  if (text.length > maxQuantityCell) return undefined;
  const digits = quantityCell.exec(text)?.[1];
  return digits === undefined ? undefined : toQuantity(digits);
}

/** Where a rule found a quantity in `text`: its digits, offset and length. */
type Found = { digits: string; at: number; length: number };

const found = (match: RegExpExecArray | null, offset = 0): Found | undefined => {
  const digits = match?.[1] ?? match?.[2];
  return match && digits !== undefined
    ? { digits, at: offset + match.index, length: match[0].length }
    : undefined;
};

/** The rules, in order: a labelled quantity, one before the unit, one after it. */
const rules: readonly ((text: string) => Found | undefined)[] = [
  (text) => found(labelled.exec(text)),
  (text) => found(leading.exec(text)),
  (text) => {
    const from = Math.max(0, text.length - lineEndLength);
    return found(trailing.exec(text.slice(from)), from);
  },
];

/**
 * A plain line's quantity and the line without it (white space collapsed); `quantity` is
 * undefined when none is written.
 */
export function lineQuantity(line: string): { quantity?: number; rest: string } {
  const text = collapseSpace(line);
  for (const rule of rules) {
    const at = rule(text);
    const quantity = at && toQuantity(at.digits);
    if (!at || quantity === undefined) continue;
    const rest = collapseSpace(`${text.slice(0, at.at)} ${text.slice(at.at + at.length)}`);
    if (rest !== '') return { quantity, rest };
  }
  return { rest: text };
}
