/**
 * The variant family rule (src/matching/variants.ts) on invented codes: one code with different
 * letters after its digits is a family; a code cut before or inside its digits, a slip in the
 * series letters, other digits, another brand or a repeated key is not.
 */
import { describe, expect, it } from 'vitest';
import { formsVariantFamily } from '../../src/matching/variants.js';

const of = (...keys: string[]) => keys.map((key) => ({ brandId: 7, key }));

describe('formsVariantFamily', () => {
  it('takes codes that differ only by letters after the typed digits', () => {
    expect(formsVariantFamily('QX35A', of('QX35AW', 'QX35AS', 'QX35AB'))).toBe(true);
    expect(formsVariantFamily('QX35', of('QX35AW', 'QX35AS'))).toBe(true);
    expect(formsVariantFamily('KLN25', of('KLN25VG', 'KLN25VGB', 'KLN25VGW'))).toBe(true);
    // A slip after the digits, both variants one letter from it.
    expect(formsVariantFamily('ZQG12KMCA', of('ZQG12KMCC', 'ZQG12KMCE'))).toBe(true);
  });

  it('never takes a code cut before or inside its capacity digits', () => {
    expect(formsVariantFamily('QX3', of('QX35AW', 'QX35AS'))).toBe(false);
    expect(formsVariantFamily('AB1X', of('AB1X25C', 'AB1X25D'))).toBe(false);
    expect(formsVariantFamily('QXA', of('QXA25C', 'QXA25D'))).toBe(false);
  });

  it('never takes codes whose digits differ, or that go on with digits after the stem', () => {
    expect(formsVariantFamily('QX35', of('QX35R', 'QX35R2'))).toBe(false);
    expect(formsVariantFamily('QX48', of('QX483', 'QX485'))).toBe(false);
  });

  it('never takes a slip in the series letters before the digits', () => {
    expect(formsVariantFamily('QY35A', of('QX35AW', 'QX35AS'))).toBe(false);
  });

  it('never takes units of two brands, one unit, or the same key twice', () => {
    expect(
      formsVariantFamily('QX35A', [
        { brandId: 1, key: 'QX35AW' },
        { brandId: 2, key: 'QX35AS' },
      ]),
    ).toBe(false);
    expect(formsVariantFamily('QX35A', of('QX35AW'))).toBe(false);
    expect(formsVariantFamily('QX35A', of('QX35AW', 'QX35AW'))).toBe(false);
  });
});
