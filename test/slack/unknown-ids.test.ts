/**
 * Requests whose id no listener knows (a button on an old message, a newer app version's
 * modal, another slash command routed here) or whose kind the app does not handle (a closed
 * modal): answered at once with nothing done, never left to Bolt's 3-second timeout (a 404).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SlackHarness, signingSecret, startSlackHarness } from '../support/slack-app.js';
import { menuSuggestion, messageClick, settingsSubmission } from '../support/slack-payloads.js';
import { postSigned, slashCommandForm } from '../support/slack-signer.js';

const user = { id: 'U0SALES01', username: 'sam', name: 'sam', team_id: 'T0TEAM01' };
let harness: SlackHarness;
beforeAll(async () => {
  harness = await startSlackHarness();
});
afterAll(async () => {
  await harness?.close();
});

describe('ids no listener knows', () => {
  it('acks a click at once with nothing to do', async () => {
    const reply = await harness.interact(
      messageClick({
        user,
        responseUrl: harness.standIn.responseUrl('unknown-1'),
        actions: [{ type: 'button', action_id: 'retired_button', block_id: 'b', value: 'x' }],
      }),
    );
    expect(reply.status).toBe(200);
    expect(reply.text).toBe('');
  });

  it('answers an options load with no options and closes a modal it does not know', async () => {
    const options = await harness.interact(menuSuggestion(user, 'retired_menu', 'b', 'dai'));
    expect(options.status).toBe(200);
    expect(options.json?.options).toEqual([]);
    const submitted = settingsSubmission(user.id, { market: 'FR', language: 'auto', type: '-' });
    const closed = await harness.interact({
      ...submitted,
      view: { ...submitted.view, callback_id: 'retired_modal' },
    });
    expect(closed.status).toBe(200);
    expect(closed.json).toBeUndefined();
  });

  it('acks a message shortcut it does not know, opening nothing', async () => {
    const opened = harness.standIn.callsTo('views.open').length;
    const reply = await harness.interact({
      type: 'message_action',
      callback_id: 'retired_shortcut',
      trigger_id: '1.2.3',
      message_ts: '1700000000.000500',
      message: { type: 'message', user: 'U0CUSTOM1', ts: '1700000000.000500', text: 'daikin ftxm25r' },
      user,
      channel: { id: 'C0SALES01', name: 'sales' },
      team: { id: 'T0TEAM01', domain: 'acme' },
      token: 'unused',
      action_ts: '1700000000.9',
    });
    expect(reply.status).toBe(200);
    expect(reply.text).toBe('');
    expect(harness.standIn.callsTo('views.open')).toHaveLength(opened);
  });

  it('acks a slash command it does not know and a closed modal, answering nothing', async () => {
    const responseId = harness.newResponseId();
    const form = slashCommandForm({
      text: 'daikin ftxm25r',
      responseUrl: harness.standIn.responseUrl(responseId),
    });
    const other = await postSigned(harness.eventsUrl, signingSecret, {
      form: form.replace('command=%2Fcontroller', 'command=%2Fother'),
    });
    expect(form).toContain('command=%2Fcontroller');
    expect(other.status).toBe(200);
    expect(other.text).toBe('');
    const submitted = settingsSubmission(user.id, { market: 'FR', language: 'auto', type: '-' });
    const closed = await harness.interact({ ...submitted, type: 'view_closed', is_cleared: false });
    expect(closed.status).toBe(200);
    expect(closed.text).toBe('');
    expect(harness.standIn.responsesTo(responseId)).toEqual([]);
  });
});
