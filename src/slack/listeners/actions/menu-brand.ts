/** A brand chosen in the menus: the model menu for that brand appears. */
import type { BlockAction, ExternalSelectAction, Middleware, SlackActionMiddlewareArgs } from '@slack/bolt';
import { decodeMenuBlockId } from '../../blocks/ids.js';
import { catalogueScope } from '../../replies/lookups.js';
import { replaceSource } from '../../replies/replace-source.js';
import type { AppContext } from '../../services/context.js';

export const menuBrandChosen: Middleware<
  SlackActionMiddlewareArgs<BlockAction<ExternalSelectAction>>,
  AppContext
> = async (args) => {
  await args.ack();
  const user = await args.context.user();
  const state = decodeMenuBlockId(args.action.block_id);
  const selected = args.action.selected_option;
  const brandId = Number(selected?.value);
  const scope = state?.scope ?? catalogueScope(user);
  const brand = selected && Number.isInteger(brandId) ? { id: brandId, name: selected.text.text } : undefined;
  const menu = await args.context.services.lookups.menu(user.language, scope, { type: state?.type, brand });
  await replaceSource(args, user, menu);
};
