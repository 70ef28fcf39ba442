/** ADMIN_USER_IDS: the users who see the usage and catalogue-gap reports (besides workspace admins). */
import { describe, expect, it } from 'vitest';
import { type ConfigError, loadAppConfig } from '../../src/config/env.js';

const base = { SLACK_BOT_TOKEN: 'xoxb-test', SLACK_SIGNING_SECRET: 'secret' };

describe('admin configuration', () => {
  it('is nobody by default, and reads a comma-separated list', () => {
    expect(loadAppConfig(base).slack.adminUserIds).toEqual([]);
    expect(loadAppConfig({ ...base, ADMIN_USER_IDS: ' U0ADMIN1, ,W0ADMIN2 ' }).slack.adminUserIds).toEqual([
      'U0ADMIN1',
      'W0ADMIN2',
    ]);
  });

  it('names a value that is not user ids', () => {
    let problems: string[] = [];
    try {
      loadAppConfig({ ...base, ADMIN_USER_IDS: 'alice@example.com' });
    } catch (error) {
      problems = (error as ConfigError).problems;
    }
    expect(problems).toEqual(['ADMIN_USER_IDS: must be Slack user ids (U…), comma-separated']);
  });
});
