/**
 * The members' locales learned ahead (locale-directory.ts) from the Slack stand-in's users.list,
 * through the real users API client and SlackLocales: every page read, bots and deactivated
 * accounts skipped, a rate limit waited out on the same page, a refusal given up until the next
 * pass, one instance per hour on shared claims, and a new pass each period (croner's pattern).
 */

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { boltLogger } from '../../../src/slack/runtime/bolt-logger.js';
import { createSlackClients } from '../../../src/slack/runtime/slack-clients.js';
import { startLocaleDirectory } from '../../../src/slack/user/locale-directory.js';
import { SlackLocales } from '../../../src/slack/user/slack-locale.js';
import { createUsersApi, type UsersApi } from '../../../src/slack/user/users-api.js';
import { memoryEventClaims } from '../../../src/state/memory.js';
import { captureLogger } from '../../support/catalogue-harness.js';
import {
  rateLimited,
  type SlackStandIn,
  startSlackStandIn,
  workspaceMembers,
} from '../../support/slack-api.js';

let standIn: SlackStandIn;
let usersApi: UsersApi;
const closing: { close(): void }[] = [];

beforeAll(async () => {
  standIn = await startSlackStandIn();
  const clients = createSlackClients({
    apiUrl: standIn.apiUrl,
    botToken: 'xoxb-directory-test',
    logger: boltLogger(captureLogger().logger),
  });
  usersApi = createUsersApi(clients.rejectingRateLimits());
});
afterEach(() => {
  for (const item of closing.splice(0)) item.close();
});
afterAll(async () => {
  await standIn.close();
});

const members = Array.from({ length: 450 }, (_, i) => ({
  id: `U0DIR${String(i).padStart(4, '0')}`,
  locale: i % 2 === 0 ? 'es-ES' : 'fr-FR',
}));

/** A directory over the stand-in, learning into a SlackLocales whose users.info is never to be asked. */
function directoryOver(
  options: { claims?: ReturnType<typeof memoryEventClaims>; pattern?: string; now?: () => number } = {},
) {
  const { logger, lines } = captureLogger();
  const asked: string[] = [];
  const locales = new SlackLocales({
    logger,
    fetchLocale: async (userId) => {
      asked.push(userId);
      return undefined;
    },
  });
  const { claims } = options;
  const directory = startLocaleDirectory({
    listPage: (cursor, limit) => usersApi.listPage(cursor, limit),
    learn: (userId, locale, ttlMs) => locales.learn(userId, locale, ttlMs),
    ...(claims && { claim: (key: string, ttlMs: number) => claims.claim(key, ttlMs) }),
    logger,
    ...(options.pattern ? { pattern: options.pattern } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  closing.push(directory, locales);
  return { directory, locales, asked, lines };
}

const listCalls = () => standIn.callsTo('users.list');

describe('the members’ Slack locales learned ahead', () => {
  it('reads every page with the locales and knows each member without asking users.info', async () => {
    standIn.answer('users.list', workspaceMembers(members));
    const before = listCalls().length;
    const { directory, locales, asked } = directoryOver();
    await directory.settled();
    const calls = listCalls().slice(before);
    expect(calls.map((call) => call.body.cursor ?? '')).toEqual(['', 'page:200', 'page:400']);
    expect(calls.map((call) => [call.body.include_locale, call.body.limit])).toEqual([
      ['true', '200'],
      ['true', '200'],
      ['true', '200'],
    ]);
    expect(await locales.localeOf('U0DIR0000')).toBe('es-ES');
    expect(await locales.localeOf('U0DIR0449')).toBe('fr-FR');
    expect(asked).toEqual([]);
  });

  it('skips bots and deactivated accounts, and leaves members with no locale to users.info', async () => {
    standIn.answer(
      'users.list',
      workspaceMembers([
        { id: 'U0BOT0001', locale: 'es-ES', is_bot: true },
        { id: 'U0GONE001', locale: 'es-ES', deleted: true },
        { id: 'U0NOLOC01' },
        { id: 'U0HERE001', locale: 'fr-FR' },
      ]),
    );
    const { directory, locales, asked } = directoryOver();
    await directory.settled();
    expect(await locales.localeOf('U0HERE001')).toBe('fr-FR');
    await locales.localeOf('U0BOT0001');
    await locales.localeOf('U0GONE001');
    await locales.localeOf('U0NOLOC01');
    expect(asked).toEqual(['U0BOT0001', 'U0GONE001', 'U0NOLOC01']);
  });

  it('waits out a rate limit and asks for the same page again', async () => {
    const pages = workspaceMembers(members);
    let served = 0;
    standIn.answer('users.list', (call) => (++served === 2 ? rateLimited(0.05) : pages(call)));
    const before = listCalls().length;
    const { directory, locales, asked } = directoryOver();
    await directory.settled();
    expect(
      listCalls()
        .slice(before)
        .map((call) => call.body.cursor ?? ''),
    ).toEqual(['', 'page:200', 'page:200', 'page:400']);
    expect(await locales.localeOf('U0DIR0449')).toBe('fr-FR');
    expect(asked).toEqual([]);
  });

  it('gives up a pass Slack refuses, with a warning that names no token, and keeps what it learned', async () => {
    const pages = workspaceMembers(members);
    standIn.answer('users.list', (call) =>
      call.body.cursor ? { ok: false, error: 'missing_scope' } : pages(call),
    );
    const { directory, locales, lines } = directoryOver();
    await directory.settled();
    expect(await locales.localeOf('U0DIR0199')).toBe('fr-FR');
    const warning = lines.filter((line) => line.includes('Could not read the workspace members'));
    expect(warning).toHaveLength(1);
    expect(warning[0]).toContain('missing_scope');
    expect(lines.join('\n')).not.toContain('xoxb-directory-test');
  });

  it('reads the list once per period among instances that share their claims, and again the next period', async () => {
    standIn.answer('users.list', workspaceMembers(members.slice(0, 10)));
    // Claims that the store would forget within a millisecond: the period's claim is kept for the period.
    const claims = memoryEventClaims(1);
    const clock = () => 10 * 3_600_000 + 1000;
    const first = listCalls().filter((call) => !call.body.cursor).length;
    const one = directoryOver({ claims, now: clock });
    await one.directory.settled();
    const other = directoryOver({ claims, now: clock });
    await other.directory.settled();
    expect(listCalls().filter((call) => !call.body.cursor)).toHaveLength(first + 1);
    expect(await other.locales.localeOf('U0DIR0001')).toBeUndefined();
    expect(other.asked).toEqual(['U0DIR0001']);
    // Every second instead of every hour: a pass at start, then one at each turn of the second.
    const quick = directoryOver({ pattern: '* * * * * *' });
    // Two turns of the second: up to two seconds, longer on a busy machine.
    await expect
      .poll(() => listCalls().filter((call) => !call.body.cursor).length, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(first + 3);
    await quick.directory.settled();
  });

  it('runs one pass at a time: the turns of the period a pass outlasts start none', async () => {
    const pages = workspaceMembers(members);
    let limited = 0;
    standIn.answer('users.list', (call) =>
      call.body.cursor === 'page:200' && limited++ === 0 ? rateLimited(1.5) : pages(call),
    );
    const before = listCalls().length;
    const { directory } = directoryOver({ pattern: '* * * * * *' });
    const cursors = () =>
      listCalls()
        .slice(before)
        .map((call) => call.body.cursor ?? '');
    await expect
      .poll(() => cursors().filter((cursor) => cursor === 'page:200').length, { timeout: 5000 })
      .toBe(2);
    expect(cursors().slice(0, 3)).toEqual(['', 'page:200', 'page:200']);
    directory.close();
    await directory.settled();
  });

  it('stops at once when closed, mid-pass, learning nothing more and warning of nothing', async () => {
    const pages = workspaceMembers(members);
    standIn.answer('users.list', (call) => (call.body.cursor ? rateLimited(600) : pages(call)));
    const before = listCalls().length;
    const { directory, locales, lines, asked } = directoryOver();
    await expect.poll(() => listCalls().length).toBe(before + 2);
    directory.close();
    await directory.settled();
    expect(listCalls()).toHaveLength(before + 2);
    expect(await locales.localeOf('U0DIR0199')).toBe('fr-FR');
    expect(await locales.localeOf('U0DIR0200')).toBeUndefined();
    expect(asked).toEqual(['U0DIR0200']);
    expect(lines.filter((line) => line.includes('members'))).toEqual([]);
  });
});
