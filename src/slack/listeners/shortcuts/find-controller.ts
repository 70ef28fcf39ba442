/**
 * Message shortcut `find_controller`: the unit in the message (a forwarded one's attachments too)
 * or the rating plate on its picture, answered privately through response_url, or in a modal when
 * the payload has none (docs/photos.md). Slack Connect files are completed with `files.info` first.
 */
import type { MessageShortcut, Middleware, SlackShortcutMiddlewareArgs } from '@slack/bolt';
import { Deadline } from '../../../shared/deadline.js';
import type { SlackMessage } from '../../blocks/message.js';
import { buildLookupModal } from '../../blocks/modal.js';
import { buildLoadingMessage, buildNoTextMessage, buildWithheldFileMessage } from '../../blocks/notices.js';
import { completeSharedFiles } from '../../files/connect-files.js';
import { picturesOf } from '../../photos/photo-message.js';
import { replyFastOrFollowUp } from '../../replies/fast-reply.js';
import { replyBudgetMs } from '../../requests/budgets.js';
import { messageText, toLookupText } from '../../requests/message-text.js';
import type { AppContext } from '../../services/context.js';

export const findController: Middleware<SlackShortcutMiddlewareArgs<MessageShortcut>, AppContext> = async ({
  shortcut,
  ack,
  respond,
  client,
  context,
}) => {
  // trigger_id expires 3 s after the click: the modal opens before this deadline.
  const deadline = new Deadline(replyBudgetMs);
  await ack();
  const user = await context.user();
  const { lookups, photos, logger } = context.services;
  const text = toLookupText(messageText(shortcut.message));
  const inModal = !shortcut.response_url;
  const { files, withheld } = await completeSharedFiles(client, { files: shortcut.message.files }, logger);
  const [picture] = picturesOf(files);
  if (picture) {
    const channel = shortcut.channel.id;
    await photos.answerShortcut(
      user,
      picture,
      shortcut.response_url
        ? { channel, responseUrl: shortcut.response_url }
        : { channel, triggerId: shortcut.trigger_id, client },
    );
    return;
  }
  const noText = withheld > 0 ? buildWithheldFileMessage : buildNoTextMessage;
  const reply =
    text === ''
      ? noText(user.language)
      : lookups.textReply(user, text, { shareable: !inModal, surface: 'shortcut' });

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
};
