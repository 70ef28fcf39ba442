/** `app_home_opened`: the Home tab is published afresh (settings, recent lookups, how-to). */
import type { Middleware, SlackEventMiddlewareArgs } from '@slack/bolt';
import type { AppContext } from '../../services/context.js';

export const appHomeOpened: Middleware<SlackEventMiddlewareArgs<'app_home_opened'>, AppContext> = async ({
  event,
  context,
  client,
}) => {
  if (event.tab !== 'home') return;
  await context.services.settings.publishHome(client, await context.user());
};
