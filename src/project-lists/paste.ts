/**
 * Pasted text as rows of cells, split at the separator the unit lines share (tabs, `;` or `,`): it
 * counts only when two lines and most unit lines carry it, so the comma in "Hi John, please quote:"
 * splits nothing. One step a line, so a `.txt` file is read a slice at a time.
 */

import { runSteps, type Steps } from '../shared/turns.js';
import {
  hasCode,
  type ListRowInput,
  maxRowCells,
  maxRowLength,
  type ReadList,
  readingListRows,
} from './lines.js';
import { boundedText } from './spacing.js';

const separators = ['\t', ';', ','] as const;

function* separatorOf(lines: readonly string[]): Steps<string | undefined> {
  let unitLines = 0;
  const carrying = separators.map(() => 0);
  for (const line of lines) {
    yield;
    if (hasCode(boundedText(line, maxRowLength))) unitLines += 1;
    separators.forEach((separator, at) => {
      if (line.includes(separator)) carrying[at] = (carrying[at] ?? 0) + 1;
    });
  }
  return separators.find((_, at) => {
    const count = carrying[at] ?? 0;
    return count >= 2 && count * 5 >= unitLines * 3;
  });
}

/** The separator most unit lines share, or undefined for plain lines. */
export const lineSeparator = (lines: readonly string[]): string | undefined => runSteps(separatorOf(lines));

function* rowsOf(
  text: string,
  maxRows = Number.POSITIVE_INFINITY,
): Steps<{ rows: ListRowInput[]; separator: string }> {
  const lines: string[] = [];
  const lineEnd = /\r\n|\r|\n/g;
  for (let start = 0; lines.length < maxRows; ) {
    yield;
    const end = lineEnd.exec(text);
    lines.push(text.slice(start, end?.index ?? text.length));
    if (!end) break;
    start = end.index + end[0].length;
  }
  const separator = yield* separatorOf(lines);
  const rows: ListRowInput[] = [];
  for (const [index, line] of lines.entries()) {
    yield;
    rows.push({
      number: index + 1,
      cells: separator === undefined ? [line] : line.split(separator, maxRowCells),
    });
  }
  return { rows, separator: separator ?? ' ' };
}

/** The text's rows: lines numbered from 1, split at their separator. */
export const pastedRows = (text: string): { rows: ListRowInput[]; separator: string } =>
  runSteps(rowsOf(text));

/** `readPastedList` in steps, one a line (src/shared/turns.ts), of the first `maxRows` lines (a file's). */
export function* readingPastedList(text: string, maxRows = Number.POSITIVE_INFINITY): Steps<ReadList> {
  const { rows, separator } = yield* rowsOf(text, maxRows);
  return yield* readingListRows(rows, separator);
}

/** The list in pasted text (see lines.ts); a message is a list when this finds two lines or more. */
export const readPastedList = (text: string): ReadList => runSteps(readingPastedList(text));
