/** The catalogue copy's settings: on by default (every 6 h, 5 requests/s), off with 0, bad values named. */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadAppConfig } from '../../src/config/env.js';

const base = { SLACK_BOT_TOKEN: 'xoxb-test', SLACK_SIGNING_SECRET: 'secret' };

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadAppConfig({ ...base, ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('catalogue copy configuration', () => {
  it('keeps a copy by default, read every 6 hours at 5 requests per second, no digest', () => {
    const config = loadAppConfig(base);
    expect(config.copy).toEqual({ refreshMs: 6 * 3_600_000, ratePerSecond: 5 });
    expect(config.slack.digestChannel).toBeUndefined();
  });

  it('reads the hours, the rate and the digest channel; 0 hours keeps no copy', () => {
    const config = loadAppConfig({
      ...base,
      CATALOGUE_REFRESH_HOURS: '0.5',
      CATALOGUE_REFRESH_RATE: '20',
      CATALOGUE_DIGEST_CHANNEL: 'C0DIGEST1',
    });
    expect(config.copy).toEqual({ refreshMs: 1_800_000, ratePerSecond: 20 });
    expect(config.slack.digestChannel).toBe('C0DIGEST1');
    expect(loadAppConfig({ ...base, CATALOGUE_REFRESH_HOURS: '0' }).copy).toBeUndefined();
  });

  it('names each bad value', () => {
    const problems = problemsOf({
      CATALOGUE_REFRESH_HOURS: '-1',
      CATALOGUE_REFRESH_RATE: '0',
      CATALOGUE_DIGEST_CHANNEL: '#sales',
    });
    expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual([
      'CATALOGUE_DIGEST_CHANNEL',
      'CATALOGUE_REFRESH_HOURS',
      'CATALOGUE_REFRESH_RATE',
    ]);
  });
});
