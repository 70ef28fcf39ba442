/** A controller type (or "All types") chosen in the menus: the brand menu for it appears. */
import type { BlockAction, Middleware, SlackActionMiddlewareArgs, StaticSelectAction } from '@slack/bolt';
import { decodeMenuBlockId } from '../../blocks/ids.js';
import { allTypesValue } from '../../blocks/menus.js';
import { catalogueScope } from '../../replies/lookups.js';
import { replaceSource } from '../../replies/replace-source.js';
import type { AppContext } from '../../services/context.js';

export const menuTypeChosen: Middleware<
  SlackActionMiddlewareArgs<BlockAction<StaticSelectAction>>,
  AppContext
> = async (args) => {
  await args.ack();
  const user = await args.context.user();
  const state = decodeMenuBlockId(args.action.block_id);
  const scope = state?.scope ?? catalogueScope(user);
  const chosen = args.action.selected_option.value;
  const type = chosen === allTypesValue ? undefined : chosen;
  await replaceSource(args, user, await args.context.services.lookups.menu(user.language, scope, { type }));
};
