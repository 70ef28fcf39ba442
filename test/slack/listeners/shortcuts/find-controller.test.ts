/**
 * The Find controller message shortcut (listeners/shortcuts/find-controller.ts) called as Bolt
 * calls it, with the app's real services (test/support/listener-rig.ts) and Bolt's `ack` and
 * `respond` recording: acked at once; the unit named in the message answered privately through
 * the response_url; a message with no text told so; with no response_url, the answer in a modal
 * opened with the shortcut's trigger.
 */
import type { MessageShortcut } from '@slack/bolt';
import { describe, expect, it } from 'vitest';
import { callbackIds } from '../../../../src/slack/blocks/ids.js';
import { findController } from '../../../../src/slack/listeners/shortcuts/find-controller.js';
import { fakeAck, fakeRespond, fakeSay, useListenerRig } from '../../../support/listener-rig.js';
import { nonEmpty } from '../../../support/non-empty.js';
import { sampleSkus } from '../../../support/sample-units.js';

const rig = useListenerRig();

const ftxm25r = sampleSkus('Daikin', 'FTXM25R');
let triggers = 0;

/** Uses the shortcut on a message of `text`; what was acked and responded, and its trigger. */
async function findOn(text: string | undefined, responseUrl = rig.standIn.responseUrl(`sc${triggers}`)) {
  const shortcut: MessageShortcut = {
    type: 'message_action',
    callback_id: callbackIds.findController,
    trigger_id: `trigger.shortcut.${++triggers}`,
    message_ts: '1700006000.000001',
    response_url: responseUrl,
    message: {
      type: 'message',
      user: 'U0CUSTOMR',
      ts: '1700006000.000001',
      ...(text === undefined ? {} : { text }),
    },
    user: { id: 'U0SHORT01', name: 'salesperson' },
    channel: { id: 'C0CHANNEL1', name: 'sales' },
    team: { id: 'T0TEAM001', domain: 'team' },
    token: 'unused',
    action_ts: '1700006000.000002',
  };
  const ack = fakeAck();
  const respond = fakeRespond();
  await findController({
    payload: shortcut,
    shortcut,
    body: shortcut,
    ack,
    respond,
    say: fakeSay(),
    client: rig.client,
    logger: rig.logger,
    context: rig.contextFor('U0SHORT01'),
    next: async () => {},
  });
  return { acks: ack.calls, responses: respond.calls, triggerId: shortcut.trigger_id };
}

describe('Find controller on a message, called as Bolt calls it', () => {
  it('acks, then answers the unit the message names privately, with its SKUs', async () => {
    const { acks, responses } = await findOn('Hi, which controller for our Daikin FTXM25R please?');
    expect(acks).toEqual([undefined]);
    expect(responses).toHaveLength(1);
    expect(responses[0]).toMatchObject({ response_type: 'ephemeral' });
    expect(ftxm25r.length).toBeGreaterThan(0);
    for (const sku of nonEmpty(ftxm25r)) expect(JSON.stringify(responses[0])).toContain(sku);
  });

  it('acks, then says so privately when the message has no text to read', async () => {
    const { acks, responses } = await findOn(undefined);
    expect(acks).toEqual([undefined]);
    expect(responses).toEqual([
      expect.objectContaining({
        response_type: 'ephemeral',
        text: 'That message has no text I can read. Try `/controller daikin ftxm25r` with your brand and model instead.',
      }),
    ]);
  });

  it('answers in a modal opened with the shortcut’s trigger when the payload has no response_url', async () => {
    const { acks, responses, triggerId } = await findOn('daikin ftxm25r', '');
    expect(acks).toEqual([undefined]);
    expect(responses).toEqual([]);
    const opened = rig.standIn.callsTo('views.open').filter((call) => call.body.trigger_id === triggerId);
    expect(opened).toHaveLength(1);
    expect(JSON.stringify(opened[0]?.body.view)).toContain(ftxm25r[0] ?? 'missing');
  });
});
