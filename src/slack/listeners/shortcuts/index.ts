/**
 * Message shortcut `find_controller`: reads the brand and model in the message it was used
 * on (its text, blocks and attachments, so a forwarded message counts) and answers the user
 * privately, through response_url, or in a modal when the payload has none.
 */
import type { App, MessageShortcut } from '@slack/bolt';
import { callbackIds } from '../../blocks/ids.js';
import type { SlackMessage } from '../../blocks/message.js';
import { buildLookupModal } from '../../blocks/modal.js';
import { buildLoadingMessage, buildNoTextMessage } from '../../blocks/notices.js';
import { Deadline, replyBudgetMs } from '../../deadline.js';
import type { ListenerDeps } from '../../deps.js';
import { replyFastOrFollowUp } from '../../fast-reply.js';
import { messageText, toLookupText } from '../../message-text.js';
import { lookupTextReply } from '../../replies.js';

export function register(app: App, deps: ListenerDeps): void {
  app.shortcut<MessageShortcut>(
    { type: 'message_action', callback_id: callbackIds.findController },
    async ({ shortcut, ack, respond, client }) => {
      // trigger_id expires 3 s after the click: the modal opens before this deadline.
      const deadline = new Deadline(replyBudgetMs);
      await ack();
      const user = await deps.userScope(shortcut.user.id, undefined, deadline);
      const text = toLookupText(messageText(shortcut.message));
      const inModal = !shortcut.response_url;
      const reply =
        text === ''
          ? buildNoTextMessage(user.language)
          : lookupTextReply(deps, user, text, { shareable: !inModal, surface: 'shortcut' });

      if (!inModal) {
        await respond({ response_type: 'ephemeral', ...(await reply) });
        return;
      }
      const modal = (content: SlackMessage) => buildLookupModal(content, text, user.language);
      await replyFastOrFollowUp(reply, deadline, {
        loading: () => buildLoadingMessage(user.language, text),
        first: async (message) =>
          (await client.views.open({ trigger_id: shortcut.trigger_id, view: modal(message) })).view?.id,
        followUp: async (message, viewId) => {
          if (viewId) await client.views.update({ view_id: viewId, view: modal(message) });
        },
      });
    },
  );
}
