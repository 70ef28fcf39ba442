/** Response URLs that came back from Slack in private_metadata: only Slack's, or SLACK_API_URL's host. */
import { describe, expect, it } from 'vitest';
import { slackResponseUrl } from '../../../src/slack/replies/response-url.js';

describe('slackResponseUrl', () => {
  const apiUrl = 'http://127.0.0.1:4555/api/';

  it("keeps Slack's hosts over https and SLACK_API_URL's host", () => {
    for (const url of [
      'https://hooks.slack.com/commands/T1/2/abc',
      'https://hooks.slack-gov.com/actions/T1/2/abc',
      'http://127.0.0.1:4555/response/r1',
    ]) {
      expect(slackResponseUrl(url, apiUrl)).toBe(url);
    }
  });

  it('drops any other host, scheme or port, and what is not a URL', () => {
    for (const url of [
      'https://evil.example/hooks.slack.com',
      'https://hooks.slack.com.evil.example/x',
      'https://notslack.com/x',
      'http://hooks.slack.com/commands/x',
      'https://hooks.slack.com:8443/commands/x',
      'http://127.0.0.1:4556/response/r1',
      'not a url',
    ]) {
      expect(slackResponseUrl(url, apiUrl)).toBeUndefined();
    }
  });
});
