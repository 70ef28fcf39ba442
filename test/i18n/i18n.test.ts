import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en.js';
import {
  catalogues,
  type Language,
  labelled,
  languageNameIn,
  languageNames,
  languages,
  type Message,
  t,
  toLanguage,
} from '../../src/i18n/index.js';
import { nonEmpty } from '../support/non-empty.js';

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
    for (const key of nonEmpty(Object.keys(en) as (keyof typeof en)[])) {
      const message = messages[key];
      expect(typeof message, `${language}: ${key}`).toBe(typeof en[key]);
      const english = fullForm(en[key]);
      expect(forms(message).length, `${language}: ${key}`).toBeGreaterThan(0);
      for (const text of nonEmpty(forms(message))) {
        expect(text.trim(), `${language}: ${key}`).not.toBe('');
        // A singular form may say "one" in words instead of {count}; no form adds a placeholder.
        expect(english).toEqual(expect.arrayContaining(placeholders(text)));
      }
      expect(fullForm(message), `${language}: ${key}`).toEqual(english);
      if (typeof message === 'object') {
        expect(english, `${language}: ${key}`).toContain('count');
        for (const category of nonEmpty(Object.keys(message)))
          expect(categories(language)).toContain(category);
      }
    }
    expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(languages)('%s never holds &, < or > (safe in mrkdwn and plain text)', (language) => {
    for (const [key, message] of nonEmpty(Object.entries(catalogues[language]))) {
      for (const text of nonEmpty(forms(message))) expect(text, `${language}: ${key}`).not.toMatch(/[&<>]/);
    }
  });

  it('speaks six languages, each named in itself', () => {
    expect(languages).toEqual(['en', 'es', 'fr', 'it', 'pt', 'de']);
    expect(Object.values(languageNames)).toEqual([
      'English',
      'Español',
      'Français',
      'Italiano',
      'Português',
      'Deutsch',
    ]);
  });

  it.each(languages.filter((language) => language !== 'en'))(
    '%s really translates: it differs from English wherever words are involved',
    (language) => {
      // Words the languages share with English: the app's name, SKU(s), Status, `label: value`.
      const neutral = [
        'app.name',
        'format.labelled',
        'list.csv.sku',
        'list.csv.summary.sku',
        'recent.skus',
        'list.csv.status',
      ];
      const same = (Object.keys(en) as (keyof typeof en)[]).filter(
        (key) => JSON.stringify(catalogues[language][key]) === JSON.stringify(en[key]),
      );
      expect(same.filter((key) => !neutral.includes(key))).toEqual([]);
      expect(same).toContain('app.name');
    },
  );
});

/** Every form of every message of a language, with its key. */
const texts = (language: Language): [string, string][] =>
  Object.entries(catalogues[language]).flatMap(([key, message]) =>
    forms(message).map((text): [string, string] => [key, text]),
  );
/** The text outside `code spans` (commands such as `market:FR` keep their colon). */
const prose = (text: string) => text.replace(/`[^`]*`/g, '');

describe('typography', () => {
  it.each(languages)('%s writes one apostrophe, ’, never the straight one', (language) => {
    for (const [key, text] of nonEmpty(texts(language)))
      expect(text, `${language}: ${key}`).not.toContain("'");
  });

  it('French puts a narrow no-break space before : ; ? and ! (and no other space)', () => {
    let checked = 0;
    for (const [key, text] of nonEmpty(texts('fr'))) {
      for (const match of prose(text).matchAll(/(.)([:;?!])/gu)) {
        expect(match[1], `fr: ${key}: …${match[0]}`).toBe('\u202f');
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(40);
    expect(t('fr', 'answer.protocol', { name: 'KNX' })).toBe('Protocole\u202f: KNX');
    expect(labelled('fr', 'Froid', '2,5 kW')).toBe('Froid\u202f: 2,5 kW');
  });

  it.each(languages.filter((language) => language !== 'fr'))(
    '%s puts no space before : ; ? or !',
    (language) => {
      for (const [key, text] of nonEmpty(texts(language)))
        expect(prose(text), `${language}: ${key}`).not.toMatch(/[\s\u00a0\u202f][:;?!]/u);
      expect(labelled(language, 'A', 'b')).toBe('A: b');
    },
  );

  it.each(languages)('%s never names a market or language by the catalogue’s header names', (language) => {
    for (const [key, text] of nonEmpty(texts(language)))
      expect(text, `${language}: ${key}`).not.toMatch(/app-(market|locale)/);
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
    expect(t('it', 'recent.choices', { count: 1 })).toBe('1 unità possibile');
    expect(t('it', 'recent.choices', { count: 2 })).toBe('2 unità possibili');
    expect(t('pt', 'list.title', { count: 1 })).toBe('Lista de 1 unidade');
    expect(t('pt', 'list.title', { count: 4 })).toBe('Lista de 4 unidades');
    expect(t('de', 'recent.choices', { count: 1 })).toBe('1 mögliches Gerät');
    expect(t('de', 'recent.choices', { count: 5 })).toBe('5 mögliche Geräte');
  });

  it('falls back to English for a language it does not know', () => {
    expect(t('xx' as Language, 'answer.share')).toBe('Share in channel');
  });
});

describe('toLanguage', () => {
  it('maps locales to a supported language, English otherwise', () => {
    expect(toLanguage('es-ES')).toBe('es');
    expect(toLanguage('fr_CA')).toBe('fr');
    expect(toLanguage('FR')).toBe('fr');
    expect(toLanguage('en-GB')).toBe('en');
    expect(toLanguage('de-DE')).toBe('de');
    expect(toLanguage('it_IT')).toBe('it');
    expect(toLanguage('pt-BR')).toBe('pt');
    expect(toLanguage('nl-NL')).toBe('en');
    expect(toLanguage('xx')).toBe('en');
    expect(toLanguage(undefined)).toBe('en');
  });
});

describe('languageNameIn', () => {
  it('names a content language as the reader’s language writes it in a sentence', () => {
    expect(languageNameIn('en', 'es')).toBe('Spanish');
    expect(languageNameIn('fr', 'en')).toBe('anglais');
    expect(languageNameIn('de', 'en')).toBe('Englisch');
    expect(languageNameIn('it', 'en')).toBe('inglese');
    expect(languageNameIn('pt', 'en')).toBe('inglês');
    expect(languageNameIn('es', 'en')).toBe('inglés');
    expect(languageNameIn('en', 'not a code')).toBe('not a code');
  });
});
