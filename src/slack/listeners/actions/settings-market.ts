/** Another market chosen in the open settings modal: its type select is refilled for that market. */
import type { BlockAction, StaticSelectAction } from '@slack/bolt';
import type { ActionArgs } from '../../replies/replace-source.js';
import type { ListenerDeps } from '../../runtime/deps.js';
import { requestUser } from '../../user/middleware.js';
import { refillSettingsModal } from '../../user/settings-flow.js';

export const settingsMarketChosen =
  (deps: ListenerDeps) =>
  async ({ ack, body, action, client, context }: ActionArgs<BlockAction<StaticSelectAction>>) => {
    await ack();
    if (!body.view) return;
    await refillSettingsModal(
      deps,
      client,
      body.view,
      await requestUser(context),
      action.selected_option.value,
    );
  };
