import { describe, expect, it } from 'vitest';
import { ConfigError, loadAppConfig, loadCatalogueConfig } from '../../src/config/env.js';

const problemsOf = (fn: () => unknown): string[] => {
  try {
    fn();
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
};

describe('configuration', () => {
  it('applies the contract defaults', () => {
    const config = loadCatalogueConfig({});
    expect(config.market).toBe('ES');
    expect(config.locale).toBe('en');
    expect(config.markets).toEqual(['ES', 'FR', 'GB']); // the embedded sample's markets
    expect(config.dataDir).toBe('./data');
    expect(config.log.level).toBe('info');
    expect(config.catalogue.source).toEqual({ kind: 'sample' });
    expect(config.catalogue.timeoutMs).toBe(2000);
  });

  it('reads the market list, keeping the default market first', () => {
    const config = loadCatalogueConfig({ CATALOGUE_MARKET: 'FR', CATALOGUE_MARKETS: 'ES, FR,,GB' });
    expect(config.markets).toEqual(['FR', 'ES', 'GB']);
  });

  it('is frozen', () => {
    const config = loadCatalogueConfig({});
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.catalogue.cache)).toBe(true);
  });

  it('names every bad variable at once and never echoes a value', () => {
    const problems = problemsOf(() =>
      loadAppConfig({
        PORT: 'abc',
        SLACK_BOT_TOKEN: 'xoxp-top-secret-value',
        SLACK_APP_TOKEN: 'nope-secret-app-token',
        CATALOGUE_BASE_URL: 'ftp://catalogue.invalid',
        LOG_LEVEL: 'loud',
      }),
    );
    const text = problems.join('\n');
    for (const name of ['PORT', 'SLACK_BOT_TOKEN', 'SLACK_APP_TOKEN', 'CATALOGUE_BASE_URL', 'LOG_LEVEL']) {
      expect(text).toContain(name);
    }
    expect(text).toContain('PORT: must be a port number');
    expect(text).not.toContain('top-secret');
    expect(text).not.toContain('secret-app-token');
  });

  it('requires the bot token, and the signing secret in HTTP mode', () => {
    const problems = problemsOf(() => loadAppConfig({}));
    expect(problems.some((p) => p.startsWith('SLACK_BOT_TOKEN'))).toBe(true);
    expect(problems.some((p) => p.startsWith('SLACK_SIGNING_SECRET'))).toBe(true);
  });

  it('needs no signing secret in Socket Mode', () => {
    const config = loadAppConfig({ SLACK_BOT_TOKEN: 'xoxb-1', SLACK_APP_TOKEN: 'xapp-1' });
    expect(config.slack.connection).toEqual({ mode: 'socket', appToken: 'xapp-1' });
    expect(config.slack.apiUrl).toBe('https://slack.com/api/');
  });

  it('keeps a signing secret given in Socket Mode: it verifies Slackbot’s calls of POST /mcp', () => {
    const config = loadAppConfig({
      SLACK_BOT_TOKEN: 'xoxb-1',
      SLACK_APP_TOKEN: 'xapp-1',
      SLACK_SIGNING_SECRET: 's1',
    });
    expect(config.slack.connection).toEqual({ mode: 'socket', appToken: 'xapp-1', signingSecret: 's1' });
  });

  it('reads tokens and secrets without the line end a secret file leaves (a header cannot carry one)', () => {
    const config = loadAppConfig({
      SLACK_BOT_TOKEN: 'xoxb-1\n',
      SLACK_APP_TOKEN: ' xapp-1\r\n',
      SLACK_SIGNING_SECRET: 's1\n',
      CATALOGUE_BASE_URL: 'http://127.0.0.1:1/',
      CATALOGUE_API_KEY: 'k1\n',
      CATALOGUE_MARKET: 'ES',
    });
    expect(config.slack.botToken).toBe('xoxb-1');
    expect(config.slack.connection).toEqual({ mode: 'socket', appToken: 'xapp-1', signingSecret: 's1' });
    expect(config.catalogue.source).toMatchObject({ kind: 'remote', apiKey: 'k1' });
  });

  it('refuses a market or locale the catalogue headers cannot carry', () => {
    const problems = problemsOf(() =>
      loadCatalogueConfig({
        CATALOGUE_MARKET: ' FR',
        CATALOGUE_LOCALE: 'fr fr',
        CATALOGUE_MARKETS: 'ES,P T',
      }),
    );
    expect(problems.map((p) => p.split(':')[0])).toEqual([
      'CATALOGUE_MARKET',
      'CATALOGUE_LOCALE',
      'CATALOGUE_MARKETS.1',
    ]);
  });

  it('requires an API key and a market with a catalogue base URL, each named once, alongside other problems', () => {
    const problems = problemsOf(() => loadCatalogueConfig({ CATALOGUE_BASE_URL: 'http://127.0.0.1:9/' }));
    expect(problems).toEqual([
      expect.stringMatching(/^CATALOGUE_API_KEY: required/),
      "CATALOGUE_MARKET: required when CATALOGUE_BASE_URL is set: the catalogue's market code, e.g. ES",
    ]);
    const more = problemsOf(() =>
      loadCatalogueConfig({ CATALOGUE_BASE_URL: 'http://127.0.0.1:9/', CATALOGUE_TIMEOUT_MS: 'soon' }),
    );
    expect(more.map((p) => p.split(':')[0])).toEqual([
      'CATALOGUE_TIMEOUT_MS',
      'CATALOGUE_API_KEY',
      'CATALOGUE_MARKET',
    ]);
    const keyed = problemsOf(() =>
      loadCatalogueConfig({ CATALOGUE_BASE_URL: 'http://127.0.0.1:9/', CATALOGUE_API_KEY: 'k-1' }),
    );
    expect(keyed).toEqual([expect.stringMatching(/^CATALOGUE_MARKET: required/)]);
  });

  it('names the markets and languages of the embedded sample when the configuration names others', () => {
    const problems = problemsOf(() =>
      loadCatalogueConfig({ CATALOGUE_MARKET: 'PT', CATALOGUE_MARKETS: 'FR,DE', CATALOGUE_LOCALE: 'de' }),
    );
    expect(problems).toEqual([
      'CATALOGUE_MARKET: the embedded sample catalogue has markets ES, FR, GB',
      'CATALOGUE_MARKETS: the embedded sample catalogue has markets ES, FR, GB',
      'CATALOGUE_LOCALE: the embedded sample catalogue has languages en, es, fr',
    ]);
    // The header names are never values.
    expect(problemsOf(() => loadCatalogueConfig({ CATALOGUE_MARKET: 'app-market' }))).toEqual([
      'CATALOGUE_MARKET: the embedded sample catalogue has markets ES, FR, GB',
    ]);
  });

  it('says where the catalogue comes from: the real API with its key, or the embedded sample', () => {
    const remote = loadCatalogueConfig({
      CATALOGUE_BASE_URL: 'http://127.0.0.1:9/',
      CATALOGUE_API_KEY: 'k-123',
      CATALOGUE_MARKET: 'GB',
    });
    expect(remote.catalogue.source).toEqual({
      kind: 'remote',
      baseUrl: 'http://127.0.0.1:9/',
      apiKey: 'k-123',
    });
    expect(remote.markets).toEqual(['GB']);
    expect(loadCatalogueConfig({ CATALOGUE_API_KEY: 'k-123' }).catalogue.source).toEqual({ kind: 'sample' });
  });

  it('normalises the Slack API URL to end in a slash', () => {
    const config = loadAppConfig({
      SLACK_BOT_TOKEN: 'xoxb-1',
      SLACK_SIGNING_SECRET: 's',
      SLACK_API_URL: 'http://127.0.0.1:5555/api',
      PORT: '0',
    });
    expect(config.slack.apiUrl).toBe('http://127.0.0.1:5555/api/');
    expect(config.slack.port).toBe(0);
  });
});
