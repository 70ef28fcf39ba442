/**
 * `/controller [text]`. Acked within Slack's window every time: with the answer when it is
 * ready within `fastReplyMs` (a warm cache), otherwise with "Looking that up…" at once and
 * the answer through response_url when the engine has it.
 */
import type { App } from '@slack/bolt';
import { buildHelpMessage } from '../../blocks/help.js';
import type { SlackMessage } from '../../blocks/message.js';
import { buildLoadingMessage } from '../../blocks/notices.js';
import { parseCommandText } from '../../command-text.js';
import type { ListenerDeps } from '../../deps.js';
import { toLookupText } from '../../message-text.js';
import { catalogueScope, fastReplyMs, menuReply, renderedReply, settleWithin } from '../../replies.js';

export const commandName = '/controller';

export function register(app: App, deps: ListenerDeps): void {
  app.command(commandName, async ({ command, ack, respond }) => {
    const user = await deps.userScope(command.user_id);
    const scope = catalogueScope(user);
    const parsed = parseCommandText(command.text);
    let searched = '';
    let reply: Promise<SlackMessage>;
    if (parsed.kind === 'help') {
      reply = Promise.resolve(buildHelpMessage(user.language));
    } else if (parsed.kind === 'menus') {
      reply = menuReply(deps, user.language, scope, { type: user.defaultType });
    } else {
      searched = parsed.text;
      const text = toLookupText(parsed.text);
      reply = renderedReply(
        deps,
        scope,
        () => deps.engine.lookupText({ text, scope, defaultType: user.defaultType }),
        { language: user.language, shareable: true },
      );
    }

    const early = await settleWithin(reply, fastReplyMs);
    if (early) {
      await ack({ response_type: 'ephemeral', ...early.value });
      return;
    }
    await ack({ response_type: 'ephemeral', ...buildLoadingMessage(user.language, searched) });
    await respond({ response_type: 'ephemeral', replace_original: true, ...(await reply) });
  });
}
