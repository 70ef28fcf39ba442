import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en.js';
import { catalogues, type Language, languages, t, toLanguage } from '../../src/i18n/index.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('message catalogues', () => {
  it.each(languages)('%s has every key, non-empty, with the same placeholders as English', (language) => {
    const messages = catalogues[language];
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      const text = messages[key];
      expect(text, `${language}: ${key}`).toBeTypeOf('string');
      expect(text?.trim(), `${language}: ${key}`).not.toBe('');
      expect(placeholders(text ?? ''), `${language}: ${key}`).toEqual(placeholders(en[key]));
    }
    expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(languages)('%s never holds &, < or > (safe in mrkdwn and plain text)', (language) => {
    for (const [key, text] of Object.entries(catalogues[language])) {
      expect(text, `${language}: ${key}`).not.toMatch(/[&<>]/);
    }
  });

  it('really translates: Spanish and French differ from English where words are involved', () => {
    const same = (language: Language) =>
      (Object.keys(en) as (keyof typeof en)[]).filter((key) => catalogues[language][key] === en[key]);
    expect(same('es')).toEqual(['app.name']);
    expect(same('fr')).toEqual(['app.name']);
  });
});

describe('t', () => {
  it('fills placeholders and leaves unknown ones as written', () => {
    expect(t('en', 'status.more', { count: 3 })).toBe('…and 3 more');
    expect(t('fr', 'status.more', { count: 3 })).toBe('…et 3 de plus');
    expect(t('en', 'context.searched')).toBe('Searched: {text}');
  });

  it('falls back to English for a language it does not know', () => {
    expect(t('de' as Language, 'answer.share')).toBe('Share in channel');
  });
});

describe('toLanguage', () => {
  it('maps locales to a supported language, English otherwise', () => {
    expect(toLanguage('es-ES')).toBe('es');
    expect(toLanguage('fr_CA')).toBe('fr');
    expect(toLanguage('FR')).toBe('fr');
    expect(toLanguage('en-GB')).toBe('en');
    expect(toLanguage('de-DE')).toBe('en');
    expect(toLanguage('app-locale')).toBe('en');
    expect(toLanguage(undefined)).toBe('en');
  });
});
