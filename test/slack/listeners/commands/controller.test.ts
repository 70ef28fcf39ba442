/**
 * The `/controller` listener (listeners/commands/controller.ts) called as Bolt calls it, with
 * the app's real services (test/support/listener-rig.ts) and Bolt's `ack` and `respond`
 * recording: what it acks for help, a refused market, settings, a report asked by a salesperson,
 * a list and a question answered at once, and what it sends after the ack.
 */
import type { SlashCommand } from '@slack/bolt';
import { describe, expect, it } from 'vitest';
import { controllerCommand } from '../../../../src/slack/listeners/commands/controller.js';
import { fakeAck, fakeRespond, fakeSay, useListenerRig } from '../../../support/listener-rig.js';

const rig = useListenerRig();

let triggers = 0;

/** Runs `/controller <text>` from `userId` through the listener; what it acked and responded. */
async function controller(text: string, userId = 'U0CMD0001') {
  const command: SlashCommand = {
    token: 'unused',
    command: '/controller',
    text,
    response_url: `${rig.standIn.responseUrl(`cmd${++triggers}`)}`,
    trigger_id: `trigger.${triggers}`,
    user_id: userId,
    user_name: 'salesperson',
    team_id: 'T0TEAM001',
    team_domain: 'team',
    channel_id: 'C0CHANNEL1',
    channel_name: 'sales',
    api_app_id: 'A0APP0001',
  };
  const ack = fakeAck();
  const respond = fakeRespond();
  const say = fakeSay();
  await controllerCommand({
    command,
    payload: command,
    body: command,
    ack,
    respond,
    say,
    client: rig.client,
    logger: rig.logger,
    context: rig.contextFor(userId),
    next: async () => {},
  });
  return { acks: ack.calls, responses: respond.calls, triggerId: command.trigger_id };
}

describe('/controller, called as Bolt calls it', () => {
  it('acks help with the help message, privately, and sends nothing else', async () => {
    const { acks, responses } = await controller('help');
    expect(acks).toHaveLength(1);
    expect(acks[0]).toMatchObject({ response_type: 'ephemeral' });
    expect(JSON.stringify(acks[0])).toContain('Markets: GB');
    expect(responses).toEqual([]);
  });

  it('acks a market not enabled here with the refusal, looking nothing up', async () => {
    const { acks, responses } = await controller('daikin ftxm25r market:XX');
    expect(acks).toEqual([
      expect.objectContaining({
        response_type: 'ephemeral',
        text: ':warning: Market *XX* is not enabled here. Markets you can use: `GB`.',
      }),
    ]);
    expect(responses).toEqual([]);
  });

  it('acks settings empty, then opens the settings modal with the command’s trigger', async () => {
    const { acks, triggerId } = await controller('settings');
    expect(acks).toEqual([undefined]);
    const opened = rig.standIn.callsTo('views.open').filter((call) => call.body.trigger_id === triggerId);
    expect(opened).toHaveLength(1);
    expect(JSON.stringify(opened[0]?.body.view)).toContain('settings');
  });

  it('acks a salesperson’s report empty, then tells them reports are for admins, sending none', async () => {
    const { acks, responses } = await controller('report', 'U0NOTADMIN');
    expect(acks).toEqual([undefined]);
    expect(responses).toEqual([
      expect.objectContaining({
        response_type: 'ephemeral',
        text: 'Reports are for the admins of this app.',
      }),
    ]);
  });

  it('acks more units than one question answers with where the list is answered', async () => {
    const units = ['ftxm20r', 'ftxm25r', 'ftxm35r', 'ftxm42r', 'ftxm50r', 'ftxm60r'];
    const { acks } = await controller(units.map((model) => `daikin ${model}`).join(', '));
    expect(acks).toEqual([
      expect.objectContaining({
        response_type: 'ephemeral',
        text: 'Those 6 units make a list: I am looking them up in our direct messages, with a CSV file.',
      }),
    ]);
  });

  it('acks a question whose answer is ready within the fast window with the answer itself', async () => {
    // The first asking warms the engine's cache; the second is answered at once.
    await controller('daikin ftxm25r', 'U0WARM001');
    const { acks, responses } = await controller('daikin ftxm25r');
    expect(acks).toHaveLength(1);
    expect(acks[0]).toMatchObject({
      response_type: 'ephemeral',
      text: expect.stringMatching(/CFWIFDAI\d{3}R000/),
    });
    expect(responses).toEqual([]);
  });
});
