/** LIST_WATCH_DAYS: how long an answered list is watched, 90 days by default, 0 for none. */
import { describe, expect, it } from 'vitest';
import { type ConfigError, loadAppConfig } from '../../src/config/env.js';

const base = { SLACK_BOT_TOKEN: 'xoxb-test', SLACK_SIGNING_SECRET: 'secret' };
const day = 86_400_000;

describe('watched lists configuration', () => {
  it('watches lists 90 days by default, as many as set, or none with 0', () => {
    expect(loadAppConfig(base).slack.listWatchMs).toBe(90 * day);
    expect(loadAppConfig({ ...base, LIST_WATCH_DAYS: '30' }).slack.listWatchMs).toBe(30 * day);
    expect(loadAppConfig({ ...base, LIST_WATCH_DAYS: '0' }).slack.listWatchMs).toBe(0);
  });

  it('names a LIST_WATCH_DAYS that is not a whole number of days', () => {
    const problems = (value: string) => {
      try {
        loadAppConfig({ ...base, LIST_WATCH_DAYS: value });
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    expect(problems('-1')).toEqual(['LIST_WATCH_DAYS: must be 0 or more']);
    expect(problems('1.5')).toEqual(['LIST_WATCH_DAYS: must be whole days']);
    expect(problems('soon')).toEqual(['LIST_WATCH_DAYS: must be a number of days']);
  });
});
