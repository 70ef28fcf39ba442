/**
 * Share in channel (listeners/actions/share.ts) called as Bolt calls it, with the app's real
 * services (test/support/listener-rig.ts) and Bolt's `ack` and `respond` recording: acked at
 * once; the answer posted in the channel, naming who shared it, then the private copy deleted;
 * a button value the app did not write answered privately with an error, nothing posted.
 */
import type { BlockAction, ButtonAction } from '@slack/bolt';
import { describe, expect, it } from 'vitest';
import { listUnits, sampleCatalogue } from '../../../../src/catalogue/sample/data.js';
import { actionIds, encodeUnitPick } from '../../../../src/slack/blocks/ids.js';
import { shareAnswer } from '../../../../src/slack/listeners/actions/share.js';
import { fakeAck, fakeRespond, fakeSay, useListenerRig } from '../../../support/listener-rig.js';

const rig = useListenerRig();

const unit = listUnits(sampleCatalogue(), 'GB').find((each) => each.designation === 'FTXM25R');
const wifi = unit?.skus.find((sku) => sku.typeReference === 'CTLR_WIFI');

/** Clicks Share on a button of `value` as `userId`; what was acked and responded, in order. */
async function share(value: string, userId = 'U0SHARE01') {
  const action: ButtonAction = {
    type: 'button',
    block_id: 'answer_actions',
    action_id: actionIds.share,
    action_ts: '1700004000.000001',
    value,
    text: { type: 'plain_text', text: 'Share in channel' },
  };
  const body: BlockAction<ButtonAction> = {
    type: 'block_actions',
    actions: [action],
    team: { id: 'T0TEAM001', domain: 'team' },
    user: { id: userId, username: 'salesperson' },
    channel: { id: 'C0CHANNEL1', name: 'sales' },
    token: 'unused',
    response_url: rig.standIn.responseUrl('share'),
    trigger_id: 'trigger.share',
    api_app_id: 'A0APP0001',
    container: { type: 'message', is_ephemeral: true },
  };
  const ack = fakeAck();
  const respond = fakeRespond();
  await shareAnswer({
    payload: action,
    action,
    body,
    ack,
    respond,
    say: fakeSay(),
    client: rig.client,
    logger: rig.logger,
    context: rig.contextFor(userId),
    next: async () => {},
  });
  return { acks: ack.calls, responses: respond.calls };
}

describe('Share in channel, called as Bolt calls it', () => {
  it('acks, posts the answer in the channel naming who shared it, then deletes the private copy', async () => {
    expect(wifi).toBeDefined();
    const value = encodeUnitPick({
      scope: { market: 'GB', locale: 'en' },
      unit: { brandId: unit?.brandId ?? -1, modelId: unit?.modelId ?? -1, typeReference: 'CTLR_WIFI' },
    });
    const { acks, responses } = await share(value);
    expect(acks).toEqual([undefined]);
    expect(responses).toEqual([
      expect.objectContaining({ response_type: 'in_channel', replace_original: false }),
      { delete_original: true },
    ]);
    const posted = JSON.stringify(responses[0]);
    expect(posted).toContain(wifi?.sku ?? 'missing');
    expect(posted).toContain('Shared by <@U0SHARE01>');
  });

  it('answers a button value it did not write privately with an error, posting nothing', async () => {
    const { acks, responses } = await share('{"not":"ours"}');
    expect(acks).toEqual([undefined]);
    expect(responses).toEqual([
      expect.objectContaining({
        response_type: 'ephemeral',
        replace_original: false,
        text: ':warning: Something went wrong on my side. Please try again in a moment.',
      }),
    ]);
  });
});
