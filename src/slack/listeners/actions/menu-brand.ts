/** A brand chosen in the menus: the model menu for that brand appears. */
import type { BlockAction, ExternalSelectAction } from '@slack/bolt';
import { decodeMenuBlockId } from '../../blocks/ids.js';
import { catalogueScope, menuReply } from '../../replies/lookup-replies.js';
import { type ActionArgs, replaceSource } from '../../replies/replace-source.js';
import type { ListenerDeps } from '../../runtime/deps.js';
import { requestScope } from '../../user/middleware.js';

export const menuBrandChosen =
  (deps: ListenerDeps) => async (args: ActionArgs<BlockAction<ExternalSelectAction>>) => {
    await args.ack();
    const user = await requestScope(args.context);
    const state = decodeMenuBlockId(args.action.block_id);
    const selected = args.action.selected_option;
    const brandId = Number(selected?.value);
    const scope = state?.scope ?? catalogueScope(user);
    const brand =
      selected && Number.isInteger(brandId) ? { id: brandId, name: selected.text.text } : undefined;
    await replaceSource(
      args,
      user,
      await menuReply(deps, user.language, scope, { type: state?.type, brand }),
    );
  };
