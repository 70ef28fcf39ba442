/**
 * Quantities in a list. A cell of its own holding a bare number is a quantity (`3`, `3.0`,
 * `3,0`, `3 uds`). In a line of plain text a number counts only where a quantity is written
 * as one: first, before the unit (`3 x Daikin FTXM25R`, `3 Daikin…`), or after it with its
 * marker (`… x3`, `… 3 pcs`, `qty: 3`). A number inside a model code (`asyg 12 kmcc`) never is.
 */

/** A quantity above this is not one (a postcode, a code). */
export const maxQuantity = 100_000;

const unitWords = String.raw`(?:x|×|\*|pcs?|pieces?|pièces?|uds?|unid(?:ades)?|units?|unités?|u|pz|ea)\.?`;

const toQuantity = (digits: string): number | undefined => {
  const value = Number(digits.replace(',', '.'));
  return Number.isInteger(value) && value >= 0 && value <= maxQuantity ? value : undefined;
};

/** A cell that holds nothing but a quantity, e.g. `3`, `3,0`, `3 uds`. */
export function cellQuantity(cell: string): number | undefined {
  const match = new RegExp(String.raw`^\s*(\d{1,6}(?:[.,]0+)?)\s*(?:${unitWords})?\s*$`, 'i').exec(cell);
  return match?.[1] === undefined ? undefined : toQuantity(match[1]);
}

const leading = new RegExp(String.raw`^(\d{1,6})\s*(?:${unitWords}\s+|\s+(?=\p{L}))`, 'iu');
const trailing = new RegExp(String.raw`\s(?:[x×*]\s?(\d{1,6})|(\d{1,6})\s?(?:${unitWords}))\s*$`, 'iu');
const labelled =
  /(?:^|\s)(?:qty|qté|qte|quantity|quantité|quantite|cantidad|cant)\.?\s*[:=]?\s*(\d{1,6})(?=\s|$|[,;])/iu;

/** A plain line's quantity and the line without it; `quantity` is undefined when none is written. */
export function lineQuantity(line: string): { quantity?: number; rest: string } {
  for (const pattern of [labelled, leading, trailing]) {
    const match = pattern.exec(line);
    const digits = match?.[1] ?? match?.[2];
    if (!match || digits === undefined) continue;
    const quantity = toQuantity(digits);
    if (quantity === undefined) continue;
    const rest = `${line.slice(0, match.index)} ${line.slice(match.index + match[0].length)}`.trim();
    if (rest !== '') return { quantity, rest };
  }
  return { rest: line };
}
