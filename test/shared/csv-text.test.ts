/** The one CSV text rule: every formula start is written as text, nothing else is touched. */
import { describe, expect, it } from 'vitest';
import { csvText, csvTextRows } from '../../src/shared/csv-text.js';

describe('csvText', () => {
  it.each(['=1+1', '+1', '-1', '- daikin', '@SUM(A1)', '\tx', '\rx'])('writes %j as text', (cell) => {
    expect(csvText(cell)).toBe(`'${cell}`);
  });

  it('leaves other cells as they are', () => {
    expect(csvTextRows([['Daikin FTXM25R', '3', '1-3, 7', '', "l'unité"]])).toEqual([
      ['Daikin FTXM25R', '3', '1-3, 7', '', "l'unité"],
    ]);
  });
});
