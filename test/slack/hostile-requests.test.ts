/**
 * Hostile and broken input, correctly signed, over the real app: pathological Slack markup,
 * malformed envelopes and timestamps far from now. Every request gets its answer in Slack's
 * window and costs no one else anything.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listUnits, sampleCatalogue } from '../../src/catalogue/sample/data.js';
import { feedbackBlock } from '../../src/slack/blocks/feedback.js';
import {
  actionIds,
  encodeMenuBlockId,
  encodeUnitPick,
  pickUnitActionId,
} from '../../src/slack/blocks/ids.js';
import { encodeSettingsMetadata } from '../../src/slack/blocks/settings.js';
import { type SlackHarness, signingSecret, startSlackHarness } from '../support/slack-app.js';
import { messageClick, settingsSubmission } from '../support/slack-payloads.js';
import { postSigned, slashCommandForm } from '../support/slack-signer.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Slack tells a French locale, for users named U0SLOW… after a while (well inside the app's wait). */
const slowLocaleMs = 300;

let harness: SlackHarness;
beforeAll(async () => {
  harness = await startSlackHarness({
    prepare: (standIn) =>
      standIn.answer('users.info', async (call) => {
        if (String(call.body.user).startsWith('U0SLOW')) await sleep(slowLocaleMs);
        return { ok: true, user: { id: call.body.user, locale: 'fr-FR' } };
      }),
  });
});
afterAll(async () => {
  await harness?.close();
});

const user = { id: 'U0SALES01', username: 'sam', name: 'sam', team_id: 'T0TEAM01' };
const team = { id: 'T0TEAM01', domain: 'acme' };
const warnings = (fragment: string) =>
  harness.logLines.filter((line) => line.includes('"level":40') && line.includes(fragment));

describe('pathological Slack markup', () => {
  const units = ['<tel:', '<http://x|', '<#C|', '<mailto:'];

  /**
   * Another user's request is waiting for Slack to tell their language when the hostile text
   * arrives. Slack answers in time; had reading the hostile text held the event loop past the
   * app's wait for it, that user would be answered in the default language instead.
   */
  it.each(units.map((unit, i) => [unit, `U0SLOW00${i}`]))(
    'reads 100,000 characters of %s while another user is answered as usual',
    async (unit, otherUser) => {
      const hostile = unit.repeat(Math.ceil(100_000 / unit.length)).slice(0, 100_000);
      const other = harness.commandAnswer('help', { userId: otherUser });
      await harness.standIn.waitForCall('users.info', 3000, (call) => call.body.user === otherUser);
      const [attack, health] = await Promise.all([
        harness.command(hostile, { userId: 'U0HOSTILE1' }),
        fetch(`${harness.baseUrl}/healthz`),
      ]);
      expect(attack.reply.status).toBe(200);
      expect(health.status).toBe(200);
      expect(JSON.stringify((await other).answer)).toContain('Ouvrir les menus');
    },
  );
});

describe('malformed signed requests', () => {
  const post = (body: { form: string } | { json: unknown }) =>
    postSigned(harness.eventsUrl, signingSecret, body);
  const payload = (value: unknown) => ({
    form: new URLSearchParams({ payload: JSON.stringify(value) }).toString(),
  });

  it('answers a JSON body of null and payload=null with 400, once logged, and 401 unsigned', async () => {
    expect((await post({ json: null })).status).toBe(400);
    expect((await post({ form: 'payload=null' })).status).toBe(400);
    expect(warnings('malformed').length).toBeGreaterThanOrEqual(2);
    expect((await postSigned(harness.eventsUrl, 'not-the-secret', { json: null })).status).toBe(401);
  });

  it('answers block actions and options loads without a user with 400, running nothing', async () => {
    const before = harness.standIn.calls.length;
    const action = await post(
      payload({
        type: 'block_actions',
        team,
        actions: [{ action_id: 'open_menus', block_id: 'b', type: 'button', value: 'x' }],
        response_url: harness.standIn.responseUrl(harness.newResponseId()),
      }),
    );
    expect(action.status).toBe(400);
    const options = await post(
      payload({ type: 'block_suggestion', team, action_id: 'menu_brand', block_id: 'b', value: 'dai' }),
    );
    expect(options.status).toBe(400);
    expect(harness.standIn.calls.length).toBe(before);
  });

  it('answers an event_callback whose event is null with 400', async () => {
    const reply = await post({
      json: {
        type: 'event_callback',
        team_id: 'T0TEAM01',
        event: null,
        event_id: 'Ev0NULL001',
        event_time: 1,
      },
    });
    expect(reply.status).toBe(400);
  });

  it('acks a view_submission without state', async () => {
    const reply = await post(
      payload({
        type: 'view_submission',
        team,
        user,
        view: { id: 'V0BROKEN1', callback_id: 'lookup_modal', private_metadata: '' },
      }),
    );
    expect(reply.status).toBe(200);
  });

  it('answers a slash command whose text appears twice with a notice in the ack', async () => {
    const form = new URLSearchParams(
      slashCommandForm({ text: 'daikin', responseUrl: harness.standIn.responseUrl(harness.newResponseId()) }),
    );
    form.append('text', 'ftxm25r');
    const reply = await post({ form: form.toString() });
    expect(reply.status).toBe(200);
    expect(reply.json?.response_type).toBe('ephemeral');
    expect(String(reply.json?.text)).toContain('Something went wrong');
  });
});

describe('request timestamps', () => {
  it('takes a correctly signed request timestamped a little ahead (clocks differ a little)', async () => {
    const { reply } = await harness.command('help', { timestamp: Math.floor(Date.now() / 1000) + 30 });
    expect(reply.status).toBe(200);
  });
});

describe('values that come back from Slack', () => {
  // The harness allows GB alone: FR is a market the configuration no longer allows.
  const frUnit = listUnits(sampleCatalogue(), 'FR').find((unit) => unit.skus.length > 0);
  const frSku = frUnit?.skus[0]?.sku ?? 'missing';

  it('answers a unit pick naming a market no longer allowed plainly, never from that market', async () => {
    expect(frUnit).toBeDefined();
    const responseId = harness.newResponseId();
    const value = encodeUnitPick({
      scope: { market: 'FR', locale: 'en' },
      unit: {
        brandId: frUnit?.brandId ?? 0,
        modelId: frUnit?.modelId ?? 0,
        typeReference: frUnit?.skus[0]?.typeReference ?? '',
      },
    });
    const reply = await harness.interact(
      messageClick({
        user,
        responseUrl: harness.standIn.responseUrl(responseId),
        actions: [
          {
            type: 'button',
            action_id: pickUnitActionId(0),
            block_id: 'choices',
            value,
            text: { type: 'plain_text', text: 'FR unit' },
            action_ts: '1',
          },
        ],
      }),
    );
    expect(reply.status).toBe(200);
    const answer = await harness.standIn.waitForResponse(responseId);
    // Said in the user's language (French here): the market named, and those allowed.
    expect(String(answer.body.text)).toContain('*FR*');
    expect(String(answer.body.text)).toContain('`GB`');
    expect(JSON.stringify(answer.body)).not.toContain(frSku);
  });

  it('records no feedback press naming a market no longer allowed, nor one whose value is not ours', async () => {
    const [buttons] = feedbackBlock(
      { market: 'FR', brand: 'Daikin', model: 'FTXM25N', skus: [frSku], question: 'daikin ftxm25n' },
      'en',
    ).elements;
    expect(buttons?.type).toBe('feedback_buttons');
    const press = async (value: string, responseId: string) =>
      harness.interact(
        messageClick({
          user,
          responseUrl: harness.standIn.responseUrl(responseId),
          ephemeral: false,
          actions: [
            {
              type: 'feedback_buttons',
              action_id: actionIds.answerFeedback,
              block_id: 'fb',
              value,
              text: { type: 'plain_text', text: '👎' },
              action_ts: '1',
            },
          ],
        }),
      );
    const refused = harness.newResponseId();
    expect(
      (await press(buttons?.type === 'feedback_buttons' ? buttons.negative_button.value : '', refused))
        .status,
    ).toBe(200);
    expect(String((await harness.standIn.waitForResponse(refused)).body.text)).toContain('*FR*');
    expect((await press('{"v":"wrong","m":"GB"}', harness.newResponseId())).status).toBe(200);
    expect((await press('not json', harness.newResponseId())).status).toBe(200);
    // The two presses are done with once the app says it ignored them.
    await expect
      .poll(
        () => harness.logLines.filter((line) => line.includes('A feedback press carried no value')).length,
      )
      .toBe(2);
    expect(await harness.state.feedback.since(0)).toEqual([]);
  });

  it('gives no type-ahead options for a menu naming a market no longer allowed', async () => {
    const reply = await harness.interact({
      type: 'block_suggestion',
      user,
      team,
      api_app_id: 'A0APP0001',
      token: 'unused',
      action_id: actionIds.menuBrand,
      block_id: encodeMenuBlockId('brand', { scope: { market: 'FR', locale: 'en' } }),
      value: 'dai',
    });
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({ options: [] });
  });

  it('sends nothing to a response URL in private_metadata that is not Slack’s, and still saves', async () => {
    const received: string[] = [];
    const rogue = createServer((req: IncomingMessage, res) => {
      received.push(req.url ?? '');
      res.end('ok');
    });
    await new Promise<void>((resolve) => rogue.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(rogue.address() as AddressInfo).port}/response/stolen`;
      const userId = 'U0ROGUE001';
      const reply = await harness.interact(
        settingsSubmission(
          userId,
          { market: 'GB', language: 'es', type: '-' },
          encodeSettingsMetadata({ responseUrl: url }),
        ),
      );
      expect(reply.status).toBe(200);
      await harness.standIn.waitForCall('views.publish', 3000, (call) => call.body.user_id === userId);
      expect(await harness.state.settings.get(userId)).toMatchObject({ locale: 'es' });
      expect(received).toEqual([]);
      expect(warnings("response URL is not Slack's").length).toBe(1);
    } finally {
      await new Promise<void>((resolve) => rogue.close(() => resolve()));
    }
  });
});
