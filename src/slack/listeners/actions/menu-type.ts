/** A controller type (or "All types") chosen in the menus: the brand menu for it appears. */
import type { BlockAction, StaticSelectAction } from '@slack/bolt';
import { decodeMenuBlockId } from '../../blocks/ids.js';
import { allTypesValue } from '../../blocks/menus.js';
import { catalogueScope, menuReply } from '../../replies/lookup-replies.js';
import { type ActionArgs, replaceSource } from '../../replies/replace-source.js';
import type { ListenerDeps } from '../../runtime/deps.js';
import { requestScope } from '../../user/middleware.js';

export const menuTypeChosen =
  (deps: ListenerDeps) => async (args: ActionArgs<BlockAction<StaticSelectAction>>) => {
    await args.ack();
    const user = await requestScope(args.context);
    const state = decodeMenuBlockId(args.action.block_id);
    const scope = state?.scope ?? catalogueScope(user);
    const chosen = args.action.selected_option.value;
    const type = chosen === allTypesValue ? undefined : chosen;
    await replaceSource(args, user, await menuReply(deps, user.language, scope, { type }));
  };
