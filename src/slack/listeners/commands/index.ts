/**
 * `/controller [text]`. Acked within Slack's window every time: with the answer when it is
 * ready within `fastReplyMs` (a warm cache), otherwise with "Looking that up…" at once and
 * the answer through response_url when the engine has it. `/controller settings` opens the
 * settings modal instead.
 */
import type { App } from '@slack/bolt';
import { buildHelpMessage } from '../../blocks/help.js';
import type { SlackMessage } from '../../blocks/message.js';
import { buildLoadingMessage } from '../../blocks/notices.js';
import type { ParsedCommand } from '../../command-text.js';
import type { ListenerDeps } from '../../deps.js';
import { toLookupText } from '../../message-text.js';
import { fastReplyMs, lookupTextReply, userMenuReply } from '../../replies.js';
import { readUserRequest, type UserRequest } from '../../requests.js';
import { openSettingsModal } from '../../settings-flow.js';
import { settleWithin } from '../../settle.js';

export const commandName = '/controller';

/** The reply itself when it is at hand (help, a question just answered), else the work that builds it. */
function replyTo(
  deps: ListenerDeps,
  request: UserRequest,
  command: Exclude<ParsedCommand, { kind: 'settings' }>,
): SlackMessage | Promise<SlackMessage> {
  const { user } = request;
  if (command.kind === 'help') return buildHelpMessage(user.language, deps.config.markets);
  if (command.kind === 'menus') return userMenuReply(deps, user);
  return lookupTextReply(deps, user, command.text, { shareable: true, typed: request.typed });
}

export function register(app: App, deps: ListenerDeps): void {
  app.command(commandName, async ({ command: slash, ack, respond, client }) => {
    const request = await readUserRequest(deps, slash.user_id, toLookupText(slash.text ?? ''));
    const { user, command } = request;
    if (request.refusal) {
      await ack({ response_type: 'ephemeral', ...request.refusal });
      return;
    }
    if (command.kind === 'settings') {
      await ack();
      await openSettingsModal(deps, client, slash.trigger_id, user, { responseUrl: slash.response_url });
      return;
    }
    const reply = replyTo(deps, request, command);
    if (!(reply instanceof Promise)) {
      await ack({ response_type: 'ephemeral', ...reply });
      return;
    }
    const early = await settleWithin(reply, fastReplyMs);
    if (early) {
      await ack({ response_type: 'ephemeral', ...early.value });
      return;
    }
    const searched = command.kind === 'lookup' ? command.text : '';
    await ack({ response_type: 'ephemeral', ...buildLoadingMessage(user.language, searched) });
    await respond({ response_type: 'ephemeral', replace_original: true, ...(await reply) });
  });
}
