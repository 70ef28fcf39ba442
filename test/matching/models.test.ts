import { describe, expect, it } from 'vitest';
import { findModelCandidates, nearestModels } from '../../src/matching/model-match.js';
import {
  agreeThroughFirstDigit,
  completesAtBoundary,
  extendsAtLetterDigit,
  ModelIndex,
} from '../../src/matching/models.js';
import { tokenise, tokenWindows } from '../../src/matching/query.js';

const designations = [
  'FTXM20R',
  'FTXM25R',
  'FTXM35R',
  'FTXM52R',
  'FTXM25N',
  'FTXJ25AW',
  'FTXJ25AB',
  'MSZ-LN25VG',
  'MSZ-LN25VGW',
  'ASYG12KMCC',
  'RPK-1.0FSRM',
];
const index = new ModelIndex(
  designations.map((designation, i) => ({
    id: 100 + i,
    designation,
    brandId: 1,
    brandName: 'Brand',
    typeReference: 'CTLR_PRO',
  })),
);
const windowsOf = (text: string) => tokenWindows(tokenise(text), new Set());
const match = (text: string, fuzzy = true) =>
  findModelCandidates([{ index, windows: windowsOf(text) }], { fuzzy }).map(
    (c) => `${c.kind}:${c.model.designation}:${c.distance}${c.digitsMatch ? '' : ':other digits'}`,
  );

describe('ModelIndex', () => {
  it('finds by exact key, prefix range and completion', () => {
    expect(index.exact('FTXM25R').map((m) => m.designation)).toEqual(['FTXM25R']);
    expect(index.exact('FT')).toEqual([]);
    expect(index.startingWith('FTXM2').map((m) => m.designation)).toEqual(['FTXM20R', 'FTXM25N', 'FTXM25R']);
    expect(index.completions('FTXM25').map((m) => m.designation)).toEqual(['FTXM25N', 'FTXM25R']);
    expect(index.completions('FTXM2')).toEqual([]);
    expect(index.completions('FTXM')).toEqual([]);
  });

  it('completes a series name that ends in a digit where the catalogue separates two numbers', () => {
    const spaced = new ModelIndex(
      ['Orbis V2 25', 'Orbis V2 35', 'Orbis V235X'].map((designation, i) => ({
        id: 500 + i,
        designation,
        brandId: 2,
        brandName: 'Other',
        typeReference: 'CTLR_PRO',
      })),
    );
    // `V2 25`: the catalogue writes two numbers, so `ORBISV2` is whole there; `V235X` is one number.
    expect(spaced.completions('ORBISV2').map((m) => m.designation)).toEqual(['Orbis V2 25', 'Orbis V2 35']);
    expect(spaced.completions('ORBISV23')).toEqual([]);
  });

  it('finds the catalogue model a longer typed code starts with', () => {
    expect(index.extendedFrom('FTXM25RV1B').map((m) => m.designation)).toEqual(['FTXM25R']);
    expect(index.extendedFrom('FTXM255')).toEqual([]);
  });

  it('ranks near keys by edit distance', () => {
    expect(index.near('FTXM25Q', 1).map((n) => n.model.designation)).toEqual(['FTXM25N', 'FTXM25R']);
  });

  it('suggests prefix matches first, then fuzzy, at most the limit', () => {
    expect(index.suggest('ftxm 2', 3).map((m) => m.designation)).toEqual(['FTXM20R', 'FTXM25N', 'FTXM25R']);
    expect(index.suggest('', 2).map((m) => m.designation)).toEqual(['ASYG12KMCC', 'FTXJ25AB']);
    expect(
      index
        .suggest('mszln25', 5)
        .map((m) => m.designation)
        .slice(0, 2),
    ).toEqual(['MSZ-LN25VG', 'MSZ-LN25VGW']);
  });

  it('offers neighbours of a missing code, fewest edits first, then nearest in key order', () => {
    // Both one edit away; FTXM35R sorts right after FTXM30R, FTXM20R three keys before it.
    expect(index.neighbours('FTXM30R', 2).map((m) => m.designation)).toEqual(['FTXM35R', 'FTXM20R']);
    // Three edits from every unit: the units of the series nearest in key order.
    expect(index.neighbours('FTXM99Z', 2).map((m) => m.designation)).toEqual(['FTXM52R', 'FTXM35R']);
  });
});

describe('agreeThroughFirstDigit', () => {
  it('tells a slip after the first digit from one in the series letters', () => {
    expect(agreeThroughFirstDigit('AB35FF', 'AB35DF')).toBe(true);
    expect(agreeThroughFirstDigit('QR71TAHAH', 'QR71TAHRAH')).toBe(true);
    expect(agreeThroughFirstDigit('QSX25XKEW', 'QSZ25XKEW')).toBe(false);
    expect(agreeThroughFirstDigit('ABCD', 'ABCE')).toBe(false);
  });
});

describe('extendsAtLetterDigit', () => {
  it('accepts a change between letters and digits at the cut, never a single variant letter', () => {
    expect(extendsAtLetterDigit('AB25C2V1B', 'AB25C')).toBe(true);
    expect(extendsAtLetterDigit('AB25CW', 'AB25C')).toBe(false);
    expect(extendsAtLetterDigit('AB252', 'AB25')).toBe(false);
    expect(extendsAtLetterDigit('AB25C3VE', 'AB25C3')).toBe(true);
    expect(extendsAtLetterDigit('AB25C3V', 'AB25C3')).toBe(false);
  });
});

describe('kit designations', () => {
  it('are found exactly by either part', () => {
    const kit = new ModelIndex([
      { id: 1, designation: 'AS20PBAHRA / AS25PBAHRA', brandId: 1, brandName: 'B', typeReference: 'T' },
      { id: 2, designation: 'AM022TNVDKG/EU', brandId: 1, brandName: 'B', typeReference: 'T' },
    ]);
    expect(kit.exact('AS25PBAHRA').map((m) => m.id)).toEqual([1]);
    expect(kit.exact('AS20PBAHRAAS25PBAHRA').map((m) => m.id)).toEqual([1]);
    expect(kit.exact('AM022TNVDKG')).toEqual([]);
  });
});

describe('completesAtBoundary', () => {
  it('never splits a digit run', () => {
    expect(completesAtBoundary('FTXM25', 'FTXM25R')).toBe(true);
    expect(completesAtBoundary('FTXM2', 'FTXM25R')).toBe(false);
    expect(completesAtBoundary('FTXM25R', 'FTXM25R')).toBe(false);
  });
});

describe('findModelCandidates', () => {
  it('prefers exact matches, whatever the spelling', () => {
    expect(match('FTXM-25R')).toEqual(['exact:FTXM25R:0']);
    expect(match('ftxm 25 r')).toEqual(['exact:FTXM25R:0']);
    expect(match('rpk 1.0 fsrm')).toEqual(['exact:RPK-1.0FSRM:0']);
  });

  it('keeps the longest window when a shorter one inside it also hits', () => {
    expect(match('msz ln25vg please')).toEqual(['exact:MSZ-LN25VG:0']);
  });

  it('completes a truncated code, all completions when several', () => {
    expect(match('asyg 12')).toEqual(['prefix:ASYG12KMCC:4']);
    expect(match('ftxj25a')).toEqual(['prefix:FTXJ25AB:1', 'prefix:FTXJ25AW:1']);
  });

  it('corrects letters only, bringing near units with other digits along as rivals', () => {
    expect(match('FTXN25R')).toEqual([
      'fuzzy:FTXM25R:1',
      'fuzzy:FTXM20R:2:other digits',
      'fuzzy:FTXM25N:2',
      'fuzzy:FTXM35R:2:other digits',
    ]);
  });

  it('has no fuzzy tier when only units with other digits are near', () => {
    expect(match('FTXM30R')).toEqual([]);
    expect(match('FTXM53R')).toEqual([]);
  });

  it('has no fuzzy tier when asked not to', () => {
    expect(match('FTXN25R', false)).toEqual([]);
  });

  it('offers catalogue codes a longer typed code starts with', () => {
    expect(match('ftxm25rv1b')).toEqual(['extended:FTXM25R:3']);
  });
});

describe('findModelCandidates over several brands', () => {
  it('stops at the strongest tier any brand reaches', () => {
    const other = new ModelIndex([
      { id: 1, designation: 'FTXM25X', brandId: 2, brandName: 'Other', typeReference: 'T' },
    ]);
    const windows = windowsOf('ftxm25r');
    const found = findModelCandidates(
      [
        { index, windows },
        { index: other, windows },
      ],
      { fuzzy: true },
    );
    expect(found.map((c) => `${c.kind}:${c.model.brandName}:${c.model.designation}`)).toEqual([
      'exact:Brand:FTXM25R',
    ]);
  });
});

describe('nearestModels', () => {
  it('suggests close models whatever their digits', () => {
    const near = nearestModels(index, windowsOf('ftxm30r'), { fuzzy: true, limit: 3 }).map(
      (m) => m.designation,
    );
    expect(near).toHaveLength(3);
    expect(near).toEqual(expect.arrayContaining(['FTXM20R', 'FTXM35R']));
    expect(
      nearestModels(index, windowsOf('ftxm30r'), { fuzzy: false, limit: 2 }).map((m) => m.designation),
    ).toEqual(['FTXM35R', 'FTXM20R']);
  });

  it('suggests the units of the series for a code more than two edits from every unit', () => {
    expect(index.near('FTXM99Z', 2)).toEqual([]);
    expect(
      nearestModels(index, windowsOf('ftxm99z'), { fuzzy: true, limit: 3 }).map((m) => m.designation),
    ).toEqual(['FTXM52R', 'FTXM35R', 'FTXM25R']);
  });

  it('puts the units within two edits before the neighbours in key order', () => {
    const near = nearestModels(index, windowsOf('ftxm25x'), { fuzzy: true, limit: 3 });
    expect(
      near
        .map((m) => m.designation)
        .slice(0, 2)
        .sort(),
    ).toEqual(['FTXM25N', 'FTXM25R']);
  });

  it('suggests nothing for text with no model code', () => {
    expect(nearestModels(index, windowsOf('hello there'), { fuzzy: true, limit: 3 })).toEqual([]);
  });
});
