/**
 * The one rule for text written into a CSV file someone opens in Excel or another spreadsheet:
 * a cell starting with `=`, `+`, `-`, `@`, a tab or a carriage return would be read as a
 * formula (formula injection), so it gets a leading `'` and is shown as typed. Every text
 * cell of every CSV the app writes (lists, gap reports) goes through `csvTextRows`.
 */

const formulaStart = /^[=+\-@\t\r]/;

/** A cell as text Excel shows as it is. */
export const csvText = (cell: string): string => (formulaStart.test(cell) ? `'${cell}` : cell);

/** Every cell of the rows through `csvText`. */
export const csvTextRows = (rows: readonly (readonly string[])[]): string[][] =>
  rows.map((row) => row.map(csvText));
