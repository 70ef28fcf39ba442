/** "Open the menus": the menu message, in the user's scope, replaces the source. */
import type { BlockAction, ButtonAction } from '@slack/bolt';
import { userMenuReply } from '../../replies/lookup-replies.js';
import { type ActionArgs, replaceSource } from '../../replies/replace-source.js';
import type { ListenerDeps } from '../../runtime/deps.js';
import { requestScope } from '../../user/middleware.js';

export const openMenus = (deps: ListenerDeps) => async (args: ActionArgs<BlockAction<ButtonAction>>) => {
  await args.ack();
  const user = await requestScope(args.context);
  await replaceSource(args, user, await userMenuReply(deps, user));
};
