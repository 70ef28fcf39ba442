/**
 * OCR look-alike spellings: fewest changes first, bounded in number, and never a change to a
 * digit read inside a run of digits (a capacity).
 */
import { describe, expect, it } from 'vitest';
import { maxChanges, maxSpellings, otherSpellings } from '../../src/photo/confusions.js';

const spelled = (code: string) => otherSpellings(code).map(({ spelling }) => spelling);

describe('otherSpellings', () => {
  it('swaps a letter OCR takes for a digit, and a lone digit for a letter', () => {
    expect(spelled('AMO28')).toContain('AM028');
    expect(spelled('MI2-80T')).toContain('MIZ-80T');
    expect(spelled('HRDNS')).toEqual(expect.arrayContaining(['HRDN5', 'HRDN8']));
    expect(spelled('ab1c')).toEqual(expect.arrayContaining(['A81C', 'ABIC', 'ABLC']));
  });

  it('never changes a digit read inside a run of digits', () => {
    expect(spelled('FTXM25R')).toEqual([]);
    for (const code of ['MSZ-LN25VG', 'AS25S2SF1FA', 'S-36PF1E5B']) {
      const digitRuns = (text: string) => text.match(/[0-9]{2,}/g) ?? [];
      const runs = digitRuns(code);
      expect(runs.length).toBeGreaterThan(0);
      const spellings = spelled(code);
      expect(spellings.length).toBeGreaterThan(0);
      expect(spellings.filter((spelling) => !runs.every((run) => spelling.includes(run)))).toEqual([]);
    }
  });

  it('marks a letter turned into a digit that lengthens or alters a run of digits, a leading zero aside', () => {
    const altering = (code: string) =>
      otherSpellings(code)
        .filter(({ keepsDigits }) => !keepsDigits)
        .map(({ spelling }) => spelling);
    expect(altering('AB25S')).toEqual(expect.arrayContaining(['AB258', 'AB255']));
    expect(altering('XY10Z')).toContain('XY102');
    expect(altering('XYIO2')).toContain('XY102');
    expect(altering('Q2S5')).toContain('Q25');
    expect(altering('ab1c')).toContain('A81C');
    expect(altering('A0S')).toContain('A05');
    expect(altering('AMO28')).toEqual([]);
    expect(altering('AD0O28')).not.toContain('AD028');
    expect(spelled('AD0O28')).toContain('AD028');
    expect(altering('SKY7')).toEqual([]);
    expect(spelled('SKY7')).toContain('5KY7');
  });

  it('lists one change before two, and stays within its bounds', () => {
    const spellings = otherSpellings('MMK-APOO57HPINS');
    const changes = spellings.map((spelling) => spelling.changes);
    expect(changes).toEqual([...changes].sort((a, b) => a - b));
    expect(changes[0]).toBe(1);
    expect(Math.max(...changes)).toBeLessThanOrEqual(maxChanges);
    expect(spellings).toContainEqual({ spelling: 'MMK-AP0057HP1N8', changes: 4, keepsDigits: true });
    expect(otherSpellings('OOOOOOOOOOOOOOOOOOOO')).toHaveLength(maxSpellings);
    expect(new Set(spellings.map(({ spelling }) => spelling)).size).toBe(spellings.length);
  });

  it('reads `J` for `)` or `]` and `I` for `|`', () => {
    expect(spelled('RAS-B18)2FVG')).toContain('RAS-B18J2FVG');
    expect(spelled('ARNU09GS]N4')).toContain('ARNU09GSJN4');
    expect(spelled('F|X')).toEqual(expect.arrayContaining(['FIX', 'F1X']));
  });

  it('drops one of two neighbouring look-alikes, keeping the digit (one character read twice)', () => {
    expect(otherSpellings('AD0O28MSERA')).toContainEqual({
      spelling: 'AD028MSERA',
      changes: 1,
      keepsDigits: true,
    });
    expect(otherSpellings('QD25XUO0A9')).toContainEqual({
      spelling: 'QD25XU0A9',
      changes: 1,
      keepsDigits: true,
    });
    expect(spelled('ADOO28')).not.toContain('ADO28');
  });

  it('has nothing to offer for a code without look-alikes', () => {
    expect(otherSpellings('CTXM')).toEqual([]);
  });
});
