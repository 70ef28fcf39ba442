/** The state store's variables: REDIS_URL, REDIS_PREFIX and LOOKUP_LOG_DAYS, with their defaults and checks. */
import { describe, expect, it } from 'vitest';
import { type ConfigError, loadAppConfig } from '../../src/config/env.js';

const base = { SLACK_BOT_TOKEN: 'xoxb-test', SLACK_SIGNING_SECRET: 'secret' };

describe('state configuration', () => {
  it('defaults to SQLite, the cf: prefix and 90 days of lookup log', () => {
    expect(loadAppConfig(base).state).toEqual({ redisUrl: undefined, redisPrefix: 'cf:', lookupLogDays: 90 });
  });

  it('reads Redis and the retention', () => {
    const config = loadAppConfig({
      ...base,
      REDIS_URL: 'rediss://:pw@cache.internal:6380/2',
      REDIS_PREFIX: 'team-a:',
      LOOKUP_LOG_DAYS: '30',
    });
    expect(config.state).toEqual({
      redisUrl: 'rediss://:pw@cache.internal:6380/2',
      redisPrefix: 'team-a:',
      lookupLogDays: 30,
    });
  });

  it('names a bad REDIS_URL or LOOKUP_LOG_DAYS without echoing the value', () => {
    let problems: string[] = [];
    try {
      loadAppConfig({ ...base, REDIS_URL: 'http://pw-secret@x', LOOKUP_LOG_DAYS: '0' });
    } catch (error) {
      problems = (error as ConfigError).problems;
    }
    expect(problems).toEqual([
      'REDIS_URL: must be a redis:// or rediss:// URL',
      'LOOKUP_LOG_DAYS: must be above 0',
    ]);
  });
});
