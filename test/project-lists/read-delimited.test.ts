/**
 * CSV and TSV files fed to csv-parse a chunk at a time: rows as csv-parse numbers them (a quoted
 * line break inside a cell included), no further than the limit, a broken file refused, and
 * a request on loopback answered while a megabyte is read.
 */
import { describe, expect, it } from 'vitest';
import { delimitedRows } from '../../src/project-lists/read-delimited.js';
import { loopbackRequests } from '../support/loopback-request.js';

const loopbackRequest = loopbackRequests();

describe('delimitedRows', () => {
  it('numbers rows by their last line, a quoted line break inside a cell kept, and finds the delimiter', async () => {
    const { rows, separator } = await delimitedRows(
      'Brand;Model;Qty\r\nDaikin;"FTXM25R\nwall";2\r\nDaikin;FTXM35R;1\r\n',
      'csv',
      100,
    );
    expect(separator).toBe(';');
    expect(rows).toEqual([
      { number: 1, cells: ['Brand', 'Model', 'Qty'] },
      { number: 3, cells: ['Daikin', 'FTXM25R\nwall', '2'] },
      { number: 4, cells: ['Daikin', 'FTXM35R', '1'] },
    ]);
  });

  it('reads no further than the row limit, however long the file', async () => {
    const { rows } = await delimitedRows('Daikin\tFTXM25R\t1\n'.repeat(50_000), 'tsv', 30);
    expect(rows).toHaveLength(30);
    expect(rows.at(-1)).toEqual({ number: 30, cells: ['Daikin', 'FTXM25R', '1'] });
  });

  it('rejects a file csv-parse cannot read', async () => {
    await expect(delimitedRows('Daikin,"FTXM25R\n', 'csv', 100)).rejects.toThrow();
  });

  it('lets a request on loopback be answered while a megabyte is read', async () => {
    const request = loopbackRequest();
    const { rows } = await delimitedRows(`1${' '.repeat(1024 * 1024)}!,x`, 'csv', 100);
    expect(request.answered()).toBe(true);
    expect(rows).toHaveLength(1);
    await request.settled;
  });
});
