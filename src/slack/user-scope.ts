/**
 * Where a user's lookups happen and in which language they are answered. Every listener
 * asks `resolveUserScope` once per request, so per-user settings plug in here alone.
 *
 * Market: a one-off `market:` override, else the user's chosen market while it is still one
 * of CATALOGUE_MARKETS, else CATALOGUE_MARKET. Catalogue locale: a one-off `lang:` override,
 * else the user's chosen language, else the language part of their Slack locale, else
 * CATALOGUE_LOCALE; a locale the catalogue refused for that market (see `LocaleRefusals`)
 * gives way to CATALOGUE_LOCALE. The app's own strings follow the first of those languages
 * the app has messages for (English, Spanish, French), whether or not the catalogue knows it.
 *
 * Given a deadline, neither the settings nor the Slack locale is waited for past it: a slow
 * settings store or Slack counts as no settings or no Slack locale for that request.
 */

import { LRUCache } from 'lru-cache';
import type { AppConfig } from '../config/env.js';
import { type Language, languageOf, toLanguage } from '../i18n/index.js';
import type { Logger } from '../log/logger.js';
import type { UserSettings } from '../state/schema.js';
import type { Deadline } from './deadline.js';

export interface UserScope {
  userId: string;
  /** The catalogue's `app-market`. */
  market: string;
  /** The catalogue's `app-locale`. */
  locale: string;
  /** Where `locale` came from; `default` is CATALOGUE_LOCALE. */
  localeFrom?: 'override' | 'settings' | 'slack' | 'default';
  /** Language of the app's own strings. */
  language: Language;
  /** Controller type code used when a query names none. */
  defaultType?: string;
}

/** A one-off change of scope typed in a question (`market:FR lang:fr`). */
export interface ScopeOverrides {
  /** One of the configured markets. */
  market?: string;
  locale?: string;
}

export type ResolveUserScope = (
  userId: string,
  overrides?: ScopeOverrides,
  deadline?: Deadline,
) => Promise<UserScope>;

type ScopeConfig = Pick<AppConfig, 'market' | 'locale' | 'markets'>;

/** Everyone gets the configured market and locale, and the language that locale names (else English). */
export function configuredUserScope(config: Pick<AppConfig, 'market' | 'locale'>): ResolveUserScope {
  const language = toLanguage(config.locale);
  return async (userId) => ({
    userId,
    market: config.market,
    locale: config.locale,
    localeFrom: 'default',
    language,
  });
}

/**
 * (market, locale) pairs the catalogue answered with a bad request: that market does not
 * know that locale. Remembered for a while (the catalogue may learn it) and bounded.
 */
export class LocaleRefusals {
  private readonly refused: LRUCache<string, true>;

  constructor(options: { ttlMs: number; maxSize: number; now?: () => number }) {
    const clock = options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {};
    this.refused = new LRUCache({ max: options.maxSize, ttl: options.ttlMs, ...clock });
  }

  refuse(market: string, locale: string): void {
    this.refused.set(JSON.stringify([market, locale]), true);
  }

  isRefused(market: string, locale: string): boolean {
    return this.refused.has(JSON.stringify([market, locale]));
  }
}

export interface UserScopeSources {
  config: ScopeConfig;
  /** The user's saved settings ({} when none). */
  settings(userId: string): Promise<UserSettings>;
  /**
   * The user's Slack locale (`es-ES`), undefined when unknown; never rejects, answers fast,
   * and before the deadline when one is given.
   */
  slackLocale(userId: string, deadline?: Deadline): Promise<string | undefined>;
  refusals: LocaleRefusals;
  /** Told when the settings were too slow for a request. */
  logger?: Pick<Logger, 'warn'>;
}

/** `es-ES` → `es`: the catalogue's `app-locale` is a language. */
export const languagePart = (slackLocale: string): string =>
  (slackLocale.split(/[-_]/)[0] ?? '').toLowerCase();

export function createUserScopeResolver(sources: UserScopeSources): ResolveUserScope {
  const { config } = sources;
  const allowedMarket = (market: string | undefined) =>
    market !== undefined && config.markets.includes(market) ? market : undefined;

  const settingsOf = async (userId: string, deadline: Deadline | undefined): Promise<UserSettings> => {
    if (!deadline) return sources.settings(userId);
    const read = await deadline.settle(sources.settings(userId));
    if (!read) sources.logger?.warn({ userId }, 'Reading the user settings was too slow; using the defaults');
    return read?.value ?? {};
  };

  return async (userId, overrides = {}, deadline = undefined) => {
    const settings = await settingsOf(userId, deadline);
    const market = allowedMarket(overrides.market) ?? allowedMarket(settings.market) ?? config.market;
    const slackLocale =
      settings.locale === undefined ? await sources.slackLocale(userId, deadline) : undefined;
    const slackLanguage = slackLocale === undefined ? '' : languagePart(slackLocale);
    const wanted: { locale: string; from: UserScope['localeFrom'] } | undefined = overrides.locale
      ? { locale: overrides.locale, from: 'override' }
      : settings.locale
        ? { locale: settings.locale, from: 'settings' }
        : slackLanguage
          ? { locale: slackLanguage, from: 'slack' }
          : undefined;
    const usable = wanted !== undefined && !sources.refusals.isRefused(market, wanted.locale);
    const language =
      languageOf(overrides.locale) ??
      languageOf(settings.locale) ??
      languageOf(slackLocale) ??
      toLanguage(config.locale);
    return {
      userId,
      market,
      locale: usable ? wanted.locale : config.locale,
      localeFrom: usable ? wanted.from : 'default',
      language,
      ...(settings.defaultType ? { defaultType: settings.defaultType } : {}),
    };
  };
}
