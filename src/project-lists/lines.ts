/**
 * From rows of cells (pasted lines or a file's rows) to a list's lines: what to look up and how
 * many. A row names a unit when a cell holds a code; a header row tells the columns apart; rows
 * naming no unit are the text around the list (its type). Rows are bounded and their white space
 * collapsed first (spacing.ts), so the rules after run in linear time however a file is spaced.
 */
import { z } from 'zod';
import { hasDigit, hasLetter, normaliseKey } from '../matching/normalise.js';
import { cleanQuery, maxQueryLength } from '../matching/query.js';
import type { Steps } from '../shared/turns.js';
import { type Columns, headerColumns } from './columns.js';
import { cellQuantity, lineQuantity } from './quantity.js';
import { boundedText, collapseSpace } from './spacing.js';

export interface ListRowInput {
  /** Line (or spreadsheet row) number, from 1. */
  number: number;
  cells: string[];
}

export interface ListLine {
  /** Line (or spreadsheet row) number in what the user sent, from 1. */
  number: number;
  /** The line as typed: its cells (white space collapsed, bounded) joined by the separator they came with. */
  typed: string;
  /** What is looked up. */
  query: string;
  quantity: number;
  /** False when no quantity was written (1 is assumed). */
  quantityGiven: boolean;
}

/** A line as kept (a list job's input, a watched list). */
export const listLineSchema = z.object({
  number: z.number().int().positive(),
  typed: z.string(),
  query: z.string(),
  quantity: z.number().positive(),
  quantityGiven: z.boolean(),
}) satisfies z.ZodType<ListLine>;

export interface ReadList {
  lines: ListLine[];
  /** The rows that named no unit, as text: where a list-wide controller type is looked for. */
  otherText: string;
}

/** A code: letters and digits in one word, at least 4 characters once `-`, `/`, `.` are dropped. */
export function hasCode(text: string): boolean {
  return text.split(/[\s,;]+/).some((word) => {
    const key = normaliseKey(word);
    return key.length >= 4 && key.length <= 30 && hasDigit(key) && hasLetter(key) && !word.includes('@');
  });
}

/** A bullet or list number at the start of a line whose white space is collapsed (a tab kept between cells). */
const bullet = /^(?:[-*•·–—>]+|\(?\d{1,3}[.)]|[a-z][.)])\s/iu;

/** A cell without the quotes around it (its white space collapsed already). */
const unquoted = (cell: string): string =>
  cell.length >= 2 && cell.startsWith('"') && cell.endsWith('"') ? collapseSpace(cell.slice(1, -1)) : cell;

/**
 * Cells of a row read at most, characters of a cell and of a whole row once white space is
 * collapsed: a list's rows are far shorter, and no row costs more than a bounded step.
 */
export const maxRowCells = 50;
const maxCellLength = 1000;
export const maxRowLength = 8000;

/** The text around a list, kept as far as a question is read (`cleanQuery`): a type word is looked for there. */
const maxOtherText = 4 * maxQueryLength;

/** The row's cells, white space collapsed (not trimmed), each and all together within bounds. */
function boundedCells(cells: readonly string[]): string[] {
  let room = maxRowLength;
  return cells.slice(0, maxRowCells).map((cell) => {
    const bounded = room > 0 ? boundedText(cell, Math.min(maxCellLength, room)) : '';
    room -= bounded.length;
    return bounded;
  });
}

const listLine = (number: number, text: string, query: string, quantity: number | undefined): ListLine => ({
  number,
  typed: text,
  query: cleanQuery(query),
  quantity: quantity ?? 1,
  quantityGiven: quantity !== undefined,
});

function plainLine(number: number, text: string): ListLine | undefined {
  const unbulleted = text.replace(bullet, '');
  const { quantity, rest } = lineQuantity(unbulleted);
  if (!hasCode(unbulleted)) return undefined;
  return listLine(number, text, rest || unbulleted, quantity);
}

function cellsLine(row: ListRowInput, text: string, columns: Columns | undefined): ListLine | undefined {
  const cells = row.cells.map(unquoted);
  if (cells.filter(Boolean).length === 0) return undefined;
  let quantity: number | undefined;
  let parts: string[];
  if (columns && (columns.model !== undefined || columns.brand !== undefined)) {
    parts = [columns.brand, columns.model].flatMap((at) => (at === undefined ? [] : [cells[at] ?? '']));
    if (columns.quantity !== undefined) quantity = cellQuantity(cells[columns.quantity] ?? '');
  } else {
    const quantityAt =
      columns?.quantity ??
      cells.findLastIndex((cell, at) => at !== columns?.number && cellQuantity(cell) !== undefined);
    if (quantityAt >= 0) quantity = cellQuantity(cells[quantityAt] ?? '');
    parts = cells.filter((_, at) => at !== quantityAt && at !== columns?.number);
  }
  const query = parts.filter(Boolean).join(' ').trim();
  if (query === '') return undefined;
  if (!columns && !hasCode(query)) return undefined;
  return listLine(row.number, text, query, quantity);
}

/** A row can be a header when no cell is a code or a bare number. */
const headerLike = (cells: readonly string[]): Columns | undefined =>
  cells.some((cell) => hasCode(cell) || cellQuantity(cell) !== undefined) ? undefined : headerColumns(cells);

/**
 * The list's lines, and the text of the rows that named no unit; `separator` rebuilds each line
 * as typed. In steps, one a row (src/shared/turns.ts).
 */
export function* readingListRows(rows: Iterable<ListRowInput>, separator: string): Steps<ReadList> {
  const lines: ListLine[] = [];
  const other: { number: number; text: string }[] = [];
  let columns: Columns | undefined;
  for (const row of rows) {
    yield;
    // Collapsed, not trimmed, for the line as typed (`Hi John, please` split at its comma).
    const spaced = boundedCells(row.cells);
    const text = spaced.join(separator).trim();
    const cells = spaced.map((cell) => cell.trim());
    if (text === '') continue;
    const nonEmpty = cells.filter((cell) => cell !== '');
    const header =
      columns === undefined && lines.length === 0 && nonEmpty.length > 1 ? headerLike(cells) : undefined;
    if (header) {
      columns = header;
      continue;
    }
    const line =
      nonEmpty.length <= 1 && !columns
        ? plainLine(row.number, text)
        : cellsLine({ number: row.number, cells }, text, columns);
    if (line) lines.push(line);
    else other.push({ number: row.number, text });
  }
  // Inside a list (two unit lines or more around it), a line with letters and digits is a unit
  // whose code was typed in pieces (`Fujitsu ASYG 12 KMCC`): looked up, never silently dropped.
  const first = lines[0]?.number ?? 0;
  const last = lines.at(-1)?.number ?? 0;
  const inside = (row: { number: number; text: string }) =>
    lines.length >= 2 && row.number > first && row.number < last && spacedCode(row.text);
  const around: string[] = [];
  for (const row of other) {
    yield;
    if (!inside(row)) around.push(row.text);
    else {
      const { quantity, rest } = lineQuantity(row.text.replace(bullet, ''));
      lines.push(listLine(row.number, row.text, rest, quantity));
    }
  }
  lines.sort((a, b) => a.number - b.number);
  return { lines, otherText: around.join('\n').slice(0, maxOtherText) };
}

/** Letters and digits in a short line, split over words: `asyg 12 kmcc`. */
const spacedCode = (text: string): boolean => {
  const words = text.split(/\s+/);
  const key = normaliseKey(text);
  return words.length <= 8 && key.length >= 4 && hasDigit(key) && hasLetter(key);
};
