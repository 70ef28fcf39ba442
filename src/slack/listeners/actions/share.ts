/**
 * Share in channel: the answer is rebuilt and posted in the channel, then the private copy
 * goes; when it cannot be rebuilt (e.g. the catalogue is down) only the sharer is told. From an
 * agent thread it goes to the channel the user is viewing beside it (agent/share-in-context.ts).
 */
import type { BlockAction, ButtonAction, Middleware, SlackActionMiddlewareArgs } from '@slack/bolt';
import { Deadline } from '../../../shared/deadline.js';
import { shareInThreadContext } from '../../agent/share-in-context.js';
import { decodeUnitPick } from '../../blocks/ids.js';
import { buildErrorMessage } from '../../blocks/notices.js';
import { agentThreadOf } from '../../replies/replace-source.js';
import { replyBudgetMs } from '../../requests/budgets.js';
import type { AppContext } from '../../services/context.js';

export const shareAnswer: Middleware<
  SlackActionMiddlewareArgs<BlockAction<ButtonAction>>,
  AppContext
> = async ({ ack, action, body, respond, context, client }) => {
  const deadline = new Deadline(replyBudgetMs);
  await ack();
  const user = await context.user();
  const pick = decodeUnitPick(action.value);
  if (!pick) {
    await respond({
      response_type: 'ephemeral',
      replace_original: false,
      ...buildErrorMessage(user.language),
    });
    return;
  }
  const { services } = context;
  const thread = agentThreadOf(body);
  if (thread) {
    const deps = { viewing: services.viewing, lookups: services.lookups, logger: services.logger };
    await shareInThreadContext(deps, { client, thread, pick, user, deadline });
    return;
  }
  const shared = await services.lookups.sharedReply(pick, {
    language: user.language,
    shareable: false,
    sharedBy: body.user.id,
  });
  if (!shared.answered) {
    await respond({ response_type: 'ephemeral', replace_original: false, ...shared.message });
    return;
  }
  await respond({ response_type: 'in_channel', replace_original: false, ...shared.message });
  // The private copy goes once the answer is in the channel.
  await respond({ delete_original: true });
};
