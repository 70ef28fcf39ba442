/**
 * Slack's 3-second window, counted from each request's arrival, when everything behind the
 * app is stuck at once: the settings store and Slack's users.info (the user's locale) held
 * until the test lets them go, and the catalogue hanging. Every request still gets its answer
 * (or its modal): one that arrives while its calls are held did not wait for them.
 */
import { afterAll, beforeAll, describe, it, vi } from 'vitest';
import { actionIds, callbackIds, encodeMenuBlockId } from '../../src/slack/blocks/ids.js';
import { holds } from '../support/holds.js';
import { type SlackHarness, startSlackHarness } from '../support/slack-app.js';
import { lookupModalSubmission, settingsSubmission } from '../support/slack-payloads.js';
import { heldStateStore } from '../support/slack-slow-store.js';

/** Held parts, by what the user id holds: SET settings reads, SAVE settings writes, LOC users.info. */
const store = heldStateStore((userId) => ({ get: userId.includes('SET'), save: userId.includes('SAVE') }));
const slack = holds();
/** Long enough for any answer that does not wait for the held parts. */
const answerWithinMs = 10_000;

let harness: SlackHarness;
beforeAll(async () => {
  harness = await startSlackHarness({
    state: store.state,
    prepare: (standIn) =>
      standIn.answer('users.info', async (call) => {
        if (String(call.body.user).includes('LOC')) await slack.hold(String(call.body.user));
        return { ok: true, user: { id: call.body.user, locale: 'fr-FR' } };
      }),
  });
  harness.sample.injectFault({ kind: 'hang' });
});
afterAll(async () => {
  store.holds.releaseAll();
  slack.releaseAll();
  await harness?.close();
});

const user = (id: string) => ({ id, username: 'sam', name: 'sam', team_id: 'T0TEAM01' });
const team = { id: 'T0TEAM01', domain: 'acme' };

describe.concurrent('with the store, Slack and the catalogue all slow', () => {
  it('/controller acks a first contact before users.info, says it is looking, then follows up', async ({
    expect,
  }) => {
    const { reply, responseId } = await harness.command('daikin ftxm25r', { userId: 'U0SETLOC01' });
    expect(reply.status).toBe(200);
    expect(reply.json?.text).toBeUndefined();
    const looking = await harness.standIn.waitForResponse(responseId, answerWithinMs);
    expect(String(looking.body.text)).toContain('Looking that up');
    const followUp = await harness.standIn.waitForResponse(responseId, answerWithinMs, 2);
    expect(String(followUp.body.text)).toMatch(/did not answer in time|cannot be reached/);
    expect(harness.logLines.join('')).toContain('Reading the user settings was too slow');
    expect(store.holds.asked('U0SETLOC01')).toBe(true);
    expect(slack.asked('U0SETLOC01')).toBe(true);
  });

  it('a settings submission that needs the catalogue is answered in its ack, inside the window', async ({
    expect,
  }) => {
    const reply = await harness.interact(
      settingsSubmission('U0SETLOC02', { market: 'GB', language: 'auto', type: 'CTLR_WIFI' }),
    );
    expect(reply.status).toBe(200);
    expect(reply.json?.response_action).toBe('errors');
    expect(JSON.stringify(reply.json?.errors)).toContain('settings_type:GB');
    expect(store.holds.asked('U0SETLOC02')).toBe(true);
  });

  it('a settings submission is answered in its ack when Slack and the catalogue are slow', async ({
    expect,
  }) => {
    const reply = await harness.interact(
      settingsSubmission('U0LOC08', { market: 'GB', language: 'auto', type: 'CTLR_WIFI' }),
    );
    expect(reply.status).toBe(200);
    expect(reply.json?.response_action).toBe('errors');
    expect(slack.asked('U0LOC08')).toBe(true);
  });

  it('a settings submission whose save is slow closes the modal in time and confirms later', async ({
    expect,
  }) => {
    const confirmId = harness.newResponseId();
    const metadata = JSON.stringify({ r: harness.standIn.responseUrl(confirmId) });
    const reply = await harness.interact(
      settingsSubmission('U0SAVELOC03', { market: 'GB', language: 'es', type: '-' }, metadata),
    );
    expect(reply.status).toBe(200);
    expect(reply.json?.response_action).toBeUndefined();
    // The modal closed while the save was held; once the save goes through, the user is told.
    await vi.waitFor(() => expect(store.holds.asked('U0SAVELOC03')).toBe(true));
    store.holds.release('U0SAVELOC03');
    const confirmation = await harness.standIn.waitForResponse(confirmId, answerWithinMs);
    expect(String(confirmation.body.text)).toContain('Ajustes guardados');
  });

  it('the lookup modal’s submission updates the modal inside the window', async ({ expect }) => {
    const reply = await harness.interact(lookupModalSubmission('U0SETLOC04', 'daikin ftxm25n', 'V0SLOW0004'));
    expect(reply.json?.response_action).toBe('update');
    expect(JSON.stringify(reply.json?.view)).toContain('Looking that up');
  });

  it('the message shortcut opens its modal inside the window', async ({ expect }) => {
    await harness.interact({
      type: 'message_action',
      callback_id: callbackIds.findController,
      trigger_id: 'T.SLOW.05',
      message_ts: '1700000000.000500',
      message: { type: 'message', user: 'U0CUSTOM1', ts: '1700000000.000500', text: 'daikin ftxm25r' },
      user: { id: 'U0SETLOC05', name: 'sam', team_id: 'T0TEAM01' },
      channel: { id: 'C0SUPPORT', name: 'support' },
      team,
      token: 'unused',
      action_ts: '1700000000.9',
    });
    const opened = await harness.standIn.waitForCall(
      'views.open',
      answerWithinMs,
      (call) => call.body.trigger_id === 'T.SLOW.05',
    );
    expect(opened.body.trigger_id).toBe('T.SLOW.05');
    expect(store.holds.asked('U0SETLOC05')).toBe(true);
  });

  it('/controller settings opens the modal inside the window', async ({ expect }) => {
    const { reply } = await harness.command('settings', { userId: 'U0SETLOC06' });
    expect(reply.status).toBe(200);
    const opened = await harness.standIn.waitForCall(
      'views.open',
      answerWithinMs,
      (call) => call.body.trigger_id === '1234.5678.abcdef',
    );
    expect(store.holds.asked('U0SETLOC06')).toBe(true);
    expect((opened.body.view as { callback_id?: string }).callback_id).toBe(callbackIds.settingsModal);
  });

  it('a model options load before a brand is chosen answers inside the window', async ({ expect }) => {
    const reply = await harness.interact({
      type: 'block_suggestion',
      user: user('U0SETLOC07'),
      team,
      api_app_id: 'A0APP0001',
      token: 'unused',
      container: { type: 'message', is_ephemeral: true },
      action_id: actionIds.menuModel,
      block_id: encodeMenuBlockId('model', {
        scope: { market: 'GB', locale: 'en' },
        type: 'CTLR_WIFI',
      }),
      value: '',
    });
    expect((reply.json?.options as unknown[] | undefined)?.length).toBe(1);
    expect(store.holds.asked('U0SETLOC07')).toBe(true);
  });
});
