import { describe, expect, it } from 'vitest';
import { ModelIndex } from '../../src/matching/models.js';
import { tokenise } from '../../src/matching/query.js';
import { seriesKey, seriesOf, seriesUnits } from '../../src/matching/series.js';

const model = (id: number, designation: string) => ({
  id,
  designation,
  brandId: 1,
  brandName: 'Acme',
  typeReference: 'T',
});
const index = new ModelIndex([
  model(1, 'QX-AB20T'),
  model(2, 'QX-AB25T'),
  model(3, 'QX-ABC25T'),
  model(4, 'QZ 09 K'),
]);

describe('seriesUnits', () => {
  it('lists the units whose key continues with a digit right after the typed letters', () => {
    expect(seriesUnits(index, 'QXAB').map((m) => m.designation)).toEqual(['QX-AB20T', 'QX-AB25T']);
    expect(seriesUnits(index, 'QXABC').map((m) => m.designation)).toEqual(['QX-ABC25T']);
    expect(seriesUnits(index, 'QZ').map((m) => m.designation)).toEqual(['QZ 09 K']);
  });

  it('names no series when the letters stop inside the series letters, hold a digit or are too short', () => {
    expect(seriesUnits(index, 'QXA')).toEqual([]);
    expect(seriesUnits(index, 'QXAB2')).toEqual([]);
    expect(seriesUnits(index, 'Q')).toEqual([]);
  });
});

describe('seriesKey', () => {
  it('joins leftover letters into one code, and refuses digits', () => {
    expect(seriesKey(tokenise('qx ab'))).toBe('QXAB');
    expect(seriesKey(tokenise('qx-ab'))).toBe('QXAB');
    expect(seriesKey(tokenise('qx ab20'))).toBeUndefined();
    expect(seriesKey([])).toBeUndefined();
  });
});

describe('seriesOf', () => {
  it('names each series once, up to its first digit as written, in key order, at most the limit', () => {
    const models = ['QX25R', 'QX35R', 'KL-N25VG', 'KL-N35VG', 'ab12', '9K12', 'ZONE', 'Q9'].map(
      (designation) => ({
        designation,
      }),
    );
    expect(seriesOf(models, 10)).toEqual(['ab', 'KL-N', 'QX']);
    expect(seriesOf(models, 2)).toEqual(['ab', 'KL-N']);
  });
});
