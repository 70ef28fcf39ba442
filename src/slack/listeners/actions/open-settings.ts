/** "Change settings" (Home tab, settings prompt): opens the settings modal. */
import type { BlockAction, ButtonAction } from '@slack/bolt';
import { Deadline } from '../../../shared/deadline.js';
import type { ActionArgs } from '../../replies/replace-source.js';
import { ackBudgetMs } from '../../runtime/budgets.js';
import type { ListenerDeps } from '../../runtime/deps.js';
import { requestScope } from '../../user/middleware.js';
import { openSettingsModal } from '../../user/settings-flow.js';

export const openSettings =
  (deps: ListenerDeps) =>
  async ({ ack, body, client, context }: ActionArgs<BlockAction<ButtonAction>>) => {
    // trigger_id expires 3 s after the click: the modal opens before this deadline.
    const deadline = new Deadline(ackBudgetMs);
    await ack();
    const user = await requestScope(context);
    await openSettingsModal(
      deps,
      client,
      body.trigger_id,
      user,
      { ...(body.response_url ? { responseUrl: body.response_url } : {}) },
      deadline,
    );
  };
