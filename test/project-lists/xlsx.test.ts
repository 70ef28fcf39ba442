/**
 * Spreadsheets within bounds (issue 28, point 2): cells as Excel shows them, the first sheet in
 * tab order, the shared strings stored before or after the sheet; zip bombs in the sheet and in
 * the shared strings (declared, or hidden behind a false size) refused as too large to read;
 * the cell limit; no file in the temp folder while or after a file is read; and the event loop
 * kept turning while a large sheet is read.
 */

import { readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readXlsxRows, XlsxRefused, xlsxLimits } from '../../src/project-lists/xlsx.js';
import {
  bombSheetXml,
  rowXml,
  sharedStringsXml,
  workbookParts,
  worksheetXml,
  xlsxFile,
  type ZipEntry,
  zip,
} from '../support/xlsx-files.js';

const limits = { ...xlsxLimits, rows: 5000 };
const read = (bytes: Buffer) => readXlsxRows(bytes, limits);
const reasonOf = (bytes: Buffer) =>
  read(bytes).then(
    () => 'read',
    (error: unknown) => (error instanceof XlsxRefused ? error.reason : String(error)),
  );

/** A one-sheet workbook's parts with this sheet XML and these shared strings, Excel's order. */
const parts = (sheet: string, strings: string[] | string = ['Daikin FTXM25R']): ZipEntry[] =>
  workbookParts([{ name: 'Units', rows: [] }], {
    sheetXml: { 0: sheet },
    stringsXml: typeof strings === 'string' ? strings : sharedStringsXml(strings),
  });
const withPart = (entries: ZipEntry[], name: string, change: Partial<ZipEntry>) =>
  entries.map((entry) => (entry.name === name ? { ...entry, ...change } : entry));

// The temp folder this file's reads would write to: empty before, while and after each read.
let temp: string;
beforeAll(async () => {
  temp = await mkdtemp(join(tmpdir(), 'cf-xlsx-'));
});
beforeEach(() => {
  vi.stubEnv('TMPDIR', temp);
});
afterEach(() => {
  // Put back now, not before the next test: the next file's set-up (same worker) makes its own.
  vi.unstubAllEnvs();
});
afterAll(async () => {
  await rm(temp, { recursive: true, force: true });
});

/** Reads `bytes`, turning the event loop meanwhile: what came of it, the turns, the temp folder seen. */
async function whileReading(bytes: Buffer) {
  expect(tmpdir()).toBe(temp);
  const listings: string[][] = [];
  let turns = 0;
  let reading = true;
  const turn = () => {
    turns += 1;
    listings.push(readdirSync(temp));
    if (reading) setImmediate(turn);
  };
  setImmediate(turn);
  const outcome = await reasonOf(bytes);
  reading = false;
  listings.push(readdirSync(temp));
  return { outcome, turns, listings };
}

describe('cells', () => {
  it('reads them as Excel shows them', async () => {
    const sheet = worksheetXml(
      [
        '<row r="2"><c r="A2" t="s"><v>0</v></c><c r="C2"><v>5</v></c><c r="D2" t="s"><v>1</v></c></row>',
        '<row r="3" spans="1:4"><c r="A3" t="inlineStr"><is><r><t>Fuji</t></r><r><rPr><b/></rPr><t>tsu &amp; co</t></r></is></c>',
        '<c><v>1.5E-3</v></c><c t="b"><v>1</v></c><c r="F3" t="str"><f>A3&amp;"x"</f><v>Fujitsux</v></c></row>',
        '<row r="4"><c r="A4" s="1"/><c r="B4" s="1"/></row>',
        '<row><c r="B5" t="e"><v>#N/A</v></c><c r="ZZ5"><v>7</v></c></row>',
      ].join(''),
    );
    const strings =
      '<sst xmlns="urn:x"><si><t>Daikin</t></si><si><r><t>FTXM</t></r><r><t>25R</t></r><rPh sb="0" eb="1"><t>ふりがな</t></rPh></si></sst>';
    expect(await read(zip(parts(sheet, strings)))).toEqual([
      { number: 2, cells: ['Daikin', '', '5', 'FTXM25R'] },
      { number: 3, cells: ['Fujitsu & co', '0.0015', 'TRUE', '', '', 'Fujitsux'] },
      { number: 5, cells: ['', '#N/A'] },
    ]);
  });

  it('reads the same rows whether the shared strings are stored before or after the sheet, or inline', async () => {
    const rows = [
      ['Brand', 'Model', 'Qty'],
      ['Daikin', 'FTXM25R', 3],
      ['Daikin', null, 'FTXM35R'],
    ];
    const expected = [
      { number: 1, cells: ['Brand', 'Model', 'Qty'] },
      { number: 2, cells: ['Daikin', 'FTXM25R', '3'] },
      { number: 3, cells: ['Daikin', '', 'FTXM35R'] },
    ];
    const sheets = [{ name: 'Units', rows }];
    expect(await read(xlsxFile(sheets))).toEqual(expected);
    expect(await read(xlsxFile(sheets, { stringsFirst: true }))).toEqual(expected);
    expect(await read(xlsxFile(sheets, { inline: true }))).toEqual(expected);
  });

  it('reads the first sheet holding cells in tab order, whatever its part is named', async () => {
    const entries = workbookParts([
      { name: 'Cover', rows: [] },
      { name: 'Notes', rows: [['not this one']] },
      { name: 'Units', rows: [['Daikin FTXM25R']] },
    ]).map((entry) =>
      entry.name === 'xl/_rels/workbook.xml.rels'
        ? {
            ...entry,
            data: String(entry.data)
              .replace('sheet2.xml', 'sheetX.xml')
              .replace('sheet3.xml', 'sheet2.xml')
              .replace('sheetX.xml', 'sheet3.xml'),
          }
        : entry,
    );
    expect(await read(zip(entries))).toEqual([{ number: 1, cells: ['Daikin FTXM25R'] }]);
  });
});

describe('a zip bomb', () => {
  it('in the sheet (under 600 KB unpacking to 100 MB, stored before its shared strings) is refused, with nothing in the temp folder', async () => {
    const bytes = zip(withPart(parts(bombSheetXml(100e6)), 'xl/worksheets/sheet1.xml', { level: 6 }));
    expect(bytes.length).toBeLessThan(600 * 1024);
    const { outcome, listings } = await whileReading(bytes);
    expect(outcome).toBe('too_large');
    expect(listings.length).toBeGreaterThan(0);
    expect(listings.flat()).toEqual([]);
  });

  it('hiding behind a small declared size is cut off as it unpacks, with nothing in the temp folder', async () => {
    const entries = withPart(parts(bombSheetXml(100e6)), 'xl/worksheets/sheet1.xml', {
      level: 6,
      declaredSize: 4096,
    });
    const { outcome, listings } = await whileReading(zip(entries));
    expect(outcome).toBe('too_large');
    expect(listings.flat()).toEqual([]);
  });

  it('in the shared strings (125 KB unpacking to 3 million strings), declared or hidden, is refused', async () => {
    const sheet = worksheetXml(rowXml(1, ['Daikin FTXM25R'], []));
    const strings = `<sst xmlns="urn:x"><si><t>Daikin FTXM25R</t></si>${'<si><t>x</t></si>'.repeat(3e6)}</sst>`;
    const declared = withPart(parts(sheet, strings), 'xl/sharedStrings.xml', { level: 6 });
    const stringsFirst = zip([...declared.slice(0, 4), ...declared.slice(5), ...declared.slice(4, 5)]);
    expect(await reasonOf(zip(declared))).toBe('too_large');
    expect(await reasonOf(stringsFirst)).toBe('too_large');
    const hidden = withPart(declared, 'xl/sharedStrings.xml', { declaredSize: 4096 });
    expect(await reasonOf(zip(hidden))).toBe('too_large');
  });

  it('of shared strings within the limits costs only the strings the sheet uses: the rest is never unpacked', async () => {
    const sheet = worksheetXml(rowXml(1, ['Daikin FTXM25R'], []));
    // 10 MB of strings, then XML no reader accepts: a reader that stops at the string it needs never gets there.
    const strings = `<sst xmlns="urn:x"><si><t>Daikin FTXM25R</t></si>${'<si><t>x</t></si>'.repeat(6e5)}<si><<<`;
    expect(await read(zip(withPart(parts(sheet, strings), 'xl/sharedStrings.xml', { level: 6 })))).toEqual([
      { number: 1, cells: ['Daikin FTXM25R'] },
    ]);
  });

  it('of cells past the cell limit, or of a tag past its length, is refused', async () => {
    const values = Array.from({ length: 50 }, (_, i) => i);
    const manyCells = Array.from({ length: 1001 }, (_, r) => rowXml(r + 1, values)).join('');
    expect(await reasonOf(zip(parts(worksheetXml(manyCells))))).toBe('too_large');
    const longTag = `<row r="1"><c r="A1" ${'x="1" '.repeat(20_000)}><v>1</v></c></row>`;
    expect(await reasonOf(zip(parts(worksheetXml(longTag))))).toBe('too_large');
  });
});

describe('reading', () => {
  it('keeps the event loop turning while a sheet of 5,000 rows is read', async () => {
    const rows = Array.from({ length: 6000 }, (_, r) => rowXml(r + 1, ['Daikin', `FTXM${r}R`, r], undefined));
    const { outcome, turns, listings } = await whileReading(zip(parts(worksheetXml(rows.join('')))));
    expect(outcome).toBe('read');
    expect(turns).toBeGreaterThan(20);
    expect(listings.flat()).toEqual([]);
  });

  it('refuses what is no spreadsheet as unreadable', async () => {
    expect(await reasonOf(Buffer.from('not a zip at all'))).toBe('unreadable');
    expect(await reasonOf(zip(parts('<worksheet><sheetData><row><c r="A1')))).toBe('unreadable');
    expect(await reasonOf(zip(parts('<!DOCTYPE worksheet><worksheet/>')))).toBe('unreadable');
  });
});
