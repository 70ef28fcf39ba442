import { describe, expect, it } from 'vitest';
import { modelTextGuess, rawText, typeMentionNear } from '../../src/lookup/echo.js';
import type { BrandHit } from '../../src/matching/brands.js';
import { brandEntry } from '../../src/matching/brands.js';
import { cleanQuery, tokenise } from '../../src/matching/query.js';

const guess = (text: string, excluded: number[] = []) => {
  const clean = cleanQuery(text);
  return modelTextGuess(clean, tokenise(clean), new Set(excluded));
};

const hitAt = (start: number, end: number, guessed = false): BrandHit => ({
  brand: brandEntry({ id: 1, name: 'Acme' }),
  score: 100,
  how: 'name',
  start,
  end,
  guessed,
});

describe('rawText', () => {
  it('gives the text as typed from the first token of a window to its last', () => {
    const text = 'acme  QX-20/b  please';
    expect(rawText(text, tokenise(text), { start: 1, end: 4 })).toBe('QX-20/b');
  });
});

describe('modelTextGuess', () => {
  it('takes the first token with a letter and a digit, with the pieces joined to it', () => {
    expect(guess('acme qx-20bt', [0])).toBe('qx-20bt');
    expect(guess('Acme, the unit is an QX-20B/V1 2 in the hall', [0])).toBe('QX-20B/V1 2');
  });

  it('joins the series word before the digits in a question, never a plain word of an email', () => {
    expect(guess('acme qx 250b', [0])).toBe('qx 250b');
    expect(guess('Acme: the customer has QX30B, what do we need now', [0])).toBe('QX30B');
  });

  it('falls back to a number alone, and to nothing without a digit', () => {
    expect(guess('acme 25', [0])).toBe('25');
    expect(guess('acme unit', [0])).toBe('');
  });

  it('skips excluded tokens', () => {
    expect(guess('qx20 acme zz30', [0, 1])).toBe('zz30');
  });
});

describe('typeMentionNear', () => {
  it('lets a type word count anywhere in a question', () => {
    const near = typeMentionNear(tokenise('acme qx 20 b knx'), [hitAt(0, 1)]);
    expect(near(4, 5)).toBe(true);
  });

  it('in longer text, counts a type word at the start or next to a code or a named brand only', () => {
    const tokens = tokenise('knx hi team the building already runs knx and the unit is an Acme QX20B');
    const near = typeMentionNear(tokens, [hitAt(13, 14)]);
    expect(near(0, 1)).toBe(true);
    expect(near(7, 8)).toBe(false);
    expect(near(12, 13)).toBe(true);
  });

  it('takes no anchor from a guessed brand', () => {
    const tokens = tokenise('hello team the building runs knx acmee please and thanks a lot');
    expect(typeMentionNear(tokens, [hitAt(6, 7, true)])(5, 6)).toBe(false);
    expect(typeMentionNear(tokens, [hitAt(6, 7)])(5, 6)).toBe(true);
  });
});
