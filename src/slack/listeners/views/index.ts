/**
 * Modal submissions: the shortcut's modal looks its query field up and shows the result in
 * place; the settings modal is checked, saved and confirmed.
 */
import type { App } from '@slack/bolt';
import { t } from '../../../i18n/index.js';
import { callbackIds, modalBlockIds, settingsBlockIds } from '../../blocks/ids.js';
import { buildLookupModal } from '../../blocks/modal.js';
import { buildLoadingMessage } from '../../blocks/notices.js';
import { decodeSettingsMetadata } from '../../blocks/settings.js';
import type { ListenerDeps } from '../../deps.js';
import { fastReplyMs, lookupTextReply } from '../../replies.js';
import { checkSettingsSubmission, confirmSettings } from '../../settings-flow.js';
import { settleWithin } from '../../settle.js';

/** How long a submission waits for the settings to be written before the modal closes. */
const saveWaitMs = 1000;

export function register(app: App, deps: ListenerDeps): void {
  app.view(
    { type: 'view_submission', callback_id: callbackIds.lookupModal },
    async ({ view, body, ack, client }) => {
      const user = await deps.userScope(body.user.id);
      const query = (view.state.values[modalBlockIds.query]?.[modalBlockIds.queryAction]?.value ?? '').trim();
      const reply = Promise.resolve(lookupTextReply(deps, user, query, { shareable: false }));
      const early = await settleWithin(reply, fastReplyMs);
      const first = early?.value ?? buildLoadingMessage(user.language, query);
      await ack({ response_action: 'update', view: buildLookupModal(first, query, user.language) });
      if (early) return;
      await client.views.update({
        view_id: view.id,
        view: buildLookupModal(await reply, query, user.language),
      });
    },
  );

  app.view(
    { type: 'view_submission', callback_id: callbackIds.settingsModal },
    async ({ view, body, ack, client }) => {
      const userId = body.user.id;
      const checked = await checkSettingsSubmission(deps, userId, view.state.values);
      if ('errors' in checked) {
        await ack({ response_action: 'errors', errors: checked.errors });
        return;
      }
      const saving = deps.store.saveSettings(userId, checked.settings).then(
        () => true,
        (error: unknown) => {
          deps.logger.error({ err: error, userId }, 'Saving the settings failed');
          return false;
        },
      );
      // A save that fails at once is said in the modal; a slow one is confirmed afterwards.
      const settled = await settleWithin(saving, saveWaitMs);
      if (settled?.value === false) {
        const user = await deps.userScope(userId);
        await ack({
          response_action: 'errors',
          errors: { [settingsBlockIds.market]: t(user.language, 'settings.saveFailed') },
        });
        return;
      }
      await ack();
      const metadata = decodeSettingsMetadata(view.private_metadata);
      await confirmSettings(deps, client, userId, checked, metadata, await saving);
    },
  );
}
