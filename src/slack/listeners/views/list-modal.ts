/**
 * The list modal submitted: refused in place when it names no unit, else closed at once and
 * answered in the user's DM with the app (see lists/list-modal-flow.ts).
 */
import type { AllMiddlewareArgs, SlackViewMiddlewareArgs } from '@slack/bolt';
import { answerListModal, listModalError, listModalValues } from '../../lists/list-modal-flow.js';
import type { ListenerDeps } from '../../runtime/deps.js';
import { requestScope } from '../../user/middleware.js';

export const listModalSubmitted =
  (deps: ListenerDeps) =>
  async ({ view, ack, client, context }: SlackViewMiddlewareArgs & AllMiddlewareArgs) => {
    const values = listModalValues(view.state.values);
    const user = await requestScope(context);
    const errors = listModalError(user, values.text);
    if (errors) {
      await ack({ response_action: 'errors', errors });
      return;
    }
    await ack();
    await answerListModal(deps, client, user, values);
  };
