/**
 * Share in channel: the answer is rebuilt and posted in the channel, then the private copy
 * goes; when it cannot be rebuilt (e.g. the catalogue is down) only the sharer is told.
 */
import type { BlockAction, ButtonAction } from '@slack/bolt';
import { decodeUnitPick } from '../../blocks/ids.js';
import { buildErrorMessage } from '../../blocks/notices.js';
import { renderedReply } from '../../replies/lookup-replies.js';
import type { ActionArgs } from '../../replies/replace-source.js';
import type { ListenerDeps } from '../../runtime/deps.js';
import { requestScope } from '../../user/middleware.js';

export const shareAnswer = (deps: ListenerDeps) => async (args: ActionArgs<BlockAction<ButtonAction>>) => {
  await args.ack();
  const { body, respond } = args;
  const user = await requestScope(args.context);
  const pick = decodeUnitPick(args.action.value);
  if (!pick) {
    await respond({
      response_type: 'ephemeral',
      replace_original: false,
      ...buildErrorMessage(user.language),
    });
    return;
  }
  let answered = false;
  const reply = await renderedReply(
    deps,
    pick.scope,
    async () => {
      const result = await deps.engine.lookupUnit(pick);
      answered = result.kind === 'answer';
      return result;
    },
    { language: user.language, shareable: false, sharedBy: body.user.id },
  );
  if (!answered) {
    await respond({ response_type: 'ephemeral', replace_original: false, ...reply });
    return;
  }
  await respond({ response_type: 'in_channel', replace_original: false, ...reply });
  // The private copy goes once the answer is in the channel.
  await respond({ delete_original: true });
};
