import { describe, expect, it } from 'vitest';
import { localeOfTyped, parseQueryOverrides } from '../../src/matching/query-overrides.js';

const markets = ['GB', 'FR', 'ES'];

describe('parseQueryOverrides', () => {
  it('takes market and lang out of the text, wherever they are', () => {
    expect(parseQueryOverrides('daikin ftxm25r market:FR lang:fr', markets)).toEqual({
      text: 'daikin ftxm25r',
      market: 'FR',
      locale: 'fr',
    });
    expect(parseQueryOverrides('market:ES daikin  lang:es ftxm25r', markets)).toEqual({
      text: 'daikin ftxm25r',
      market: 'ES',
      locale: 'es',
    });
  });

  it('reads keys in any case, matches markets whatever the case, and accepts locale: too', () => {
    expect(parseQueryOverrides('MARKET:fr Locale:FR daikin', markets)).toEqual({
      text: 'daikin',
      market: 'FR',
      locale: 'fr',
    });
    expect(parseQueryOverrides('Market:gb daikin', markets).market).toBe('GB');
  });

  it('names a market that is not allowed, and keeps no market for it', () => {
    const parsed = parseQueryOverrides('daikin ftxm25r market:DE', markets);
    expect(parsed).toEqual({ text: 'daikin ftxm25r', unknownMarket: 'DE' });
  });

  it('keeps the last value of a key given twice', () => {
    expect(parseQueryOverrides('market:DE market:FR x', markets)).toEqual({ text: 'x', market: 'FR' });
    expect(parseQueryOverrides('market:FR market:DE x', markets)).toEqual({ text: 'x', unknownMarket: 'DE' });
    expect(parseQueryOverrides('lang:es lang:fr x', markets).locale).toBe('fr');
  });

  it('leaves text alone when nothing is an override', () => {
    for (const text of [
      'daikin ftxm25r',
      'supermarket:FR daikin',
      'market: FR daikin',
      'market:',
      'lang:fr,x',
    ]) {
      const parsed = parseQueryOverrides(text, markets);
      expect(parsed.market, text).toBeUndefined();
      expect(parsed.locale, text).toBeUndefined();
      expect(parsed.unknownMarket, text).toBeUndefined();
    }
    expect(parseQueryOverrides('  daikin   ftxm25r ', markets).text).toBe('daikin ftxm25r');
  });

  it('leaves nothing but white space when the text is only overrides', () => {
    expect(parseQueryOverrides('market:FR lang:fr', markets)).toEqual({
      text: '',
      market: 'FR',
      locale: 'fr',
    });
  });
});

describe('localeOfTyped', () => {
  it('drops a region and lower-cases, keeps other locales whole', () => {
    expect(localeOfTyped('es-ES')).toBe('es');
    expect(localeOfTyped('fr_CA')).toBe('fr');
    expect(localeOfTyped('es-419')).toBe('es');
    expect(localeOfTyped('FR')).toBe('fr');
    expect(localeOfTyped('en')).toBe('en');
  });
});
