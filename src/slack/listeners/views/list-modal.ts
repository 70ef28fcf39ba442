/**
 * The list modal submitted: refused in place when it names no unit, else closed at once and
 * answered in the user's DM with the app (see lists/list-modal-flow.ts).
 */
import type { Middleware, SlackViewMiddlewareArgs } from '@slack/bolt';
import { listModalError, listModalValues } from '../../project-lists/list-modal-flow.js';
import type { AppContext } from '../../services/context.js';

export const listModalSubmitted: Middleware<SlackViewMiddlewareArgs, AppContext> = async ({
  view,
  ack,
  client,
  context,
}) => {
  const values = listModalValues(view.state.values);
  const user = await context.user();
  const errors = listModalError(user, values.text);
  if (errors) {
    await ack({ response_action: 'errors', errors });
    return;
  }
  await ack();
  await context.services.projectLists.answerModal(client, user, values);
};
