/**
 * The child process behind `slack-side.ts`: Slack's side of a bench (the Web API stand-in and
 * the client that sends signed slash commands), kept out of the measured process as Slack's
 * servers are. It answers the parent's messages over IPC: `members` sets the workspace's member
 * list (users.list) and who Slack answers late (users.info), `drive` sends the commands with the given concurrency and replies with
 * every ack latency and the commands per second.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { startSlackStandIn, workspaceMembers } from '../../test/support/slack-api.js';
import { postSigned, slashCommandForm } from '../../test/support/slack-signer.js';
import type { DriveRequest, DriveResult, SideMessage } from './slack-side.js';

const standIn = await startSlackStandIn();
let sent = 0;

async function drive(request: DriveRequest): Promise<DriveResult> {
  const acks: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < request.commands.length) {
      const command = request.commands[next++] as DriveRequest['commands'][number];
      const form = slashCommandForm({ ...command, responseUrl: standIn.responseUrl(`bench-${++sent}`) });
      const reply = await postSigned(request.url, request.signingSecret, { form }, { skipJson: true });
      if (reply.status !== 200) throw new Error(`HTTP ${reply.status}`);
      acks.push(reply.ms);
    }
  };
  await Promise.all(Array.from({ length: request.concurrency }, worker));
  return { acks, perSecond: (request.commands.length / (performance.now() - started)) * 1000 };
}

process.on('message', (message: SideMessage) => {
  if (message.kind === 'members') {
    standIn.answer('users.list', workspaceMembers(message.members.map((id) => ({ id, locale: 'en-US' }))));
    const far = message.farUsers;
    if (far)
      standIn.answer('users.info', async (call, standard) => {
        if (String(call.body.user).startsWith(far.prefix)) await sleep(far.ms);
        return standard(call);
      });
    process.send?.({ kind: 'members-set' });
    return;
  }
  if (message.kind === 'close') {
    void standIn.close().then(() => process.exit(0));
    return;
  }
  drive(message.request).then(
    (result) => process.send?.({ kind: 'driven', id: message.id, result }),
    (error: unknown) => process.send?.({ kind: 'driven', id: message.id, error: String(error) }),
  );
});
process.send?.({ kind: 'ready', apiUrl: standIn.apiUrl });
