/** Reading a list: which lines name a unit, columns by header words, quantities, the text around it. */
import { describe, expect, it } from 'vitest';
import { columnRole, headerColumns } from '../../src/project-lists/columns.js';
import { hasCode } from '../../src/project-lists/lines.js';
import { readPastedList } from '../../src/project-lists/paste.js';
import { cellQuantity, lineQuantity } from '../../src/project-lists/quantity.js';

const summary = (text: string) =>
  readPastedList(text).lines.map(({ number, query, quantity, quantityGiven }) => ({
    number,
    query,
    quantity,
    quantityGiven,
  }));

describe('pasted lines', () => {
  it('takes the lines that name a unit, numbered as typed; the rest is the text around', () => {
    const list = readPastedList(
      'Hi John, wifi controllers for these please:\n\nDaikin FTXM25R\n- mitsu msz-ln25vg\n2) Fujitsu ASYG12KMCC\nThanks, Ana\nTel +34 912 345 678',
    );
    expect(list.lines.map((l) => [l.number, l.query])).toEqual([
      [3, 'Daikin FTXM25R'],
      [4, 'mitsu msz-ln25vg'],
      [5, 'Fujitsu ASYG12KMCC'],
    ]);
    expect(list.lines[1]?.typed).toBe('- mitsu msz-ln25vg');
    expect(list.otherText).toBe(
      'Hi John, wifi controllers for these please:\nThanks, Ana\nTel +34 912 345 678',
    );
  });

  it('takes a code typed in pieces between unit lines, not the signature after them', () => {
    const list = readPastedList('Daikin FTXM25R\n2 x Fujitsu ASYG 12 KMCC\nDaikin FTXM35R\nCalle Mayor 12');
    expect(list.lines.map((l) => [l.number, l.query, l.quantity])).toEqual([
      [1, 'Daikin FTXM25R', 1],
      [2, 'Fujitsu ASYG 12 KMCC', 2],
      [3, 'Daikin FTXM35R', 1],
    ]);
    expect(list.otherText).toBe('Calle Mayor 12');
  });

  it('reads quantities written as quantities, never a number inside a code', () => {
    expect(
      summary(
        '3 x Daikin FTXM25R\nDaikin FTXM35R x2\n4 Daikin FTXM50R\nfujitsu asyg 12 kmcc ASYG12\nDaikin FTXM60R qty: 7\nDaikin FTXM71R 5 uds',
      ),
    ).toEqual([
      { number: 1, query: 'Daikin FTXM25R', quantity: 3, quantityGiven: true },
      { number: 2, query: 'Daikin FTXM35R', quantity: 2, quantityGiven: true },
      { number: 3, query: 'Daikin FTXM50R', quantity: 4, quantityGiven: true },
      { number: 4, query: 'fujitsu asyg 12 kmcc ASYG12', quantity: 1, quantityGiven: false },
      { number: 5, query: 'Daikin FTXM60R', quantity: 7, quantityGiven: true },
      { number: 6, query: 'Daikin FTXM71R', quantity: 5, quantityGiven: true },
    ]);
  });

  it('splits spreadsheet rows at tabs, brand and model apart, a bare number as the quantity', () => {
    expect(summary('Daikin\tFTXM25R\t3\nMitsubishi Electric\tMSZ-LN25VG\t1\n')).toEqual([
      { number: 1, query: 'Daikin FTXM25R', quantity: 3, quantityGiven: true },
      { number: 2, query: 'Mitsubishi Electric MSZ-LN25VG', quantity: 1, quantityGiven: true },
    ]);
  });

  it('follows a header in English, Spanish or French; a line-number column stays out', () => {
    expect(summary('Nº;Marca;Modelo;Cantidad\n1;Daikin;FTXM25R;4\n2;Daikin;FTXM35R;\n')).toEqual([
      { number: 2, query: 'Daikin FTXM25R', quantity: 4, quantityGiven: true },
      { number: 3, query: 'Daikin FTXM35R', quantity: 1, quantityGiven: false },
    ]);
    expect(summary('Quantité,Unité intérieure\n2,Daikin FTXM25R\n6,Daikin FTXM35R')).toEqual([
      { number: 2, query: 'Daikin FTXM25R', quantity: 2, quantityGiven: true },
      { number: 3, query: 'Daikin FTXM35R', quantity: 6, quantityGiven: true },
    ]);
  });

  it('leaves prose commas alone and finds no list in an ordinary question', () => {
    expect(readPastedList('Hi, the customer has a Daikin FTXM25R, which controller?').lines).toHaveLength(1);
    expect(readPastedList('Hello John,\nwhat fits a daikin ftxm25r?\nThanks, Ana').lines).toHaveLength(1);
    expect(readPastedList('').lines).toEqual([]);
  });
});

describe('parts', () => {
  it('codes have letters and digits in one word', () => {
    expect(hasCode('msz-ln25vg')).toBe(true);
    expect(hasCode('FTXM25R')).toBe(true);
    expect(hasCode('Tel +34 912 345 678')).toBe(false);
    expect(hasCode('Calle Mayor 12')).toBe(false);
    expect(hasCode('ana@b2b.example')).toBe(false);
  });

  it('header words by role, quantity first', () => {
    expect(columnRole('Indoor unit model')).toBe('model');
    expect(columnRole('Units')).toBe('quantity');
    expect(columnRole('Qté')).toBe('quantity');
    expect(columnRole('Fabricante')).toBe('brand');
    expect(columnRole('#')).toBe('number');
    expect(columnRole('Room')).toBeUndefined();
    expect(headerColumns(['Room', 'Brand', 'Model', 'Qty'])).toEqual({ brand: 1, model: 2, quantity: 3 });
    expect(headerColumns(['Room', 'Floor'])).toBeUndefined();
  });

  it('quantity cells and quantity words', () => {
    expect(cellQuantity('3')).toBe(3);
    expect(cellQuantity(' 12,0 ')).toBe(12);
    expect(cellQuantity('5 pcs')).toBe(5);
    expect(cellQuantity('2.5')).toBeUndefined();
    expect(cellQuantity('FTXM25R')).toBeUndefined();
    expect(lineQuantity('daikin ftxm 25 r')).toEqual({ rest: 'daikin ftxm 25 r' });
    expect(lineQuantity('2x daikin ftxm25r')).toEqual({ quantity: 2, rest: 'daikin ftxm25r' });
  });

  it('reads quantities however white space is spread, a run of it counting as one space', () => {
    const run = ' \t\u00a0'.repeat(30_000);
    expect(cellQuantity(`${run}3${run}uds${run}`)).toBe(3);
    expect(cellQuantity(`1${run}!`)).toBeUndefined();
    expect(cellQuantity(`${'0'.repeat(100)}`)).toBeUndefined();
    expect(lineQuantity(`FTXM25R qty${run}!`)).toEqual({ rest: 'FTXM25R qty !' });
    expect(lineQuantity(`Daikin FTXM25R qty${run}:${run}7`)).toEqual({ quantity: 7, rest: 'Daikin FTXM25R' });
    expect(lineQuantity(`3${run}x${run}Daikin FTXM25R`)).toEqual({ quantity: 3, rest: 'Daikin FTXM25R' });
    expect(lineQuantity(`Daikin FTXM25R${run}x${run}2${run}`)).toEqual({
      quantity: 2,
      rest: 'Daikin FTXM25R',
    });
    expect(lineQuantity(`Daikin FTXM25R${run}5${run}pcs.`)).toEqual({ quantity: 5, rest: 'Daikin FTXM25R' });
  });

  it('reads a row within bounds: white space collapsed, a long cell cut at a word, 50 cells at most', () => {
    const long = `Daikin FTXM25R ${'word '.repeat(1000)}`;
    const [line] = readPastedList(`${long}\nDaikin FTXM35R qty 2`).lines;
    expect(line?.typed.length).toBeLessThanOrEqual(1000);
    expect(line?.typed.endsWith(' word')).toBe(true);
    const wide = readPastedList(`${'Daikin\tFTXM25R\t'.repeat(40)}3\nDaikin\tFTXM35R\t1`).lines;
    expect(wide[0]?.typed.split('\t')).toHaveLength(50);
    expect(wide[0]?.quantityGiven).toBe(false);
  });
});
