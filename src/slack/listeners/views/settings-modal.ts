/**
 * The settings modal submitted: checked, saved and confirmed. Errors can only be shown in the
 * ack, so checking and saving both fit in its window, counted from the submission's arrival.
 */
import type { AllMiddlewareArgs, SlackViewMiddlewareArgs } from '@slack/bolt';
import { t } from '../../../i18n/index.js';
import { Deadline } from '../../../shared/deadline.js';
import { settingsBlockIds } from '../../blocks/ids.js';
import { decodeSettingsMetadata } from '../../blocks/settings.js';
import { ackBudgetMs } from '../../runtime/budgets.js';
import type { ListenerDeps } from '../../runtime/deps.js';
import { requestUser } from '../../user/middleware.js';
import { checkSettingsSubmission, confirmSettings } from '../../user/settings-flow.js';

/** How long a submission waits for the settings to be written before the modal closes. */
const saveWaitMs = 1000;

export const settingsModalSubmitted =
  (deps: ListenerDeps) =>
  async ({ view, ack, client, context }: SlackViewMiddlewareArgs & AllMiddlewareArgs) => {
    const deadline = new Deadline(ackBudgetMs);
    const asker = await requestUser(context);
    const userId = asker.userId;
    const checked = await checkSettingsSubmission(deps, asker, view.state.values, deadline);
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
    if (settled.kind === 'done' && !settled.value) {
      await ack({
        response_action: 'errors',
        errors: { [settingsBlockIds.market]: t(checked.language, 'settings.saveFailed') },
      });
      return;
    }
    await ack();
    const metadata = decodeSettingsMetadata(view.private_metadata);
    await confirmSettings(deps, client, userId, checked, metadata, await saving);
  };
