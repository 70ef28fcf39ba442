/**
 * The rows of an .xlsx list within fixed bounds, in memory, with no temp file. A 1 MB zip may
 * unpack to gigabytes, so every bound holds while it is unpacked, not after, and only the parts
 * needed are unpacked, in the order needed (the first sheet holding cells, then the shared strings
 * it uses). Why yauzl and not exceljs, SheetJS or fflate: docs/project-lists.md.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import yauzl from 'yauzl';
import type { ListRowInput } from './lines.js';
import {
  Relationships,
  SharedStrings,
  type SheetLimits,
  SheetRows,
  TooManyCells,
  WorkbookSheets,
} from './xlsx-parts.js';
import { type XmlEvents, XmlScanner, XmlTooLarge } from './xml-scan.js';

export interface XlsxLimits extends SheetLimits {
  /** Unpacked bytes of a sheet or the shared strings at most. */
  partBytes: number;
  /** Unpacked bytes of the workbook or its relationships at most. */
  indexBytes: number;
  /** Unpacked bytes of all the parts read, at most. */
  totalBytes: number;
  /** Sheets looked at for one holding cells, at most. */
  sheets: number;
}

/** The limits besides the rows (which the caller sets, as for its other files). */
export const xlsxLimits: Omit<XlsxLimits, 'rows'> = {
  columns: 50,
  cells: 50_000,
  partBytes: 16 * 1024 * 1024,
  indexBytes: 1024 * 1024,
  totalBytes: 32 * 1024 * 1024,
  sheets: 32,
};

/** Why a spreadsheet is not read: it unpacks to more than its limits, or it is no spreadsheet. */
export class XlsxRefused extends Error {
  constructor(readonly reason: 'too_large' | 'unreadable') {
    super(reason === 'too_large' ? 'The spreadsheet unpacks to too much' : 'The file is not a spreadsheet');
    this.name = 'XlsxRefused';
  }
}

interface Zip {
  file: yauzl.ZipFile;
  entries: Map<string, yauzl.Entry>;
  /** Unpacked bytes the parts may still take. */
  budget: number;
}

/**
 * Scans one part, if the zip holds it, through the handler `make` gives (with the `stop` it may
 * call once it has read all it needs): no more than `limit` bytes and the budget left are
 * unpacked, and nothing past where it stopped. Gives the handler; undefined without the part.
 */
async function scanPart<T extends XmlEvents>(
  zip: Zip,
  path: string | undefined,
  limit: number,
  make: (stop: () => void) => T,
): Promise<T | undefined> {
  const entry = path === undefined ? undefined : zip.entries.get(path);
  if (!entry) return undefined;
  const declared = entry.uncompressedSize;
  if (declared > limit || declared > zip.budget) throw new XlsxRefused('too_large');
  zip.budget -= declared;
  const scanner = new XmlScanner();
  const handler = make(() => {
    scanner.stopped = true;
  });
  const stream = await zip.file.openReadStreamPromise(entry);
  const decoder = new TextDecoder('utf-8');
  let unpacked = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      unpacked += chunk.length;
      if (unpacked > declared) throw new XlsxRefused('too_large');
      scanner.push(decoder.decode(chunk, { stream: true }), handler);
      if (scanner.stopped) return handler;
      await nextTurn();
    }
    scanner.push(decoder.decode(), handler);
    scanner.end();
    return handler;
  } finally {
    stream.destroy();
  }
}

async function openZip(bytes: Buffer, budget: number): Promise<Zip> {
  const file = await yauzl.fromBufferPromise(bytes, { lazyEntries: true, validateEntrySizes: false });
  const entries = new Map<string, yauzl.Entry>();
  for await (const entry of file.eachEntry()) entries.set(entry.fileName, entry);
  return { file, entries, budget };
}

async function firstSheetRows(zip: Zip, limits: XlsxLimits): Promise<ListRowInput[]> {
  const relationships = await scanPart(
    zip,
    'xl/_rels/workbook.xml.rels',
    limits.indexBytes,
    () => new Relationships(),
  );
  const workbook = await scanPart(
    zip,
    'xl/workbook.xml',
    limits.indexBytes,
    (stop) => new WorkbookSheets(limits.sheets, stop),
  );
  const targets = relationships?.byId ?? new Map<string, { type: string; part: string }>();
  const sheetParts = (workbook?.ids ?? []).flatMap((id) => {
    const target = targets.get(id);
    return target?.type === 'worksheet' ? [target.part] : [];
  });
  const stringsPart = [...targets.values()].find((target) => target.type === 'sharedStrings')?.part;
  for (const part of sheetParts) {
    const sheet = await scanPart(zip, part, limits.partBytes, (stop) => new SheetRows(limits, stop));
    if (!sheet || sheet.rows.length === 0) continue;
    const wanted = sheet.sharedIndexes();
    const strings =
      wanted.size === 0
        ? undefined
        : await scanPart(zip, stringsPart, limits.partBytes, (stop) => new SharedStrings(wanted, stop));
    return sheet.listRows(strings?.found ?? new Map());
  }
  return [];
}

/**
 * The rows holding cells of the first sheet (in tab order) that has any, each with its row
 * number; none when no sheet has cells. Rejects with an XlsxRefused.
 */
export async function readXlsxRows(bytes: Buffer, limits: XlsxLimits): Promise<ListRowInput[]> {
  let zip: Zip | undefined;
  try {
    zip = await openZip(bytes, limits.totalBytes);
    return await firstSheetRows(zip, limits);
  } catch (error) {
    if (error instanceof XlsxRefused) throw error;
    throw new XlsxRefused(
      error instanceof XmlTooLarge || error instanceof TooManyCells ? 'too_large' : 'unreadable',
    );
  } finally {
    zip?.file.close();
  }
}
