import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en.js';
import { catalogues, type Language, languages, type Message, t, toLanguage } from '../../src/i18n/index.js';

/** Every form of a message: one for a plain message, one per plural category for a counted one. */
const forms = (message: Message | undefined): string[] =>
  message === undefined ? [] : typeof message === 'string' ? [message] : Object.values(message);
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();
/** The form every placeholder must be in: the message, or its `other` form when it counts. */
const fullForm = (message: Message | undefined): string[] =>
  message === undefined ? [] : placeholders(typeof message === 'string' ? message : message.other);
/** The categories a language's plural rules use (`one`, `other`; French adds `many`). */
const categories = (language: Language) => new Intl.PluralRules(language).resolvedOptions().pluralCategories;

describe('message catalogues', () => {
  it.each(languages)('%s has every key, non-empty, with the same placeholders as English', (language) => {
    const messages = catalogues[language];
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      const message = messages[key];
      expect(typeof message, `${language}: ${key}`).toBe(typeof en[key]);
      const english = fullForm(en[key]);
      expect(forms(message).length, `${language}: ${key}`).toBeGreaterThan(0);
      for (const text of forms(message)) {
        expect(text.trim(), `${language}: ${key}`).not.toBe('');
        // A singular form may say "one" in words instead of {count}; no form adds a placeholder.
        expect(english).toEqual(expect.arrayContaining(placeholders(text)));
      }
      expect(fullForm(message), `${language}: ${key}`).toEqual(english);
      if (typeof message === 'object') {
        expect(english, `${language}: ${key}`).toContain('count');
        for (const category of Object.keys(message)) expect(categories(language)).toContain(category);
      }
    }
    expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(languages)('%s never holds &, < or > (safe in mrkdwn and plain text)', (language) => {
    for (const [key, message] of Object.entries(catalogues[language])) {
      for (const text of forms(message)) expect(text, `${language}: ${key}`).not.toMatch(/[&<>]/);
    }
  });

  it('really translates: Spanish and French differ from English where words are involved', () => {
    const same = (language: Language) =>
      (Object.keys(en) as (keyof typeof en)[]).filter(
        (key) => JSON.stringify(catalogues[language][key]) === JSON.stringify(en[key]),
      );
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

  it("makes counted words agree with their number by each language's plural rules", () => {
    expect(t('en', 'recent.choices', { count: 1 })).toBe('1 possible unit');
    expect(t('en', 'recent.choices', { count: 0 })).toBe('0 possible units');
    expect(t('en', 'recent.choices', { count: 2 })).toBe('2 possible units');
    expect(t('es', 'recent.choices', { count: 1 })).toBe('1 unidad posible');
    expect(t('es', 'recent.choices', { count: 3 })).toBe('3 unidades posibles');
    // French counts 0 and 1 as singular.
    expect(t('fr', 'recent.choices', { count: 0 })).toBe('0 unité possible');
    expect(t('fr', 'recent.choices', { count: 1 })).toBe('1 unité possible');
    expect(t('fr', 'recent.choices', { count: 2 })).toBe('2 unités possibles');
    expect(t('en', 'list.counts.choose', { count: 1 })).toBe('1 needs a choice');
    expect(t('en', 'list.title', { count: 1 })).toBe('List of 1 unit');
    expect(t('es', 'list.title', { count: 1 })).toBe('Lista de 1 unidad');
    expect(t('fr', 'list.counts.answered', { count: 1 })).toBe('1 trouvée');
    expect(t('fr', 'list.counts.answered', { count: 3 })).toBe('3 trouvées');
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
    expect(toLanguage('xx')).toBe('en');
    expect(toLanguage(undefined)).toBe('en');
  });
});
