/**
 * Where a user's lookups happen and in which language: who asks is loaded once per request (saved
 * settings, Slack locale), then any scope of it is a pure function (overrides applied), so per-user
 * settings plug in here alone. Neither is waited for past the deadline: a slow store or Slack
 * counts as none. The order of precedence: docs/languages-and-markets.md.
 */
import type { AppConfig } from '../../config/env.js';
import { type Language, languageOf, toLanguage } from '../../i18n/index.js';
import type { Logger } from '../../log/logger.js';
import type { LocaleRefusals } from '../../lookup/locale-refusals.js';
import type { Deadline } from '../../shared/deadline.js';
import type { UserSettings } from '../../state/schema.js';

export interface UserScope {
  userId: string;
  /** The workspace they ask from (Bolt's `context.teamId`): a job answers them with its client. */
  teamId?: string;
  /** The market code (`ES`), sent in the catalogue's market header. */
  market: string;
  /** The language code of catalogue content (`es`), sent in the catalogue's locale header. */
  locale: string;
  /** Where `locale` came from; `default` is CATALOGUE_LOCALE. */
  localeFrom?: 'override' | 'settings' | 'slack' | 'default';
  /** Language of the app's own strings. */
  language: Language;
  /**
   * The user chose the language (in the settings, or `lang:`): a question written in another
   * language is still answered in this one (src/lookup/ask.ts).
   */
  languageChosen?: boolean;
  /** Controller type code used when a query names none. */
  defaultType?: string;
}

/** A one-off change of scope typed in a question (`market:FR lang:fr`). */
export interface ScopeOverrides {
  /** One of the configured markets. */
  market?: string;
  locale?: string;
}

/** Who asks, loaded once per request: their scope, with or without one-off overrides. */
export interface ScopedUser {
  readonly userId: string;
  scope(overrides?: ScopeOverrides): UserScope;
}

/** Loads a user; given a deadline, answers by it. Rejects only when the settings store does. */
export type LoadUser = (userId: string, deadline?: Deadline) => Promise<ScopedUser>;

/**
 * Who asks as far as this app knows them without asking Slack: the user, when their settings and
 * a Slack locale known ahead are all it takes, else what is left to do (`withSlack`: the Slack
 * locale asked, the settings already read; never rejects). Rejects only when the settings store does.
 */
export type UserAtHand = (
  userId: string,
  deadline?: Deadline,
) => Promise<{ user: ScopedUser } | { withSlack(deadline?: Deadline): Promise<ScopedUser> }>;

type ScopeConfig = Pick<AppConfig, 'market' | 'locale' | 'markets'>;

/**
 * Everyone gets the configured market and locale, and the language that locale names (else
 * English); a one-off override still applies (a workflow step's market, a `market:` typed when
 * the settings could not be read).
 */
export function configuredUser(config: Pick<AppConfig, 'market' | 'locale'>, userId: string): ScopedUser {
  return {
    userId,
    scope: (overrides = {}) => ({
      userId,
      market: overrides.market ?? config.market,
      locale: overrides.locale ?? config.locale,
      localeFrom: overrides.locale ? 'override' : 'default',
      language: languageOf(overrides.locale) ?? toLanguage(config.locale),
      ...(overrides.locale ? { languageChosen: true } : {}),
    }),
  };
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
  /**
   * The user's Slack locale when known without asking Slack (`{ locale: undefined }`: Slack gave
   * none); undefined when Slack would have to be asked. Unset: never known ahead.
   */
  knownSlackLocale?(userId: string): Promise<{ locale: string | undefined } | undefined>;
  refusals: LocaleRefusals;
  /** Told when the settings were too slow for a request. */
  logger?: Pick<Logger, 'warn'>;
}

/** `es-ES` → `es`: catalogue content is asked for by language. */
export const languagePart = (slackLocale: string): string =>
  (slackLocale.split(/[-_]/)[0] ?? '').toLowerCase();

export function createUserLoader(sources: UserScopeSources): LoadUser & { atHand: UserAtHand } {
  const { config } = sources;
  const allowedMarket = (market: string | undefined) =>
    market !== undefined && config.markets.includes(market) ? market : undefined;

  const settingsOf = async (userId: string, deadline: Deadline | undefined): Promise<UserSettings> => {
    if (!deadline) return sources.settings(userId);
    const read = await deadline.settle(sources.settings(userId));
    if (read.kind === 'failed') throw read.error;
    if (read.kind === 'timeout')
      sources.logger?.warn({ userId }, 'Reading the user settings was too slow; using the defaults');
    return read.kind === 'done' ? read.value : {};
  };

  const scopeOf = (
    userId: string,
    settings: UserSettings,
    slackLocale: string | undefined,
    overrides: ScopeOverrides,
  ): UserScope => {
    const market = allowedMarket(overrides.market) ?? allowedMarket(settings.market) ?? config.market;
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
      ...(overrides.locale || settings.locale ? { languageChosen: true } : {}),
      ...(settings.defaultType ? { defaultType: settings.defaultType } : {}),
    };
  };

  const scoped = (userId: string, settings: UserSettings, slackLocale: string | undefined): ScopedUser => ({
    userId,
    scope: (overrides = {}) => scopeOf(userId, settings, slackLocale, overrides),
  });

  const load: LoadUser = async (userId, deadline = undefined) => {
    const settings = await settingsOf(userId, deadline);
    const slackLocale =
      settings.locale === undefined ? await sources.slackLocale(userId, deadline) : undefined;
    return scoped(userId, settings, slackLocale);
  };
  const atHand: UserAtHand = async (userId, deadline = undefined) => {
    const settings = await settingsOf(userId, deadline);
    if (settings.locale !== undefined) return { user: scoped(userId, settings, undefined) };
    const known = await sources.knownSlackLocale?.(userId);
    if (known) return { user: scoped(userId, settings, known.locale) };
    return {
      withSlack: async (later) => scoped(userId, settings, await sources.slackLocale(userId, later)),
    };
  };
  return Object.assign(load, { atHand });
}
