/**
 * A list file's rows: `.csv`/`.tsv` (read-delimited.ts), `.txt` as pasted text, `.xlsx` (xlsx.ts).
 * Text is UTF-8, else Windows-1252 (older Excel's CSV); a file holding NUL bytes is no list.
 */

import { runStepsInTurns } from '../shared/turns.js';
import { type ListRowInput, type ReadList, readingListRows } from './lines.js';
import { readingPastedList } from './paste.js';
import { delimitedRows } from './read-delimited.js';
import { readXlsxRows, XlsxRefused, xlsxLimits } from './xlsx.js';

/** The file formats a list may come in (by extension). */
export const listExtensions = ['csv', 'tsv', 'txt', 'xlsx'] as const;
export type ListExtension = (typeof listExtensions)[number];

export class ListFileError extends Error {
  constructor(readonly reason: 'unreadable' | 'not_text' | 'too_large') {
    super(
      reason === 'not_text'
        ? 'The file is not text'
        : reason === 'too_large'
          ? 'The file unpacks to more than a list could hold'
          : 'The file could not be read as a list',
    );
    this.name = 'ListFileError';
  }
}

/** Rows read from a spreadsheet at most (a list is limited far below this). */
export const maxFileRows = 5000;

export function decodeText(bytes: Buffer): string {
  if (bytes.subarray(0, 8192).includes(0)) throw new ListFileError('not_text');
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

async function sheetRows(bytes: Buffer): Promise<ListRowInput[]> {
  try {
    return await readXlsxRows(bytes, { ...xlsxLimits, rows: maxFileRows });
  } catch (error) {
    throw new ListFileError(error instanceof XlsxRefused ? error.reason : 'unreadable');
  }
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
