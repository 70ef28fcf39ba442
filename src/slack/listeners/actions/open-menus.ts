/** "Open the menus": the menu message, in the user's scope, replaces the source. */
import type { BlockAction, ButtonAction, Middleware, SlackActionMiddlewareArgs } from '@slack/bolt';
import { replaceSource } from '../../replies/replace-source.js';
import type { AppContext } from '../../services/context.js';

export const openMenus: Middleware<SlackActionMiddlewareArgs<BlockAction<ButtonAction>>, AppContext> = async (
  args,
) => {
  await args.ack();
  const user = await args.context.user();
  await replaceSource(args, user, await args.context.services.lookups.userMenu(user));
};
