/**
 * The users API (user/users-api.ts), on the client factory's client, against the Slack stand-in: users.info's locale and
 * roles, users.list's pages, a 429 rejected at once with Retry-After and the method, a 503
 * retried, a refusal named without the token, a silent Slack given up on, failures counted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slackApiErrors } from '../../../src/metrics/registry.js';
import { boltLogger } from '../../../src/slack/runtime/bolt-logger.js';
import { createSlackClients } from '../../../src/slack/runtime/slack-clients.js';
import { createUsersApi, SlackRateLimitedError, type UsersApi } from '../../../src/slack/user/users-api.js';
import { captureLogger } from '../../support/catalogue-harness.js';
import {
  HttpAnswer,
  rateLimited,
  type SlackStandIn,
  startSlackStandIn,
  workspaceMembers,
} from '../../support/slack-api.js';

const botToken = 'xoxb-users-info-test';
let standIn: SlackStandIn;
let usersApi: UsersApi;

/** The clients log through the app's logger, as the app makes them: every line kept. */
const logged = captureLogger();

/** The users API over the client factory's rate-limit-rejecting client, as the app builds it. */
const usersApiWith = (timeoutMs: number) =>
  createUsersApi(
    createSlackClients({
      apiUrl: standIn.apiUrl,
      botToken,
      logger: boltLogger(logged.logger),
      timeoutMs,
    }).rejectingRateLimits(),
  );

beforeAll(async () => {
  standIn = await startSlackStandIn();
  usersApi = usersApiWith(5000);
});
afterAll(async () => {
  await standIn.close();
});

const callsFor = (userId: string) =>
  standIn.callsTo('users.info').filter((call) => call.body.user === userId);

describe('users.info and users.list', () => {
  it('asks for the user with the bot token and reads the locale and roles', async () => {
    standIn.answer('users.info', (call) => ({
      ok: true,
      user: { id: call.body.user, locale: 'es-ES', is_admin: true, profile: { display_name: 'x' } },
    }));
    expect(await usersApi.info('U0INFO1', { includeLocale: true })).toEqual({
      locale: 'es-ES',
      is_admin: true,
    });
    const [call] = callsFor('U0INFO1');
    expect(call?.authorization).toBe(`Bearer ${botToken}`);
    expect(call?.body.include_locale).toBe('true');
  });

  it('rejects a 429 at once with Retry-After, without retrying', async () => {
    standIn.answer('users.info', () => rateLimited(7));
    const failure = await usersApi.info('U0INFO2').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SlackRateLimitedError);
    expect((failure as SlackRateLimitedError).retryAfterS).toBe(7);
    expect(callsFor('U0INFO2')).toHaveLength(1);
    standIn.answer('users.info', () => new HttpAnswer(429, { 'retry-after': '' }, { ok: false }));
    const unreadable = await usersApi.info('U0INFO6').catch((error: unknown) => error);
    expect(String(unreadable)).toContain('Retry header did not contain a valid timeout');
    expect(callsFor('U0INFO6')).toHaveLength(1);
  });

  it('retries a 503, and names a refusal without the token', async () => {
    let served = 0;
    standIn.answer('users.info', () =>
      ++served === 1 ? new HttpAnswer(503, {}, { ok: false }) : { ok: false, error: 'user_not_found' },
    );
    const failure = await usersApi.info('U0INFO3').catch((error: unknown) => error);
    expect(String(failure)).toContain('user_not_found');
    expect(String(failure)).not.toContain(botToken);
    expect(callsFor('U0INFO3')).toHaveLength(2);
  });

  it('gives up on a Slack that does not answer within the timeout, and counts each failure', async () => {
    const failures = async () =>
      (await slackApiErrors.get()).values.find((value) => value.labels.method === 'users.info')?.value ?? 0;
    const counted = await failures();
    const quick = usersApiWith(300);
    standIn.answer('users.info', () => new Promise(() => {}));
    const silence = await quick.info('U0INFO4').catch((error: unknown) => error);
    expect(silence).toBeInstanceOf(Error);
    // The client's warnings go to the app's logger, never the console.
    expect(logged.lines.filter((line) => line.includes('aborted due to timeout'))).toHaveLength(3);
    standIn.answer('users.info', () => new HttpAnswer(200, {}, { unexpected: 'shape' }));
    expect(String(await quick.info('U0INFO5').catch((error: unknown) => error))).toContain('API error');
    // Three attempts of the silent call (two retries), one of the unexpected answer.
    expect(await failures()).toBe(counted + 4);
  });

  it('reads a page of users.list with the locales, and names users.list in a rate limit', async () => {
    standIn.answer('users.list', workspaceMembers([{ id: 'U0LIST1', locale: 'fr-FR' }, { id: 'U0LIST2' }]));
    expect(await usersApi.listPage('', 1)).toEqual({
      members: [{ id: 'U0LIST1', locale: 'fr-FR' }],
      nextCursor: 'page:1',
    });
    expect(await usersApi.listPage('page:1', 1)).toEqual({ members: [{ id: 'U0LIST2' }], nextCursor: '' });
    const [first, second] = standIn.callsTo('users.list');
    expect(first?.body).toEqual({ include_locale: 'true', limit: '1' });
    expect(second?.body).toEqual({ include_locale: 'true', limit: '1', cursor: 'page:1' });
    standIn.answer('users.list', () => rateLimited(30));
    const limited = await usersApi.listPage('', 200).catch((error: unknown) => error);
    expect(limited).toBeInstanceOf(SlackRateLimitedError);
    expect(limited).toMatchObject({ method: 'users.list', retryAfterS: 30 });
  });
});
