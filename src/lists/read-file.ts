/**
 * A list file's rows: `.csv` and `.tsv` through csv-parse (the delimiter found from the first
 * lines: tab, `;` or `,`), `.txt` as pasted text, `.xlsx` through exceljs's streaming reader
 * (the first sheet that holds cells, read no further than a list could need). Text is read as
 * UTF-8 (a BOM dropped), or as Windows-1252 when it is not valid UTF-8 (CSV saved by older
 * Excel). A file holding NUL bytes is not text and not a list.
 */

import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { runStepsInTurns } from '../shared/turns.js';
import { type ListRowInput, type ReadList, readingListRows } from './lines.js';
import { readingPastedList } from './paste.js';
import { delimitedRows } from './read-delimited.js';

/** The file formats a list may come in (by extension). */
export const listExtensions = ['csv', 'tsv', 'txt', 'xlsx'] as const;
export type ListExtension = (typeof listExtensions)[number];

export class ListFileError extends Error {
  constructor(readonly reason: 'unreadable' | 'not_text') {
    super(reason === 'not_text' ? 'The file is not text' : 'The file could not be read as a list');
    this.name = 'ListFileError';
  }
}

/** Rows read from a spreadsheet at most (a list is limited far below this). */
export const maxFileRows = 5000;
/** Columns of a sheet row read at most, and cells of a sheet parsed at most. */
const maxFileColumns = 50;
const maxFileCells = 50_000;

export function decodeText(bytes: Buffer): string {
  if (bytes.subarray(0, 8192).includes(0)) throw new ListFileError('not_text');
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/**
 * The rows of the first sheet holding cells, read as a stream: parsing stops at `maxFileRows`
 * rows and at `maxFileCells` cells in all, so a sheet that unpacks to millions of rows or
 * columns (a zip bomb) costs no more than a long list.
 */
async function sheetRows(bytes: Buffer): Promise<ListRowInput[]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  const rows: ListRowInput[] = [];
  let cellsRead = 0;
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const cells: string[] = [];
        row.eachCell({ includeEmpty: false }, (cell, column) => {
          cellsRead += 1;
          if (column <= maxFileColumns) cells[column - 1] = cell.text ?? '';
        });
        if (cells.length > 0)
          rows.push({ number: row.number, cells: Array.from(cells, (cell) => cell ?? '') });
        if (rows.length >= maxFileRows || cellsRead >= maxFileCells) break;
      }
      if (rows.length > 0) break;
    }
  } catch {
    throw new ListFileError('unreadable');
  }
  return rows;
}

/**
 * The list a file holds, read a slice at a time (src/shared/turns.ts); rejects with a
 * ListFileError when it cannot be read as text or a sheet.
 */
export async function readListFile(bytes: Buffer, format: ListExtension): Promise<ReadList> {
  if (format === 'xlsx') return runStepsInTurns(readingListRows(await sheetRows(bytes), '\t'));
  const text = decodeText(bytes).replace(/^\uFEFF/, '');
  if (format === 'txt') return runStepsInTurns(readingPastedList(text, maxFileRows));
  const { rows, separator } = await delimitedRows(text, format, maxFileRows).catch(() => {
    throw new ListFileError('unreadable');
  });
  return runStepsInTurns(readingListRows(rows, separator));
}
