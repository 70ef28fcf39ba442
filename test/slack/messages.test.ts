/** DMs, mentions, retries and the message shortcut over real HTTP. */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callbackIds } from '../../src/slack/blocks/ids.js';
import { nonEmpty } from '../support/non-empty.js';
import { sampleSkus, sampleUnits } from '../support/sample-units.js';
import { botUserId } from '../support/slack-api.js';
import { type SlackHarness, startSlackHarness } from '../support/slack-app.js';
import { slackLimitViolations, slackViewViolations } from '../support/slack-limits.js';
import { lookupModalSubmission } from '../support/slack-payloads.js';

const units = sampleUnits();
const ftxm25r = sampleSkus('Daikin', 'FTXM25R');

let harness: SlackHarness;
beforeAll(async () => {
  harness = await startSlackHarness();
});
afterAll(async () => {
  await harness?.close();
});

let sequence = 0;
const nextTs = () => `1700001000.${String(++sequence).padStart(6, '0')}`;

/**
 * A positive signal that the app has handled what came before in the DM `channel`: a later
 * question there (Mitsubishi MSZ-LN25VG), answered. Its answer is then the last post there.
 */
async function laterQuestionAnswered(channel: string): Promise<void> {
  const ts = nextTs();
  const event = {
    type: 'message',
    channel,
    channel_type: 'im',
    user: 'U0SALES01',
    text: 'mitsubishi msz-ln25vg',
  };
  expect((await harness.event({ ...event, ts, event_ts: ts }, `Ev0LATER${sequence}`)).status).toBe(200);
  await harness.standIn.waitForCall(
    'chat.postMessage',
    5000,
    (c) => c.body.channel === channel && String(c.body.text).includes('MSZ-LN25VG'),
  );
}
const postsTo = (channel: string) =>
  harness.standIn.callsTo('chat.postMessage').filter((c) => c.body.channel === channel);

describe('direct messages', () => {
  it('answers a DM in the DM, in the thread it starts (the Messages tab), with Share and the feedback buttons', async () => {
    const ts = nextTs();
    const reply = await harness.event(
      {
        type: 'message',
        channel: 'D0DM00001',
        channel_type: 'im',
        user: 'U0SALES01',
        text: 'daikin ftxm25r',
        ts,
        event_ts: ts,
      },
      'Ev0DM0001',
    );
    expect(reply.status).toBe(200);
    const post = await harness.standIn.waitForCall(
      'chat.postMessage',
      5000,
      (c) => c.body.channel === 'D0DM00001',
    );
    for (const sku of nonEmpty(ftxm25r)) expect(post.body.text).toContain(sku);
    expect(post.body.thread_ts).toBe(ts);
    expect(slackLimitViolations(post.body)).toEqual([]);
    expect(JSON.stringify(post.body.blocks)).toContain('share_answer');
    expect(JSON.stringify(post.body.blocks)).toContain('answer_feedback');
  });

  it('answers a message forwarded into the DM from the original it carries', async () => {
    const ts = nextTs();
    await harness.event(
      {
        type: 'message',
        channel: 'D0DMFWD01',
        channel_type: 'im',
        user: 'U0SALES01',
        text: '',
        attachments: [{ is_share: true, text: 'Toshiba RAS-B10E2KVG-E for the office please' }],
        ts,
        event_ts: ts,
      },
      'Ev0DMFWD1',
    );
    const post = await harness.standIn.waitForCall(
      'chat.postMessage',
      5000,
      (c) => c.body.channel === 'D0DMFWD01',
    );
    const skus = sampleSkus('Toshiba', 'RAS-B10E2KVG-E');
    expect(skus.length).toBeGreaterThan(0);
    for (const sku of nonEmpty(skus)) expect(post.body.text).toContain(sku);
  });

  it('ignores bot messages, edits, other subtypes and its own messages', async () => {
    const channel = 'D0DM00002';
    const base = { type: 'message', channel, channel_type: 'im', text: 'daikin ftxm25r' };
    const events = [
      { ...base, user: 'U0OTHER01', bot_id: 'B0OTHER01' },
      { ...base, subtype: 'bot_message', bot_id: 'B0OTHER01' },
      { ...base, subtype: 'message_changed', message: { text: 'daikin ftxm25r' } },
      { ...base, subtype: 'message_deleted' },
      { ...base, user: botUserId },
    ];
    for (const [i, event] of nonEmpty(events.entries())) {
      const ts = nextTs();
      expect((await harness.event({ ...event, ts, event_ts: ts }, `Ev0IGN00${i}`)).status).toBe(200);
    }
    await laterQuestionAnswered(channel);
    expect(postsTo(channel)).toHaveLength(1);
  });

  it('answers a retried event once', async () => {
    const channel = 'D0DM00003';
    const ts = nextTs();
    const event = {
      type: 'message',
      channel,
      channel_type: 'im',
      user: 'U0SALES01',
      text: 'daikin ftxm25r',
      ts,
      event_ts: ts,
    };
    const [first, retry] = await Promise.all([
      harness.event(event, 'Ev0RETRY01'),
      harness.event(event, 'Ev0RETRY01', { retryNum: 1 }),
    ]);
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    await harness.standIn.waitForCall('chat.postMessage', 5000, (c) => c.body.channel === channel);
    expect((await harness.event(event, 'Ev0RETRY01', { retryNum: 2 })).status).toBe(200);
    await laterQuestionAnswered(channel);
    expect(postsTo(channel).map((post) => String(post.body.text).includes('FTXM25R'))).toEqual([true, false]);
  });
});

describe('mentions', () => {
  it('answers a mention in its thread, without the mention in the lookup', async () => {
    const channel = 'C0MENTION1';
    const ts = nextTs();
    await harness.event(
      {
        type: 'app_mention',
        channel,
        user: 'U0SALES01',
        text: `<@${botUserId}> daikin ftxm25r`,
        ts,
        event_ts: ts,
      },
      'Ev0MENT001',
    );
    const post = await harness.standIn.waitForCall(
      'chat.postMessage',
      5000,
      (c) => c.body.channel === channel,
    );
    expect(post.body.thread_ts).toBe(ts);
    for (const sku of nonEmpty(ftxm25r)) expect(post.body.text).toContain(sku);
  });

  it('answers a mention inside a thread in that thread, escaping what it echoes', async () => {
    const channel = 'C0MENTION2';
    const ts = nextTs();
    await harness.event(
      {
        type: 'app_mention',
        channel,
        user: 'U0SALES01',
        text: `<@${botUserId}> <!here> <@U123> acme zz9000`,
        ts,
        thread_ts: '1700000000.000001',
        event_ts: ts,
      },
      'Ev0MENT002',
    );
    const post = await harness.standIn.waitForCall(
      'chat.postMessage',
      5000,
      (c) => c.body.channel === channel,
    );
    expect(post.body.thread_ts).toBe('1700000000.000001');
    const all = JSON.stringify(post.body);
    expect(all).toContain('&lt;!here&gt;');
    expect(all).not.toContain('<!here>');
    expect(all).not.toContain('<@U123>');
  });

  it('answers a bare mention with help', async () => {
    const channel = 'C0MENTION3';
    const ts = nextTs();
    await harness.event(
      { type: 'app_mention', channel, user: 'U0SALES01', text: `<@${botUserId}>`, ts, event_ts: ts },
      'Ev0MENT003',
    );
    const post = await harness.standIn.waitForCall(
      'chat.postMessage',
      5000,
      (c) => c.body.channel === channel,
    );
    expect(JSON.stringify(post.body.blocks)).toContain('/controller daikin ftxm25r');
  });
});

describe('message shortcut find_controller', () => {
  const shortcut = (message: Record<string, unknown>, responseUrl?: string) => ({
    type: 'message_action',
    callback_id: callbackIds.findController,
    trigger_id: '12345.98765.abcd',
    message_ts: '1700000000.000500',
    ...(responseUrl ? { response_url: responseUrl } : {}),
    message: { type: 'message', user: 'U0CUSTOM1', ts: '1700000000.000500', ...message },
    user: { id: 'U0SALES01', name: 'sam', team_id: 'T0TEAM01' },
    channel: { id: 'C0SUPPORT', name: 'support' },
    team: { id: 'T0TEAM01', domain: 'acme' },
    token: 'unused',
    action_ts: '1700000000.9',
  });

  it('reads the brand and model in a pasted email and answers privately via response_url', async () => {
    const responseId = harness.newResponseId();
    const text =
      'Hello,\nour client has a Daikin FTXM25R in the meeting room and wants Wi-Fi control.\nWhich controller should we order?\nThanks';
    const reply = await harness.interact(shortcut({ text }, harness.standIn.responseUrl(responseId)));
    expect(reply.status).toBe(200);
    const posted = await harness.standIn.waitForResponse(responseId);
    expect(posted.body.response_type).toBe('ephemeral');
    // The email asks for Wi-Fi control: the answer is that type's SKU.
    const wifi = units
      .find((u) => u.designation === 'FTXM25R')
      ?.skus.find((s) => s.typeReference === 'CTLR_WIFI');
    expect(posted.body.text).toContain(`Daikin FTXM25R: `);
    expect(posted.body.text).toContain(wifi?.sku);
  });

  it("reads the message's blocks when its text is empty", async () => {
    const responseId = harness.newResponseId();
    const blocks = [
      {
        type: 'rich_text',
        elements: [
          {
            type: 'rich_text_section',
            elements: [{ type: 'text', text: 'Ticket: daikin FTXM25R, needs a controller' }],
          },
        ],
      },
    ];
    await harness.interact(shortcut({ text: '', blocks }, harness.standIn.responseUrl(responseId)));
    const posted = await harness.standIn.waitForResponse(responseId);
    for (const sku of nonEmpty(ftxm25r)) expect(posted.body.text).toContain(sku);
  });

  it('reads a forwarded message: a short comment, and the unit in the original', async () => {
    const responseId = harness.newResponseId();
    const forwarded = {
      text: 'Can you check this one?',
      attachments: [
        {
          is_share: true,
          author_name: 'Client',
          fallback: '[March 3rd] Client: Our unit is a Daikin FTXM25R, in the meeting room',
          text: 'Our unit is a Daikin FTXM25R, in the meeting room',
        },
      ],
    };
    await harness.interact(shortcut(forwarded, harness.standIn.responseUrl(responseId)));
    const posted = await harness.standIn.waitForResponse(responseId);
    expect(posted.body.text).toContain('Daikin FTXM25R');
    for (const sku of nonEmpty(ftxm25r)) expect(posted.body.text).toContain(sku);
  });

  it('says so when the message has no text', async () => {
    const responseId = harness.newResponseId();
    await harness.interact(shortcut({ text: '' }, harness.standIn.responseUrl(responseId)));
    const posted = await harness.standIn.waitForResponse(responseId);
    expect(posted.body.text).toContain('no text I can read');
  });

  it('opens a modal with the answer when the payload has no response_url; submitting it looks up again', async () => {
    await harness.interact(shortcut({ text: 'daikin ftxm25r please' }));
    const opened = await harness.standIn.waitForCall(
      'views.open',
      5000,
      (c) => c.body.trigger_id === '12345.98765.abcd',
    );
    const view = opened.body.view as { callback_id: string; blocks: unknown[] };
    expect(view.callback_id).toBe(callbackIds.lookupModal);
    for (const sku of nonEmpty(ftxm25r)) expect(JSON.stringify(view.blocks)).toContain(sku);
    expect(slackViewViolations(view)).toEqual([]);

    const submitted = await harness.interact(
      lookupModalSubmission('U0SALES01', 'daikin ftxm25n', 'V0MODAL01'),
    );
    expect(submitted.status).toBe(200);
    expect(submitted.json?.response_action).toBe('update');
    const updated = JSON.stringify(submitted.json?.view);
    for (const sku of nonEmpty(sampleSkus('Daikin', 'FTXM25N'))) expect(updated).toContain(sku);
  });
});
