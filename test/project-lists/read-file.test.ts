/**
 * List files: CSV and TSV with their delimiter found, text, an .xlsx made here
 * (test/support/xlsx-files.ts), and what is not a list or too large to read.
 */
import { describe, expect, it } from 'vitest';
import { ListFileError, maxFileRows, readListFile } from '../../src/project-lists/read-file.js';
import { sharedStringsXml, workbookParts, worksheetXml, xlsxFile, zip } from '../support/xlsx-files.js';

const queries = (list: { lines: { number: number; query: string; quantity: number }[] }) =>
  list.lines.map(({ number, query, quantity }) => [number, query, quantity]);

describe('readListFile', () => {
  it('reads a CSV with a quantity column, quoted cells and a BOM', async () => {
    const csv =
      '\uFEFFBrand;Model;Qty;Room\r\nDaikin;FTXM25R;3;"Room 1; north"\r\n"Mitsubishi Electric";MSZ-LN25VG;2;\r\n';
    const list = await readListFile(Buffer.from(csv, 'utf8'), 'csv');
    expect(queries(list)).toEqual([
      [2, 'Daikin FTXM25R', 3],
      [3, 'Mitsubishi Electric MSZ-LN25VG', 2],
    ]);
  });

  it('reads a comma CSV without a header, and a TSV', async () => {
    expect(queries(await readListFile(Buffer.from('daikin,ftxm25r,4\ndaikin,ftxm35r,1\n'), 'csv'))).toEqual([
      [1, 'daikin ftxm25r', 4],
      [2, 'daikin ftxm35r', 1],
    ]);
    expect(
      queries(await readListFile(Buffer.from('Marque\tModèle\tQuantité\nDaikin\tFTXM25R\t2\n'), 'tsv')),
    ).toEqual([[2, 'Daikin FTXM25R', 2]]);
  });

  it('reads Windows-1252 text (older Excel) and plain text lines', async () => {
    const latin = Buffer.from('Marca;Modelo;Cantidad\nDaïkin;FTXM25R;2\n', 'latin1');
    expect(queries(await readListFile(latin, 'csv'))).toEqual([[2, 'Daïkin FTXM25R', 2]]);
    const text = await readListFile(Buffer.from('wifi please\n2 x daikin ftxm25r\ndaikin ftxm35r\n'), 'txt');
    expect(queries(text)).toEqual([
      [2, 'daikin ftxm25r', 2],
      [3, 'daikin ftxm35r', 1],
    ]);
    expect(text.otherText).toBe('wifi please');
  });

  it('reads the first sheet of an .xlsx with data, numbers as quantities', async () => {
    const bytes = xlsxFile([
      { name: 'Empty', rows: [] },
      {
        name: 'Units',
        rows: [
          ['Item', 'Brand', 'Model', 'Quantity'],
          [1, 'Daikin', 'FTXM25R', 5],
          [2, 'Fujitsu', 'ASYG12KMCC', 1],
        ],
      },
    ]);
    expect(queries(await readListFile(bytes, 'xlsx'))).toEqual([
      [2, 'Daikin FTXM25R', 5],
      [3, 'Fujitsu ASYG12KMCC', 1],
    ]);
  });

  it('reads an .xlsx of many rows no further than the row limit, and gives the count plainly', async () => {
    // 40 000 rows, then XML no parser accepts: a reader that stops at the limit never gets there.
    const rows = Array.from(
      { length: 40_000 },
      (_, i) => `<row r="${i + 1}"><c r="A${i + 1}" t="s"><v>0</v></c></row>`,
    ).join('');
    const sheet = worksheetXml('').replace('<sheetData></sheetData>', `<sheetData>${rows}<row r="40001"><<<`);
    const bytes = zip(
      workbookParts([{ name: 'Units', rows: [] }], {
        sheetXml: { 0: sheet },
        stringsXml: sharedStringsXml(['Daikin FTXM25R']),
      }),
    );
    expect(bytes.length).toBeLessThan(1024 * 1024);
    const list = await readListFile(bytes, 'xlsx');
    expect(list.lines).toHaveLength(maxFileRows);
    expect(list.lines[0]?.query).toBe('Daikin FTXM25R');
  });

  it('refuses an .xlsx that unpacks to far more than a list as too large to read', async () => {
    const sheet = worksheetXml(
      `<row r="1"><c r="A1" t="inlineStr"><is><t>${' '.repeat(20e6)}</t></is></c></row>`,
    );
    const bytes = zip(workbookParts([{ name: 'Units', rows: [] }], { inline: true, sheetXml: { 0: sheet } }));
    expect(bytes.length).toBeLessThan(100 * 1024);
    await expect(readListFile(bytes, 'xlsx')).rejects.toMatchObject({ reason: 'too_large' });
  });

  it('refuses binary data and a broken .xlsx plainly', async () => {
    await expect(
      readListFile(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d]), 'csv'),
    ).rejects.toBeInstanceOf(ListFileError);
    await expect(readListFile(Buffer.from('not a zip at all'), 'xlsx')).rejects.toMatchObject({
      reason: 'unreadable',
    });
  });
});
