/**
 * Every string the app writes to Slack comes from here: `t(language, key, params)`.
 * Params are inserted as given; callers escape user text before passing it. A message that
 * counts something picks its plural form from `params.count` by the language's own rules.
 */
import { de } from './de.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { it } from './it.js';
import { pt } from './pt.js';
import type { Message, MessageKey, Messages } from './types.js';

export type { Message, MessageKey } from './types.js';

export const languages = ['en', 'es', 'fr', 'it', 'pt', 'de'] as const;
export type Language = (typeof languages)[number];
const defaultLanguage: Language = 'en';

export const catalogues: Readonly<Record<Language, Messages>> = { en, es, fr, it, pt, de };

const isLanguage = (value: string): value is Language => (languages as readonly string[]).includes(value);

/** `es-ES`, `es_MX`, `FR` → the supported language they name; anything else → undefined. */
export function languageOf(localeOrLanguage: string | undefined): Language | undefined {
  const primary = (localeOrLanguage ?? '').split(/[-_]/)[0]?.toLowerCase() ?? '';
  return isLanguage(primary) ? primary : undefined;
}

/** `es-ES`, `es_MX`, `FR` → the supported language they name; anything else → English. */
export const toLanguage = (localeOrLanguage: string | undefined): Language =>
  languageOf(localeOrLanguage) ?? defaultLanguage;

/** Each language by its own name, as a language picker shows it whatever the reader's language. */
export const languageNames: Readonly<Record<Language, string>> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  it: 'Italiano',
  pt: 'Português',
  de: 'Deutsch',
};

/** Intl display names are costly to build: one per language, reused. */
const displayNames = new Map<Language, Intl.DisplayNames>();

/**
 * A language code as the reader's language names it inside a sentence (`en` in French:
 * `anglais`); the code itself when Intl does not know it.
 */
export function languageNameIn(reader: Language, code: string): string {
  let names = displayNames.get(reader);
  if (!names) {
    names = new Intl.DisplayNames(reader, { type: 'language', fallback: 'code' });
    displayNames.set(reader, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

type MessageParams = Readonly<Record<string, string | number>>;

/** Intl rules are costly to build: one per language, reused. */
const pluralRules = new Map<Language, Intl.PluralRules>();

/** The template for `count`: a plain message as it is, a plural one by the language's category. */
function pluralForm(language: Language, message: Message, count: unknown): string {
  if (typeof message === 'string') return message;
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  const n = typeof count === 'number' ? count : Number(count);
  return message[rules.select(Number.isFinite(n) ? n : 0)] ?? message.other;
}

/** `label: value` with the language's punctuation (French: `label : value`). */
export const labelled = (language: Language, label: string, value: string): string =>
  t(language, 'format.labelled', { label, value });

/**
 * `{name}` placeholders are replaced by `params.name`; an unknown placeholder stays as written.
 * A counted message takes the form `params.count` calls for in that language.
 */
export function t(language: Language, key: MessageKey, params: MessageParams = {}): string {
  const known = isLanguage(language) ? language : defaultLanguage;
  const message: Message = catalogues[known][key] ?? en[key];
  return pluralForm(known, message, params.count).replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
