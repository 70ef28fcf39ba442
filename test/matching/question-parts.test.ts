/**
 * Reading one question as several units (src/matching/question-parts.ts): the separators, what
 * counts as a part that may name a unit, and what stays one question (a system written with
 * its outdoor unit, a number with a decimal comma).
 */
import { describe, expect, it } from 'vitest';
import { namesUnitAlone, questionParts } from '../../src/matching/question-parts.js';

const parts = (text: string) => questionParts(text).parts;

describe('questionParts', () => {
  it('cuts at commas, semicolons, & and line breaks', () => {
    expect(parts('acme qx25r, nordwind kl-n25vg')).toEqual(['acme qx25r', 'nordwind kl-n25vg']);
    expect(parts('acme qx25r; acme qx35r & nordwind kl25')).toEqual([
      'acme qx25r',
      'acme qx35r',
      'nordwind kl25',
    ]);
    expect(parts('acme qx25r\nnordwind kl-n25vg\r\nacme qx 35 r')).toEqual([
      'acme qx25r',
      'nordwind kl-n25vg',
      'acme qx 35 r',
    ]);
  });

  it('cuts at and, y, et, e, und as words of their own, in any case', () => {
    for (const word of ['and', 'y', 'et', 'e', 'und', 'AND', 'Y']) {
      expect(parts(`acme qx25r ${word} nordwind kl25`)).toEqual(['acme qx25r', 'nordwind kl25']);
    }
    expect(parts('acme qx25r and qx35r y qx50r')).toEqual(['acme qx25r', 'qx35r', 'qx50r']);
    // Inside a word they are letters.
    expect(parts('acme qx25rand nordwind')).toEqual(['acme qx25rand nordwind']);
  });

  it('never cuts a system written with its outdoor unit', () => {
    expect(parts('acme QX25R + OQ25R')).toEqual(['acme QX25R + OQ25R']);
    expect(parts('acme QX25R/OQ25R')).toEqual(['acme QX25R/OQ25R']);
    expect(parts('acme QX25R con unidad exterior OQ25R')).toEqual(['acme QX25R con unidad exterior OQ25R']);
  });

  it('keeps a decimal comma inside its number', () => {
    expect(parts('acme qx-2,5fsn')).toEqual(['acme qx-2,5fsn']);
  });

  it('gives the words before the first unit to it, and the other words apart', () => {
    expect(questionParts('Hi, wifi for: acme qx25r, nordwind kl25, thanks Ana')).toEqual({
      parts: ['Hi wifi for: acme qx25r', 'nordwind kl25'],
      around: ['thanks Ana'],
    });
    expect(questionParts('hello there')).toEqual({ parts: [], around: ['hello there'] });
  });
});

describe('namesUnitAlone', () => {
  it('takes a word of letters and digits, or a short piece with a number beside words', () => {
    expect(namesUnitAlone('the customer has an acme qx25r in the office')).toBe(true);
    expect(namesUnitAlone('nordwind kl 25')).toBe(true);
    expect(namesUnitAlone('acme qx 25 r')).toBe(true);
  });

  it('leaves out words alone, numbers alone, short codes and long chatter with a number', () => {
    expect(namesUnitAlone('thanks Ana')).toBe(false);
    expect(namesUnitAlone('2024')).toBe(false);
    expect(namesUnitAlone('with R32')).toBe(false);
    expect(namesUnitAlone('we would like to order 2 controllers for next week please')).toBe(false);
  });
});
