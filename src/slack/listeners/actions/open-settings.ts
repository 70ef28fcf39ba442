/** "Change settings" (Home tab, settings prompt): opens the settings modal. */
import type { BlockAction, ButtonAction, Middleware, SlackActionMiddlewareArgs } from '@slack/bolt';
import { Deadline } from '../../../shared/deadline.js';
import { ackBudgetMs } from '../../requests/budgets.js';
import type { AppContext } from '../../services/context.js';

export const openSettings: Middleware<
  SlackActionMiddlewareArgs<BlockAction<ButtonAction>>,
  AppContext
> = async ({ ack, body, client, context }) => {
  // trigger_id expires 3 s after the click: the modal opens before this deadline.
  const deadline = new Deadline(ackBudgetMs);
  await ack();
  await context.services.settings.openModal({
    client,
    triggerId: body.trigger_id,
    user: await context.user(),
    metadata: body.response_url ? { responseUrl: body.response_url } : {},
    deadline,
  });
};
