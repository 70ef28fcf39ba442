/**
 * "Export gap report" (listeners/actions/export-gap-report.ts) called as Bolt calls it, with the
 * app's real services (test/support/listener-rig.ts) on the Slack stand-in, whose users.info
 * says who owns the workspace: acked at once; the report as a CSV in an owner's DM; nothing at
 * all for a salesperson, once the listener has finished.
 */
import type { BlockAction, ButtonAction } from '@slack/bolt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionIds } from '../../../../src/slack/blocks/ids.js';
import { exportGapReport } from '../../../../src/slack/listeners/actions/export-gap-report.js';
import {
  fakeAck,
  fakeRespond,
  fakeSay,
  type ListenerRig,
  startListenerRig,
} from '../../../support/listener-rig.js';

let rig: ListenerRig;
beforeAll(async () => {
  rig = await startListenerRig();
  rig.standIn.answer('users.info', (call) => ({
    ok: true,
    user: { id: call.body.user, locale: 'en-US', is_bot: false, is_owner: call.body.user === 'U0OWNER01' },
  }));
});
afterAll(async () => {
  await rig?.close();
});

/** `userId` clicks Export on their App Home; resolves once the listener has finished; its acks. */
async function exportClick(userId: string): Promise<unknown[]> {
  const action: ButtonAction = {
    type: 'button',
    block_id: 'home_report',
    action_id: actionIds.exportGapReport,
    action_ts: '1700005000.000001',
    text: { type: 'plain_text', text: 'Export' },
  };
  const body: BlockAction<ButtonAction> = {
    type: 'block_actions',
    actions: [action],
    team: { id: 'T0TEAM001', domain: 'team' },
    user: { id: userId, username: 'someone' },
    token: 'unused',
    response_url: '',
    trigger_id: 'trigger.export',
    api_app_id: 'A0APP0001',
    container: { type: 'view', view_id: 'V0HOME001' },
  };
  const ack = fakeAck();
  await exportGapReport({
    payload: action,
    action,
    body,
    ack,
    respond: fakeRespond(),
    say: fakeSay(),
    client: rig.client,
    logger: rig.logger,
    context: rig.contextFor(userId),
    next: async () => {},
  });
  return ack.calls;
}

describe('Export gap report, called as Bolt calls it', () => {
  it('acks, and sends a workspace owner the report as a CSV in their DM', async () => {
    expect(await exportClick('U0OWNER01')).toEqual([undefined]);
    const uploads = rig.standIn.uploads.filter((upload) => upload.channelId === 'D0OWNER01');
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.content.toString('utf8').startsWith('\uFEFF')).toBe(true);
  });

  it('acks a salesperson, and has sent them nothing once it has finished', async () => {
    expect(await exportClick('U0SALES01')).toEqual([undefined]);
    expect(rig.standIn.uploads.filter((upload) => upload.channelId === 'D0SALES01')).toEqual([]);
    expect(rig.standIn.callsTo('conversations.open').map((call) => call.body.users)).not.toContain(
      'U0SALES01',
    );
  });
});
