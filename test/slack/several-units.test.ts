/**
 * Several units in one question, through the real app: a slash command or a DM naming two or
 * three units is answered in one message, each unit as it would be alone; more than five units
 * in a DM are a list (its CSV); a unit picked in one part is answered beside the message, which
 * keeps the other parts; the lookup log keeps each unit, the recent lookups one entry.
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeUnitPick, pickUnitActionPattern } from '../../src/slack/blocks/ids.js';
import { nonEmpty } from '../support/non-empty.js';
import { sampleSkus } from '../support/sample-units.js';
import { type SlackHarness, startSlackHarness } from '../support/slack-app.js';
import { messageClick } from '../support/slack-payloads.js';

const ftxm25r = sampleSkus('Daikin', 'FTXM25R');
const lnvg = sampleSkus('Mitsubishi Electric', 'MSZ-LN25VG');
const ftxm35r = sampleSkus('Daikin', 'FTXM35R');

let harness: SlackHarness;
beforeAll(async () => {
  harness = await startSlackHarness({
    members: ['U0SEVER01', 'U0SEVLIST', 'U0SEVTYPE', 'U0SEVLOG1'].map((id) => ({ id, locale: 'en-US' })),
  });
});
afterAll(async () => {
  await harness?.close();
});

const user = { id: 'U0SEVER01', username: 'sev', name: 'sev', team_id: 'T0TEAM01' };
let sequence = 0;
const nextTs = () => `1700002000.${String(++sequence).padStart(6, '0')}`;

async function dm(channel: string, text: string) {
  const ts = nextTs();
  await harness.event(
    { type: 'message', channel, channel_type: 'im', user: user.id, text, ts, event_ts: ts },
    `Ev0SEV${sequence}`,
  );
}

interface Button {
  type: string;
  action_id: string;
  value?: string;
}

/** Every button of a message: in its actions blocks and beside its sections. */
const buttonsOf = (blocks: unknown): Button[] =>
  ((blocks ?? []) as { type: string; elements?: Button[]; accessory?: Button }[])
    .flatMap((block) =>
      block.type === 'actions' ? (block.elements ?? []) : block.accessory ? [block.accessory] : [],
    )
    .filter((element) => element.type === 'button');

describe('several units in one question', () => {
  it('answers two units of a slash command in one reply, each with its own SKUs', async () => {
    const { reply } = await harness.command('daikin ftxm25r, mitsubishi msz-ln25vg', { userId: user.id });
    const text = String(reply.json?.text);
    expect(ftxm25r.length).toBeGreaterThan(0);
    expect(lnvg.length).toBeGreaterThan(0);
    for (const sku of [...ftxm25r, ...lnvg]) expect(text).toContain(sku);
    expect(JSON.stringify(reply.json?.blocks)).toContain('Your question names 2 units');
  });

  it('answers three units written one per line in a DM inline, not as a list', async () => {
    const uploads = harness.standIn.uploads.length;
    await dm('D0SEV0001', 'daikin ftxm25r\nmitsubishi msz-ln25vg\ndaikin ftxm35r');
    const post = await harness.standIn.waitForCall(
      'chat.postMessage',
      5000,
      (c) => c.body.channel === 'D0SEV0001',
    );
    expect(JSON.stringify(post.body.blocks)).toContain('Your question names 3 units');
    expect(ftxm35r.length).toBeGreaterThan(0);
    for (const sku of [...ftxm25r, ...lnvg, ...ftxm35r]) expect(String(post.body.text)).toContain(sku);
    expect(harness.standIn.uploads.length).toBe(uploads);
  });

  it('answers six units one per line as a list, with its CSV', async () => {
    const lines = ['ftxm20r', 'ftxm25r', 'ftxm35r', 'ftxm42r', 'ftxm50r', 'ftxm60r'].map(
      (m) => `daikin ${m}`,
    );
    await dm('D0SEV0002', lines.join('\n'));
    const upload = await harness.standIn.waitForUpload(20_000, (u) => u.channelId === 'D0SEV0002');
    const csv = upload.content.toString('utf8');
    for (const line of nonEmpty(lines)) expect(csv).toContain(line);
  });

  it('looks up more than five units of a slash command as a list in the DM, with its CSV', async () => {
    const models = ['ftxm20r', 'ftxm25r', 'ftxm35r', 'ftxm42r', 'ftxm50r', 'ftxm60r'];
    const opened = harness.standIn.callsTo('conversations.open').length;
    const { reply } = await harness.command(models.map((model) => `daikin ${model}`).join(', '), {
      userId: 'U0SEVLIST',
    });
    expect(String(reply.json?.text)).toContain('Those 6 units make a list');
    await harness.standIn.waitForCall('conversations.open', 5000, (c) => c.body.users === 'U0SEVLIST');
    expect(harness.standIn.callsTo('conversations.open').length).toBe(opened + 1);
    // The stand-in names the DM with a user D + the user id's rest.
    const upload = await harness.standIn.waitForUpload(20_000, (u) => u.channelId === 'D0SEVLIST');
    const csv = upload.content.toString('utf8').toLowerCase();
    for (const model of nonEmpty(models)) expect(csv).toContain(`daikin ${model}`);
  });

  it('answers a unit picked in one part beside the message, leaving the others', async () => {
    const { reply, responseId } = await harness.command('daikin ftxm25, mitsubishi msz-ln25vg', {
      userId: user.id,
    });
    const picks = buttonsOf(reply.json?.blocks).filter((button) =>
      pickUnitActionPattern.test(button.action_id),
    );
    const [first] = picks;
    expect(first).toBeDefined();
    expect(decodeUnitPick(first?.value)?.beside).toBe(true);
    await harness.interact(
      messageClick({
        user,
        responseUrl: harness.standIn.responseUrl(responseId),
        ephemeral: true,
        actions: [{ type: 'button', ...first, block_id: 'b' }],
      }),
    );
    const answer = await harness.standIn.waitForResponse(responseId, 5000);
    expect(answer.body.replace_original).toBe(false);
    expect(String(answer.body.text)).toContain('Daikin FTXM25');
  });

  it('drops a default type the market lacks for every unit, as for one', async () => {
    const asker = 'U0SEVTYPE';
    // A default type of another market (Pro with wall thermostat is sold in ES only).
    await harness.state.settings.save(asker, { defaultType: 'CTLR_PRO_STI' });
    const { reply } = await harness.command('daikin ftxm25r, mitsubishi msz-ln25vg', { userId: asker });
    const text = String(reply.json?.text);
    for (const sku of nonEmpty([...ftxm25r, ...lnvg])) expect(text).toContain(sku);
    expect(text).not.toContain('not offered');
  });

  it('keeps each unit in the lookup log and the question once in the recent lookups', async () => {
    const asker = 'U0SEVLOG1';
    const since = Date.now();
    await harness.command('daikin ftxm25r, daikin zzz999', { userId: asker });
    await harness.state.flush();
    const logged = (await harness.state.lookupLog.since(since)).filter((entry) => entry.userId === asker);
    expect(logged.map((entry) => [entry.query, entry.outcome]).sort()).toEqual([
      ['daikin ftxm25r', 'answer'],
      ['daikin zzz999', 'not_found'],
    ]);
    const recent = await harness.state.recent.list(asker);
    expect(recent.map((entry) => entry.query)).toEqual(['daikin ftxm25r, daikin zzz999']);
  });
});
