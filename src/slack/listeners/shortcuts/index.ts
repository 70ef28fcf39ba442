/**
 * Message shortcut `find_controller`: reads the brand and model in the message it was used
 * on and answers the user privately, through response_url, or in a modal when the payload
 * has none.
 */
import type { App, MessageShortcut } from '@slack/bolt';
import { callbackIds } from '../../blocks/ids.js';
import { buildLookupModal } from '../../blocks/modal.js';
import { buildLoadingMessage, buildNoTextMessage } from '../../blocks/notices.js';
import type { ListenerDeps } from '../../deps.js';
import { messageText, toLookupText } from '../../message-text.js';
import { fastReplyMs, lookupTextReply } from '../../replies.js';
import { settleWithin } from '../../settle.js';

export function register(app: App, deps: ListenerDeps): void {
  app.shortcut<MessageShortcut>(
    { type: 'message_action', callback_id: callbackIds.findController },
    async ({ shortcut, ack, respond, client }) => {
      await ack();
      const user = await deps.userScope(shortcut.user.id);
      const text = toLookupText(messageText(shortcut.message));
      const inModal = !shortcut.response_url;
      const reply =
        text === ''
          ? Promise.resolve(buildNoTextMessage(user.language))
          : Promise.resolve(lookupTextReply(deps, user, text, { shareable: !inModal }));

      if (!inModal) {
        await respond({ response_type: 'ephemeral', ...(await reply) });
        return;
      }
      // trigger_id expires after 3 s: open the modal at once if the answer is not ready.
      const early = await settleWithin(reply, fastReplyMs);
      const first = early?.value ?? buildLoadingMessage(user.language, text);
      const opened = await client.views.open({
        trigger_id: shortcut.trigger_id,
        view: buildLookupModal(first, text, user.language),
      });
      if (early || !opened.view?.id) return;
      await client.views.update({
        view_id: opened.view.id,
        view: buildLookupModal(await reply, text, user.language),
      });
    },
  );
}
