/** Another market chosen in the open settings modal: its type select is refilled for that market. */
import type { BlockAction, Middleware, SlackActionMiddlewareArgs, StaticSelectAction } from '@slack/bolt';
import type { AppContext } from '../../services/context.js';

export const settingsMarketChosen: Middleware<
  SlackActionMiddlewareArgs<BlockAction<StaticSelectAction>>,
  AppContext
> = async ({ ack, body, action, client, context }) => {
  await ack();
  if (!body.view) return;
  await context.services.settings.refillModal({
    client,
    view: body.view,
    asker: await context.asker(),
    market: action.selected_option.value,
  });
};
