/**
 * Slack rate-limiting users.info (HTTP 429 with Retry-After), over the real app: while the
 * limit lasts nobody waits for it, the replies' own Web API calls are not held behind it,
 * new users get the configured language, and their locales are learned once it has passed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimited } from '../support/slack-api.js';
import { type SlackHarness, startSlackHarness } from '../support/slack-app.js';

/** users.info answers 429 to its first call for a user named U0NEW…, then their French locale. */
function harnessWithRateLimit(retryAfterS: number): Promise<SlackHarness> {
  const limited = new Set<string>();
  return startSlackHarness({
    prepare: (standIn) =>
      standIn.answer('users.info', (call) => {
        const userId = String(call.body.user);
        if (userId.startsWith('U0NEW') && limited.size === 0) {
          limited.add(userId);
          return rateLimited(retryAfterS);
        }
        return { ok: true, user: { id: userId, locale: 'fr-FR' } };
      }),
  });
}

const dm = (userId: string, channel: string, ts: string) => ({
  type: 'message',
  channel,
  channel_type: 'im',
  user: userId,
  text: 'help',
  ts,
  event_ts: ts,
});

describe('while Slack rate-limits users.info', () => {
  let harness: SlackHarness;
  beforeAll(async () => {
    harness = await harnessWithRateLimit(30);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('answers everyone in the configured language without asking Slack again, nor holding other calls', async () => {
    const reply = await harness.event(dm('U0NEW0001', 'D0NEW0001', '1700003000.000001'), 'Ev0RATE001');
    expect(reply.status).toBe(200);
    // The DM's answer goes out through chat.postMessage, not held behind the 30 s limit.
    const posted = await harness.standIn.waitForCall(
      'chat.postMessage',
      5000,
      (call) => call.body.channel === 'D0NEW0001',
    );
    expect(JSON.stringify(posted.body)).toContain('Open the menus');
    for (const userId of ['U0NEW0002', 'U0NEW0003']) {
      const { answer: help } = await harness.commandAnswer('help', { userId });
      expect(JSON.stringify(help)).toContain('Open the menus');
    }
    expect(harness.standIn.callsTo('users.info').map((call) => call.body.user)).toEqual(['U0NEW0001']);
    const told = harness.logLines.filter((line) => line.includes('Slack rate-limits users.info'));
    expect(told).toHaveLength(1);
  });
});

describe('once the rate limit has passed', () => {
  let harness: SlackHarness;
  beforeAll(async () => {
    harness = await harnessWithRateLimit(1);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('learns the locales of the users who came meanwhile, without them asking again', async () => {
    for (const userId of ['U0NEW0011', 'U0NEW0012']) {
      const { answer } = await harness.commandAnswer('help', { userId });
      expect(JSON.stringify(answer)).toContain('Open the menus');
    }
    await harness.standIn.waitForCall('users.info', 5000, (call) => call.body.user === 'U0NEW0012');
    await harness.standIn.waitForCall('users.info', 5000, (call) => call.body.user === 'U0NEW0011');
    // Learned in the background: the next request waits for nothing and is in French.
    await expect
      .poll(async () => JSON.stringify((await harness.command('help', { userId: 'U0NEW0012' })).reply.json))
      .toContain('Ouvrir les menus');
    const { reply } = await harness.command('help', { userId: 'U0NEW0011' });
    expect(JSON.stringify(reply.json)).toContain('Ouvrir les menus');
  });
});
