import { describe, expect, it } from 'vitest';
import { createLogger } from '../../../src/log/logger.js';
import { LocaleRefusals } from '../../../src/lookup/locale-refusals.js';
import { Deadline } from '../../../src/shared/deadline.js';
import {
  configuredUser,
  createUserLoader,
  languagePart,
  type ScopeOverrides,
  type UserScopeSources,
} from '../../../src/slack/user/user-scope.js';
import { openMemoryState } from '../../../src/state/memory.js';
import { captureLogger } from '../../support/catalogue-harness.js';
import { holds } from '../../support/holds.js';

/** The user loaded (within `deadline` when given), then scoped with `overrides`. */
const createUserScopeResolver =
  (sources: UserScopeSources) => async (userId: string, overrides?: ScopeOverrides, deadline?: Deadline) =>
    (await createUserLoader(sources)(userId, deadline)).scope(overrides);

const config = { market: 'GB', locale: 'en', markets: ['GB', 'FR', 'ES'] };

/**
 * A loader over a memory settings store: Slack gives `slackLocales` when asked (`asked`), and
 * knows those of `known` ahead (`atHand`).
 */
function resolverWith(
  slackLocales: Record<string, string> = {},
  known: Record<string, string | undefined> = {},
) {
  const store = openMemoryState({ logger: createLogger({ level: 'silent' }), lookupLogDays: 90 }).settings;
  const refusals = new LocaleRefusals({ ttlMs: 60_000, maxSize: 10 });
  const asked: string[] = [];
  const sources: UserScopeSources = {
    config,
    settings: (userId) => store.get(userId),
    slackLocale: async (userId) => {
      asked.push(userId);
      return slackLocales[userId];
    },
    knownSlackLocale: async (userId) => (userId in known ? { locale: known[userId] } : undefined),
    refusals,
  };
  return {
    store,
    refusals,
    resolve: createUserScopeResolver(sources),
    atHand: createUserLoader(sources).atHand,
    asked,
  };
}

describe('createUserLoader', () => {
  it('gives a user with no settings and no Slack locale the configured scope', async () => {
    const { resolve } = resolverWith();
    expect(await resolve('U1')).toEqual({
      userId: 'U1',
      market: 'GB',
      locale: 'en',
      localeFrom: 'default',
      language: 'en',
    });
  });

  it('follows the Slack locale: its language part for the catalogue, and the app strings when supported', async () => {
    const { resolve } = resolverWith({ U1: 'es-ES', U2: 'de-DE', U3: 'fr-CA', U4: 'nl-NL', U5: 'pt-BR' });
    expect(await resolve('U1')).toMatchObject({ locale: 'es', localeFrom: 'slack', language: 'es' });
    expect(await resolve('U2')).toMatchObject({ locale: 'de', localeFrom: 'slack', language: 'de' });
    expect(await resolve('U3')).toMatchObject({ locale: 'fr', language: 'fr' });
    expect(await resolve('U4')).toMatchObject({ locale: 'nl', localeFrom: 'slack', language: 'en' });
    expect(await resolve('U5')).toMatchObject({ locale: 'pt', language: 'pt' });
  });

  it('prefers the chosen settings, and does not ask Slack when a language is chosen', async () => {
    const { resolve, store, asked } = resolverWith({ U1: 'es-ES' });
    await store.save('U1', { market: 'FR', locale: 'fr', defaultType: 'CTLR_WIFI' });
    expect(await resolve('U1')).toEqual({
      userId: 'U1',
      market: 'FR',
      locale: 'fr',
      localeFrom: 'settings',
      language: 'fr',
      languageChosen: true,
      defaultType: 'CTLR_WIFI',
    });
    expect(asked).toEqual([]);
  });

  it('falls back to the default market when the chosen one is no longer configured', async () => {
    const { resolve, store } = resolverWith();
    await store.save('U1', { market: 'PT' });
    expect((await resolve('U1')).market).toBe('GB');
  });

  it('applies one-off overrides over the settings, ignoring a market not configured', async () => {
    const { resolve, store } = resolverWith({ U1: 'en-GB' });
    await store.save('U1', { market: 'FR', locale: 'fr' });
    expect(await resolve('U1', { market: 'ES', locale: 'es' })).toMatchObject({
      market: 'ES',
      locale: 'es',
      localeFrom: 'override',
      language: 'es',
    });
    expect((await resolve('U1', { market: 'PT' })).market).toBe('FR');
  });

  it('keeps the app strings in the usual language when an override names one it has no messages for', async () => {
    const { resolve } = resolverWith({ U1: 'es-ES' });
    expect(await resolve('U1', { locale: 'nl' })).toMatchObject({ locale: 'nl', language: 'es' });
  });

  it('uses the configured locale where the catalogue refused the wanted one, per market', async () => {
    const { resolve, refusals } = resolverWith({ U1: 'es-ES' });
    refusals.refuse('GB', 'es');
    expect(await resolve('U1')).toMatchObject({
      market: 'GB',
      locale: 'en',
      localeFrom: 'default',
      language: 'es',
    });
    expect(await resolve('U1', { market: 'ES' })).toMatchObject({ market: 'ES', locale: 'es' });
  });
});

describe('createUserLoader with a deadline', () => {
  /** The settings store, held by user id until the test lets it answer. */
  const held = holds();

  it('answers by the deadline when the settings are slow: no settings for this request, and says so', async () => {
    const store = openMemoryState({ logger: createLogger({ level: 'silent' }), lookupLogDays: 90 }).settings;
    await store.save('U1', { market: 'FR', locale: 'fr' });
    const { logger, lines } = captureLogger();
    const passed: (Deadline | undefined)[] = [];
    const resolve = createUserScopeResolver({
      config,
      settings: async (userId) => {
        await held.hold(userId);
        return store.get(userId);
      },
      slackLocale: async (_userId, deadline) => {
        passed.push(deadline);
        return 'es-ES';
      },
      refusals: new LocaleRefusals({ ttlMs: 60_000, maxSize: 10 }),
      logger,
    });
    // The settings read is held past the answer: only the deadline can end the wait.
    const deadline = new Deadline(50);
    expect(await resolve('U1', { market: 'ES' }, deadline)).toMatchObject({
      market: 'ES',
      locale: 'es',
      localeFrom: 'slack',
    });
    held.release('U1');
    expect(passed).toEqual([deadline]);
    expect(lines.join('')).toContain('Reading the user settings was too slow');
    expect(await resolve('U1')).toMatchObject({ market: 'FR', locale: 'fr' });
  });
});

describe('LocaleRefusals', () => {
  it('forgets a refusal after its TTL and stays bounded', () => {
    let now = 10_000;
    const refusals = new LocaleRefusals({ ttlMs: 1000, maxSize: 2, now: () => now });
    refusals.refuse('FR', 'de');
    expect(refusals.isRefused('FR', 'de')).toBe(true);
    expect(refusals.isRefused('ES', 'de')).toBe(false);
    now = 11_001;
    expect(refusals.isRefused('FR', 'de')).toBe(false);
    refusals.refuse('FR', 'a');
    refusals.refuse('FR', 'b');
    refusals.refuse('FR', 'c');
    expect(refusals.isRefused('FR', 'a')).toBe(false);
    expect(refusals.isRefused('FR', 'c')).toBe(true);
  });
});

describe('languagePart and configuredUser', () => {
  it('maps a Slack locale to its language', () => {
    expect(languagePart('es-ES')).toBe('es');
    expect(languagePart('pt_BR')).toBe('pt');
    expect(languagePart('EN')).toBe('en');
  });

  it('gives everyone the configured scope', async () => {
    expect(configuredUser({ market: 'FR', locale: 'fr-FR' }, 'U9').scope()).toEqual({
      userId: 'U9',
      market: 'FR',
      locale: 'fr-FR',
      localeFrom: 'default',
      language: 'fr',
    });
  });

  it('applies one-off overrides to the configured scope', () => {
    expect(
      configuredUser({ market: 'FR', locale: 'fr-FR' }, '').scope({ market: 'ES', locale: 'es' }),
    ).toEqual({
      userId: '',
      market: 'ES',
      locale: 'es',
      localeFrom: 'override',
      language: 'es',
      languageChosen: true,
    });
  });
});

describe('createUserLoader.atHand', () => {
  it('gives the user at once when their Slack locale is known ahead or a language is chosen', async () => {
    const { store, asked, atHand } = resolverWith({}, { U1: 'es-ES', U2: undefined });
    await store.save('U3', { locale: 'fr' });
    const scopes = await Promise.all(
      ['U1', 'U2', 'U3'].map(async (userId) => {
        const found = await atHand(userId);
        return 'user' in found ? found.user.scope() : undefined;
      }),
    );
    expect(scopes).toMatchObject([
      { locale: 'es', localeFrom: 'slack' },
      { locale: 'en', localeFrom: 'default' },
      { locale: 'fr', localeFrom: 'settings' },
    ]);
    expect(asked).toEqual([]);
  });

  it('asks Slack only in what is left to do when the locale is not known ahead', async () => {
    const { store, asked, atHand } = resolverWith({ U4: 'de-DE' });
    await store.save('U4', { market: 'FR' });
    const found = await atHand('U4');
    expect(asked).toEqual([]);
    if (!('withSlack' in found)) throw new Error('expected the user not at hand');
    expect((await found.withSlack()).scope()).toMatchObject({
      market: 'FR',
      locale: 'de',
      localeFrom: 'slack',
    });
    expect(asked).toEqual(['U4']);
  });
});
