/**
 * Every string the app writes to Slack comes from here: `t(language, key, params)`.
 * Params are inserted as given; callers escape user text before passing it.
 */
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import type { MessageKey, Messages } from './types.js';

export type { MessageKey, Messages } from './types.js';

export const languages = ['en', 'es', 'fr'] as const;
export type Language = (typeof languages)[number];
const defaultLanguage: Language = 'en';

export const catalogues: Readonly<Record<Language, Messages>> = { en, es, fr };

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
};

export type MessageParams = Readonly<Record<string, string | number>>;

/** `{name}` placeholders are replaced by `params.name`; an unknown placeholder stays as written. */
export function t(language: Language, key: MessageKey, params: MessageParams = {}): string {
  const template = catalogues[language]?.[key] ?? en[key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
