/**
 * Where a user's lookups happen and in which language they are answered. Every listener
 * asks `resolveUserScope` once per request, so per-user settings plug in here alone.
 */
import type { AppConfig } from '../config/env.js';
import { type Language, toLanguage } from '../i18n/index.js';

export interface UserScope {
  /** The catalogue's `app-market`. */
  market: string;
  /** The catalogue's `app-locale`. */
  locale: string;
  /** Language of the app's own strings. */
  language: Language;
  /** Controller type code used when a query names none. */
  defaultType?: string;
}

export type ResolveUserScope = (userId: string) => Promise<UserScope>;

/** Everyone gets the configured market and locale, and the language that locale names (else English). */
export function configuredUserScope(config: Pick<AppConfig, 'market' | 'locale'>): ResolveUserScope {
  const scope: UserScope = {
    market: config.market,
    locale: config.locale,
    language: toLanguage(config.locale),
  };
  return async () => scope;
}
