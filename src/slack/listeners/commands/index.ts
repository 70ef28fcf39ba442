/**
 * `/controller [text]`. Acked within Slack's window every time: with the answer when it is
 * ready within `fastReplyMs` (a warm cache), otherwise with "Looking that up…" at once and
 * the answer through response_url when the engine has it.
 */
import type { App } from '@slack/bolt';
import { buildHelpMessage } from '../../blocks/help.js';
import type { SlackMessage } from '../../blocks/message.js';
import { buildLoadingMessage } from '../../blocks/notices.js';
import { type ParsedCommand, parseCommandText } from '../../command-text.js';
import type { ListenerDeps } from '../../deps.js';
import { toLookupText } from '../../message-text.js';
import {
  catalogueScope,
  fastReplyMs,
  lookupTextReply,
  menuReply,
  recentReply,
  settleWithin,
} from '../../replies.js';
import type { UserScope } from '../../user-scope.js';

export const commandName = '/controller';

/** The reply itself when it is at hand (help, a question just answered), else the work that builds it. */
function replyTo(
  deps: ListenerDeps,
  user: UserScope,
  parsed: ParsedCommand,
): SlackMessage | Promise<SlackMessage> {
  if (parsed.kind === 'help') return buildHelpMessage(user.language);
  if (parsed.kind === 'menus')
    return menuReply(deps, user.language, catalogueScope(user), { type: user.defaultType });
  const text = toLookupText(parsed.text);
  const options = { shareable: true };
  return recentReply(deps, user, text, options) ?? lookupTextReply(deps, user, text, options);
}

export function register(app: App, deps: ListenerDeps): void {
  app.command(commandName, async ({ command, ack, respond }) => {
    const user = await deps.userScope(command.user_id);
    const parsed = parseCommandText(command.text);
    const reply = replyTo(deps, user, parsed);
    if (!(reply instanceof Promise)) {
      await ack({ response_type: 'ephemeral', ...reply });
      return;
    }
    const early = await settleWithin(reply, fastReplyMs);
    if (early) {
      await ack({ response_type: 'ephemeral', ...early.value });
      return;
    }
    const searched = parsed.kind === 'lookup' ? parsed.text : '';
    await ack({ response_type: 'ephemeral', ...buildLoadingMessage(user.language, searched) });
    await respond({ response_type: 'ephemeral', replace_original: true, ...(await reply) });
  });
}
