/** A unit picked from the choices' buttons: its answer replaces the choices. */
import type { BlockAction, ButtonAction } from '@slack/bolt';
import { decodeUnitPick } from '../../blocks/ids.js';
import { buildErrorMessage } from '../../blocks/notices.js';
import { pickedReply } from '../../replies/lookup-replies.js';
import { type ActionArgs, isEphemeral, replaceSource } from '../../replies/replace-source.js';
import type { ListenerDeps } from '../../runtime/deps.js';
import { requestScope } from '../../user/middleware.js';

export const pickUnit = (deps: ListenerDeps) => async (args: ActionArgs<BlockAction<ButtonAction>>) => {
  await args.ack();
  const user = await requestScope(args.context);
  const pick = decodeUnitPick(args.action.value);
  const reply = pick
    ? await pickedReply(deps, user, pick.scope, () => deps.engine.lookupUnit(pick), {
        language: user.language,
        shareable: isEphemeral(args.body),
        label: args.action.text.text,
        surface: 'menu',
      })
    : buildErrorMessage(user.language);
  await replaceSource(args, user, reply);
};
