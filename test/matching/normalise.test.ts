import { describe, expect, it } from 'vitest';
import { digitSignature, editDistance, normaliseKey, stripDiacritics } from '../../src/matching/normalise.js';

describe('normaliseKey', () => {
  it('keeps only upper-case letters and digits', () => {
    expect(normaliseKey('FTXM-25R')).toBe('FTXM25R');
    expect(normaliseKey(' ftxm 25 r ')).toBe('FTXM25R');
    expect(normaliseKey('AM022TNVDKG/EU')).toBe('AM022TNVDKGEU');
    expect(normaliseKey('RPK-1.0FSRM')).toBe('RPK10FSRM');
  });

  it('folds accents instead of dropping the letter', () => {
    expect(normaliseKey('Daïkin')).toBe('DAIKIN');
    expect(stripDiacritics('Contrôleur')).toBe('Controleur');
  });

  it('gives an empty key for text with no letters or digits', () => {
    expect(normaliseKey(' -/. ')).toBe('');
  });
});

describe('digitSignature', () => {
  it('lists the digit runs in order', () => {
    expect(digitSignature('FTXM25R')).toBe('25');
    expect(digitSignature('4MXM80N')).toBe('4-80');
    expect(digitSignature('MSZLN')).toBe('');
  });

  it('tells capacity neighbours apart', () => {
    expect(digitSignature('FTXM25R')).not.toBe(digitSignature('FTXM35R'));
  });
});

describe('editDistance', () => {
  it('counts substitutions, insertions, deletions and adjacent swaps', () => {
    expect(editDistance('FTXM25R', 'FTXM25R')).toBe(0);
    expect(editDistance('FTXM25R', 'FTXN25R')).toBe(1);
    expect(editDistance('FTXM25R', 'FTXM25')).toBe(1);
    expect(editDistance('DAIKIN', 'DAIKNI')).toBe(1);
    expect(editDistance('DAIKIN', 'DIAKNI')).toBe(2);
  });

  it('gives up above the bound', () => {
    expect(editDistance('ABCDEFGH', 'ZZZZZZZZ', 2)).toBe(3);
    expect(editDistance('A', 'ABCDE', 1)).toBe(2);
  });
});
