/**
 * The settings modal submitted: checked, saved and confirmed. Errors can only be shown in the
 * ack, so checking and saving both fit in its window, counted from the submission's arrival.
 */
import type { Middleware, SlackViewMiddlewareArgs } from '@slack/bolt';
import { t } from '../../../i18n/index.js';
import { Deadline } from '../../../shared/deadline.js';
import { settingsBlockIds } from '../../blocks/ids.js';
import { decodeSettingsMetadata } from '../../blocks/settings.js';
import { ackBudgetMs } from '../../requests/budgets.js';
import type { AppContext } from '../../services/context.js';

/** How long a submission waits for the settings to be written before the modal closes. */
const saveWaitMs = 1000;

export const settingsModalSubmitted: Middleware<SlackViewMiddlewareArgs, AppContext> = async ({
  view,
  ack,
  client,
  context,
}) => {
  const deadline = new Deadline(ackBudgetMs);
  const { settings } = context.services;
  const asker = await context.asker();
  const checked = await settings.check(asker, view.state.values, deadline);
  if ('errors' in checked) {
    await ack({ response_action: 'errors', errors: checked.errors });
    return;
  }
  const saving = settings.save(asker.userId, checked.settings);
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
  await settings.confirm({ client, userId: asker.userId, checked, metadata, saved: await saving });
};
