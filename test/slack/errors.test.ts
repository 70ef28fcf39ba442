/** Failures inside listeners: logged, the user told where possible, the app keeps serving. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/log/logger.js';
import { openMemoryState } from '../../src/state/memory.js';
import { type SlackHarness, signingSecret, startSlackHarness } from '../support/slack-app.js';
import { postSigned, slashCommandForm } from '../support/slack-signer.js';

let harness: SlackHarness;
const defaultUserId = 'U0SALES01';
let settingsFail = false;
let recentFail = false;
beforeAll(async () => {
  const state = openMemoryState({ logger: createLogger({ level: 'silent' }), lookupLogDays: 90 });
  const settings = state.settings;
  await settings.save(defaultUserId, { locale: 'fr' });
  // The settings store, failing on demand.
  state.settings = {
    ...settings,
    get: async (userId) => {
      if (settingsFail) throw new Error('settings store unreachable');
      return settings.get(userId);
    },
  };
  const recent = state.recent;
  state.recent = {
    ...recent,
    add: async (userId, lookup) => {
      if (recentFail) throw new Error('recent lookups unreachable');
      return recent.add(userId, lookup);
    },
  };
  harness = await startSlackHarness({ state, members: [{ id: 'U0RECENT01', locale: 'en-US' }] });
});
afterAll(async () => {
  await harness?.close();
});

const waitForLog = (fragment: string) =>
  expect.poll(() => harness.logLines.some((line) => line.includes(fragment)), { timeout: 3000 }).toBe(true);

describe('listener failures', () => {
  it("answers in the user's saved language", async () => {
    const { reply } = await harness.command('help');
    expect(JSON.stringify(reply.json)).toContain('Ouvrir les menus');
  });

  it('falls back to the configured scope when the user settings fail', async () => {
    settingsFail = true;
    const { reply } = await harness.command('help');
    settingsFail = false;
    expect(JSON.stringify(reply.json)).toContain('Open the menus');
    await waitForLog('Resolving the user scope failed');
  });

  it('names what failed when a recent lookup cannot be saved, and still answers', async () => {
    recentFail = true;
    const { reply } = await harness.command('daikin ftxm25r', { userId: 'U0RECENT01' });
    expect(String(reply.json?.text)).toContain('Daikin FTXM25R');
    await waitForLog('Could not save a recent lookup');
    recentFail = false;
    const line = harness.logLines.find((entry) => entry.includes('Could not save a recent lookup')) ?? '';
    expect(line).toContain('U0RECENT01');
    expect(line).not.toContain('settings');
  });

  it('logs a failed Web API call and keeps serving', async () => {
    harness.standIn.answer('chat.postMessage', () => ({ ok: false, error: 'channel_not_found' }));
    const ts = '1700002000.000001';
    const reply = await harness.event(
      {
        type: 'message',
        channel: 'D0GONE001',
        channel_type: 'im',
        user: 'U0SALES01',
        text: 'daikin ftxm25r',
        ts,
        event_ts: ts,
      },
      'Ev0FAIL001',
    );
    expect(reply.status).toBe(200);
    await waitForLog('A Slack listener failed');
    harness.standIn.answer('chat.postMessage', (call) => ({
      ok: true,
      channel: call.body.channel,
      ts: '1700002000.000002',
    }));
    const { reply: next } = await harness.command('daikin ftxm25r');
    expect(next.status).toBe(200);
    expect(String(next.json?.text)).toContain('Daikin FTXM25R');
  });

  it('tells a request with no user about a failure in the configured language, looking no one up', async () => {
    harness.standIn.answer('views.open', () => ({ ok: false, error: 'expired_trigger_id' }));
    const responseId = harness.newResponseId();
    const form = new URLSearchParams(
      slashCommandForm({ text: 'settings', responseUrl: harness.standIn.responseUrl(responseId) }),
    );
    form.delete('user_id');
    const reply = await postSigned(harness.eventsUrl, signingSecret, { form: form.toString() });
    expect(reply.status).toBe(200);
    const notice = await harness.standIn.waitForResponse(responseId, 3000);
    expect(notice.body.response_type).toBe('ephemeral');
    expect(String(notice.body.text)).toContain('Something went wrong');
    expect(harness.standIn.callsTo('users.info').map((call) => call.body.user)).not.toContain('');
    harness.standIn.answer('views.open', (call) => ({
      ok: true,
      view: { ...(call.body.view as object), id: 'V1' },
    }));
  });
});
