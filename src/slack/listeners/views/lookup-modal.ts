/**
 * The shortcut's lookup modal submitted: its query field is looked up and the result shown
 * in place, acked within Slack's window counted from the submission's arrival.
 */
import type { Middleware, SlackViewMiddlewareArgs } from '@slack/bolt';
import { Deadline } from '../../../shared/deadline.js';
import { modalBlockIds } from '../../blocks/ids.js';
import type { SlackMessage } from '../../blocks/message.js';
import { buildLookupModal } from '../../blocks/modal.js';
import { buildLoadingMessage } from '../../blocks/notices.js';
import { replyFastOrFollowUp } from '../../replies/fast-reply.js';
import { replyBudgetMs } from '../../requests/budgets.js';
import type { AppContext } from '../../services/context.js';

export const lookupModalSubmitted: Middleware<SlackViewMiddlewareArgs, AppContext> = async ({
  view,
  ack,
  client,
  context,
}) => {
  const deadline = new Deadline(replyBudgetMs);
  const user = await context.user();
  const query = (view.state.values[modalBlockIds.query]?.[modalBlockIds.queryAction]?.value ?? '').trim();
  const modal = (content: SlackMessage) => buildLookupModal(content, query, user.language);
  await replyFastOrFollowUp(
    context.services.lookups.textReply(user, query, { shareable: false, surface: 'shortcut' }),
    deadline,
    {
      loading: () => buildLoadingMessage(user.language, query),
      first: (message) => ack({ response_action: 'update', view: modal(message) }),
      followUp: async (message) => {
        await client.views.update({ view_id: view.id, view: modal(message) });
      },
    },
  );
};
