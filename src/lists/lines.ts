/**
 * From rows of cells (pasted lines split at tabs, `;` or `,`, or a spreadsheet's rows) to the
 * lines of a list: what to look up for each and how many are wanted.
 *
 * A row names a unit when a cell holds a code: a word with letters and digits (`FTXM25R`,
 * `MSZ-LN25VG`). A header row (its words say brand, model, quantity; see columns.ts) tells the
 * columns apart: the brand and model cells are what is looked up, the quantity cell is the
 * quantity, a line-number column is left out, and from there on every non-empty row is a
 * line. Without a header, a cell holding a bare number is the quantity (the last such cell)
 * and the other cells together are the unit. A single-cell row is plain text: its quantity is
 * read where one is written (quantity.ts). Bullets and list numbering are dropped. Rows that
 * name no unit are the text around the list (a greeting, "wifi controllers please"), kept to
 * find a controller type that applies to the whole list; a row between two unit lines with
 * letters and digits over a few words (`Fujitsu ASYG 12 KMCC`) is a unit too.
 */
import { z } from 'zod';
import { hasDigit, hasLetter, normaliseKey } from '../matching/normalise.js';
import { type Columns, headerColumns } from './columns.js';
import { cellQuantity, lineQuantity } from './quantity.js';

export interface ListRowInput {
  /** Line (or spreadsheet row) number, from 1. */
  number: number;
  cells: string[];
}

export interface ListLine {
  /** Line (or spreadsheet row) number in what the user sent, from 1. */
  number: number;
  /** The line as typed (cells joined by the separator they came with). */
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

const bullet = /^\s*(?:[-*•·–—>]+|\(?\d{1,3}[.)]|[a-z][.)])\s+/iu;

const clean = (cell: string): string =>
  cell
    .replace(/^\s*"(.*)"\s*$/s, '$1')
    .replace(/\s+/g, ' ')
    .trim();

function plainLine(number: number, typed: string): ListLine | undefined {
  const unbulleted = typed.replace(bullet, '');
  const { quantity, rest } = lineQuantity(unbulleted.trim());
  if (!hasCode(unbulleted)) return undefined;
  const query = rest || unbulleted.trim();
  return { number, typed, query, quantity: quantity ?? 1, quantityGiven: quantity !== undefined };
}

function cellsLine(row: ListRowInput, typed: string, columns: Columns | undefined): ListLine | undefined {
  const cells = row.cells.map(clean);
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
  return { number: row.number, typed, query, quantity: quantity ?? 1, quantityGiven: quantity !== undefined };
}

/** A row can be a header when no cell is a code or a bare number. */
const headerLike = (cells: readonly string[]): Columns | undefined =>
  cells.some((cell) => hasCode(cell) || cellQuantity(cell) !== undefined) ? undefined : headerColumns(cells);

/** The list's lines, and the text of the rows that named no unit. `separator` rebuilds each line as typed. */
export function readListRows(rows: readonly ListRowInput[], separator: string): ReadList {
  const lines: ListLine[] = [];
  const other: { number: number; typed: string }[] = [];
  let columns: Columns | undefined;
  for (const row of rows) {
    const typed = row.cells.join(separator).trim();
    if (typed === '') continue;
    const nonEmpty = row.cells.filter((cell) => cell.trim() !== '');
    const header =
      columns === undefined && lines.length === 0 && nonEmpty.length > 1 ? headerLike(row.cells) : undefined;
    if (header) {
      columns = header;
      continue;
    }
    const line =
      nonEmpty.length <= 1 && !columns ? plainLine(row.number, typed) : cellsLine(row, typed, columns);
    if (line) lines.push(line);
    else other.push({ number: row.number, typed });
  }
  // Inside a list (two unit lines or more around it), a line with letters and digits is a unit
  // whose code was typed in pieces (`Fujitsu ASYG 12 KMCC`): looked up, never silently dropped.
  const first = lines[0]?.number ?? 0;
  const last = lines.at(-1)?.number ?? 0;
  const inside = (row: { number: number; typed: string }) =>
    lines.length >= 2 && row.number > first && row.number < last && spacedCode(row.typed);
  for (const row of other.filter(inside)) {
    const { quantity, rest } = lineQuantity(row.typed.replace(bullet, '').trim());
    lines.push({
      number: row.number,
      typed: row.typed,
      query: rest,
      quantity: quantity ?? 1,
      quantityGiven: quantity !== undefined,
    });
  }
  lines.sort((a, b) => a.number - b.number);
  return {
    lines,
    otherText: other
      .filter((row) => !inside(row))
      .map((row) => row.typed)
      .join('\n'),
  };
}

/** Letters and digits in a short line, split over words: `asyg 12 kmcc`. */
const spacedCode = (text: string): boolean => {
  const words = text.split(/\s+/).filter(Boolean);
  const key = normaliseKey(text);
  return words.length <= 8 && key.length >= 4 && hasDigit(key) && hasLetter(key);
};
