/**
 * `/controller [text]`. Acked within Slack's window every time, counted from the request's
 * arrival: with the answer when it is ready within the fast window (a warm cache), otherwise
 * with "Looking that up…" when the window closes, and the answer through response_url when
 * the engine has it. `/controller settings` opens the settings modal instead.
 */
import type { App } from '@slack/bolt';
import { buildHelpMessage } from '../../blocks/help.js';
import type { SlackMessage } from '../../blocks/message.js';
import { buildLoadingMessage } from '../../blocks/notices.js';
import type { ParsedCommand } from '../../command-text.js';
import { Deadline, replyBudgetMs } from '../../deadline.js';
import type { ListenerDeps } from '../../deps.js';
import { replyFastOrFollowUp } from '../../fast-reply.js';
import { toLookupText } from '../../message-text.js';
import { lookupTextReply, userMenuReply } from '../../replies.js';
import { readUserRequest, type UserRequest } from '../../requests.js';
import { openSettingsModal } from '../../settings-flow.js';

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
  return lookupTextReply(deps, user, command.text, {
    shareable: true,
    typed: request.typed,
    surface: 'slash',
  });
}

export function register(app: App, deps: ListenerDeps): void {
  app.command(commandName, async ({ command: slash, ack, respond, client }) => {
    const deadline = new Deadline(replyBudgetMs);
    const request = await readUserRequest(deps, slash.user_id, toLookupText(slash.text ?? ''), deadline);
    const { user, command } = request;
    if (request.refusal) {
      await ack({ response_type: 'ephemeral', ...request.refusal });
      return;
    }
    if (command.kind === 'settings') {
      await ack();
      await openSettingsModal(
        deps,
        client,
        slash.trigger_id,
        user,
        { responseUrl: slash.response_url },
        deadline,
      );
      return;
    }
    await replyFastOrFollowUp(replyTo(deps, request, command), deadline, {
      loading: () => buildLoadingMessage(user.language, command.kind === 'lookup' ? command.text : ''),
      first: (message) => ack({ response_type: 'ephemeral', ...message }),
      followUp: async (message) => {
        await respond({ response_type: 'ephemeral', replace_original: true, ...message });
      },
    });
  });
}
