/**
 * Modal submissions: the shortcut's modal looks its query field up and shows the result in
 * place; the settings modal is checked, saved and confirmed. Both ack within Slack's window,
 * counted from the submission's arrival.
 */
import type { App } from '@slack/bolt';
import { t } from '../../../i18n/index.js';
import { callbackIds, modalBlockIds, settingsBlockIds } from '../../blocks/ids.js';
import type { SlackMessage } from '../../blocks/message.js';
import { buildLookupModal } from '../../blocks/modal.js';
import { buildLoadingMessage } from '../../blocks/notices.js';
import { decodeSettingsMetadata } from '../../blocks/settings.js';
import { ackBudgetMs, Deadline, replyBudgetMs } from '../../deadline.js';
import type { ListenerDeps } from '../../deps.js';
import { replyFastOrFollowUp } from '../../fast-reply.js';
import { lookupTextReply } from '../../replies.js';
import { checkSettingsSubmission, confirmSettings } from '../../settings-flow.js';

/** How long a submission waits for the settings to be written before the modal closes. */
const saveWaitMs = 1000;

export function register(app: App, deps: ListenerDeps): void {
  app.view(
    { type: 'view_submission', callback_id: callbackIds.lookupModal },
    async ({ view, body, ack, client }) => {
      const deadline = new Deadline(replyBudgetMs);
      const user = await deps.userScope(body.user.id, undefined, deadline);
      const query = (view.state.values[modalBlockIds.query]?.[modalBlockIds.queryAction]?.value ?? '').trim();
      const modal = (content: SlackMessage) => buildLookupModal(content, query, user.language);
      await replyFastOrFollowUp(
        lookupTextReply(deps, user, query, { shareable: false, surface: 'shortcut' }),
        deadline,
        {
          loading: () => buildLoadingMessage(user.language, query),
          first: (message) => ack({ response_action: 'update', view: modal(message) }),
          followUp: async (message) => {
            await client.views.update({ view_id: view.id, view: modal(message) });
          },
        },
      );
    },
  );

  app.view(
    { type: 'view_submission', callback_id: callbackIds.settingsModal },
    async ({ view, body, ack, client }) => {
      // Errors can only be shown in the ack: checking and saving both fit in its window.
      const deadline = new Deadline(ackBudgetMs);
      const userId = body.user.id;
      const checked = await checkSettingsSubmission(deps, userId, view.state.values, deadline);
      if ('errors' in checked) {
        await ack({ response_action: 'errors', errors: checked.errors });
        return;
      }
      const saving = deps.state.settings.save(userId, checked.settings).then(
        () => true,
        (error: unknown) => {
          deps.logger.error({ err: error, userId }, 'Saving the settings failed');
          return false;
        },
      );
      // A save that fails within its wait is said in the modal; a slower one is confirmed afterwards.
      const settled = await deadline.settle(saving, saveWaitMs);
      if (settled?.value === false) {
        await ack({
          response_action: 'errors',
          errors: { [settingsBlockIds.market]: t(checked.language, 'settings.saveFailed') },
        });
        return;
      }
      await ack();
      const metadata = decodeSettingsMetadata(view.private_metadata);
      await confirmSettings(deps, client, userId, checked, metadata, await saving);
    },
  );
}
