import { describe, expect, it } from 'vitest';
import { cleanQuery, maxQueryLength, tokenise, tokenWindows } from '../../src/matching/query.js';

describe('cleanQuery', () => {
  it('trims and flattens white space', () => {
    expect(cleanQuery('  daikin \n\t ftxm25r ')).toBe('daikin ftxm25r');
  });

  it('cuts huge text on a word boundary', () => {
    const cut = cleanQuery('word '.repeat(20_000));
    expect(cut.length).toBeLessThanOrEqual(maxQueryLength);
    expect(cut.endsWith('word')).toBe(true);
  });
});

describe('tokenise', () => {
  it('splits on anything but letters and digits, with keys and offsets', () => {
    const tokens = tokenise('Mitsubishi MSZ-LN25VG, what?');
    expect(tokens.map((t) => t.key)).toEqual(['MITSUBISHI', 'MSZ', 'LN25VG', 'WHAT']);
    expect(tokens[1]).toMatchObject({ text: 'MSZ', start: 11, end: 14 });
  });

  it('folds accents and skips symbols', () => {
    expect(tokenise('Daïkin ✓ 25').map((t) => t.key)).toEqual(['DAIKIN', '25']);
  });
});

describe('tokenWindows', () => {
  it('joins runs of tokens, longest first per start', () => {
    const windows = tokenWindows(tokenise('asyg 12 kmcc'), new Set());
    expect(windows.map((w) => w.key)).toEqual(['ASYG12KMCC', 'ASYG12', 'ASYG', '12KMCC', '12', 'KMCC']);
  });

  it('never crosses an excluded token (the brand, the type)', () => {
    const windows = tokenWindows(tokenise('ftxm daikin 25r'), new Set([1]));
    expect(windows.map((w) => w.key)).toEqual(['FTXM', '25R']);
  });

  it('caps the run length', () => {
    const windows = tokenWindows(tokenise('a b c d e f g h i j'), new Set());
    expect(Math.max(...windows.map((w) => w.end - w.start))).toBe(8);
  });

  it('never starts or ends a run inside a number split by a dot or a space', () => {
    const windows = tokenWindows(tokenise('RPI-10.0FSN6E'), new Set());
    expect(windows.map((w) => w.key)).toEqual(['RPI100FSN6E', 'RPI', '100FSN6E']);
    expect(tokenWindows(tokenise('rpk 1.0 fsrm'), new Set()).map((w) => w.key)).toEqual([
      'RPK10FSRM',
      'RPK10',
      'RPK',
      '10FSRM',
      '10',
      'FSRM',
    ]);
  });
});
