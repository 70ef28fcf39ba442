import { describe, expect, it, vi } from 'vitest';
import { Deadline } from '../../../src/shared/deadline.js';
import { SlackLocales } from '../../../src/slack/user/slack-locale.js';
import { SlackRateLimitedError } from '../../../src/slack/user/users-api.js';
import { captureLogger } from '../../support/catalogue-harness.js';
import { holds } from '../../support/holds.js';

/** Slack's users.info, held by user id until the test lets it answer. */
const slack = holds();

/** Locales from a Slack that rate-limits users.info for 50 ms while `limited`, then says fr-FR; the clock is `now`. */
function rateLimitedSlack() {
  const { logger, lines } = captureLogger();
  const slack = { now: 10_000, limited: true, asked: [] as string[] };
  const locales = new SlackLocales({
    logger,
    fetchLocale: async (userId) => {
      slack.asked.push(userId);
      if (slack.limited) throw new SlackRateLimitedError('users.info', 0.05);
      return 'fr-FR';
    },
    now: () => slack.now,
  });
  return Object.assign(slack, { locales, lines });
}

describe('SlackLocales', () => {
  it('asks Slack once per user while the answer is fresh, again after the TTL', async () => {
    let now = 10_000;
    const asked: string[] = [];
    const locales = new SlackLocales({
      logger: captureLogger().logger,
      fetchLocale: async (userId) => {
        asked.push(userId);
        return 'es-ES';
      },
      ttlMs: 1000,
      now: () => now,
    });
    expect(await locales.localeOf('U1')).toBe('es-ES');
    expect(await locales.localeOf('U1')).toBe('es-ES');
    expect(asked).toEqual(['U1']);
    now = 11_001;
    await locales.localeOf('U1');
    expect(asked).toEqual(['U1', 'U1']);
  });

  it('while rate-limited, asks no one and holds no one, then learns who came meanwhile', async () => {
    const slackLimits = rateLimitedSlack();
    const { locales, asked, lines } = slackLimits;
    expect(await locales.localeOf('U1')).toBeUndefined();
    expect(await locales.localeOf('U2')).toBeUndefined();
    expect(await locales.localeOf('U1')).toBeUndefined();
    expect(asked).toEqual(['U1']);
    expect(lines.filter((line) => line.includes('Slack rate-limits users.info'))).toHaveLength(1);
    slackLimits.limited = false;
    slackLimits.now = 10_051;
    await expect.poll(() => asked.length).toBe(3);
    expect(asked).toEqual(['U1', 'U1', 'U2']);
    await expect.poll(() => locales.localeOf('U2')).toBe('fr-FR');
    expect(await locales.localeOf('U1')).toBe('fr-FR');
    expect(asked).toHaveLength(3);
    locales.close();
  });

  it('learns who came meanwhile even when its timer fires before its clock says the limit passed', async () => {
    const slackLimits = rateLimitedSlack();
    const { locales, asked } = slackLimits;
    expect(await locales.localeOf('U1')).toBeUndefined();
    slackLimits.limited = false;
    // The clock stands still: every timer fires "early"; nobody is asked until it moves on.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(asked).toEqual(['U1']);
    slackLimits.now = 10_051;
    await expect.poll(() => asked).toEqual(['U1', 'U1']);
    expect(await locales.localeOf('U1')).toBe('fr-FR');
    locales.close();
  });

  it('answers undefined on a failure, logs it, and waits a while before asking again', async () => {
    let now = 10_000;
    let calls = 0;
    const { logger, lines } = captureLogger();
    const locales = new SlackLocales({
      logger,
      fetchLocale: async () => {
        calls += 1;
        throw new Error('missing_scope');
      },
      failureTtlMs: 500,
      now: () => now,
    });
    expect(await locales.localeOf('U1')).toBeUndefined();
    expect(await locales.localeOf('U1')).toBeUndefined();
    expect(calls).toBe(1);
    expect(lines.join('')).toContain("Could not read the user's Slack locale");
    now = 10_501;
    await locales.localeOf('U1');
    expect(calls).toBe(2);
  });

  it('does not wait for a slow Slack, and keeps the late answer for the next request', async () => {
    let calls = 0;
    const locales = new SlackLocales({
      logger: captureLogger().logger,
      fetchLocale: async (userId) => {
        calls += 1;
        await slack.hold(userId);
        return 'fr-FR';
      },
      waitMs: 20,
    });
    // Slack's answer is held until both requests have theirs: they did not wait for it.
    const [first, second] = await Promise.all([locales.localeOf('U1'), locales.localeOf('U1')]);
    expect([first, second]).toEqual([undefined, undefined]);
    slack.release('U1');
    await vi.waitFor(async () => expect(await locales.localeOf('U1')).toBe('fr-FR'));
    expect(calls).toBe(1);
  });

  it('waits no longer than the request’s deadline when it is sooner than its own wait', async () => {
    const locales = new SlackLocales({
      logger: captureLogger().logger,
      fetchLocale: async (userId) => {
        await slack.hold(userId);
        return 'fr-FR';
      },
      waitMs: 60_000,
    });
    // Held past the answer: only the request's deadline can end the wait.
    expect(await locales.localeOf('U2', new Deadline(30))).toBeUndefined();
    slack.release('U2');
  });
});
