/**
 * Pasted text as rows of cells: one row per line, split at the separator the unit lines
 * share. Spreadsheet cells pasted into Slack come with tabs; CSV-like text with `;` or `,`.
 * A separator counts when at least two lines, and most lines that name a unit, carry it, so
 * the comma in "Hi John, please quote:" splits nothing.
 */
import { hasCode, type ListRowInput, type ReadList, readListRows } from './lines.js';

const separators = ['\t', ';', ','] as const;

/** The separator most unit lines share, or undefined for plain lines. */
export function lineSeparator(lines: readonly string[]): string | undefined {
  const unitLines = lines.filter(hasCode).length;
  return separators.find((separator) => {
    const carrying = lines.filter((line) => line.includes(separator)).length;
    return carrying >= 2 && carrying * 5 >= unitLines * 3;
  });
}

/** The text's rows: lines numbered from 1, split at their separator. */
export function pastedRows(text: string): { rows: ListRowInput[]; separator: string } {
  const lines = text.split(/\r\n|\r|\n/);
  const separator = lineSeparator(lines);
  const rows = lines.map((line, index) => ({
    number: index + 1,
    cells: separator === undefined ? [line] : line.split(separator),
  }));
  return { rows, separator: separator ?? ' ' };
}

/** The list in pasted text (see lines.ts); a message is a list when this finds two lines or more. */
export function readPastedList(text: string): ReadList {
  const { rows, separator } = pastedRows(text);
  return readListRows(rows, separator === '\t' ? '\t' : separator);
}
