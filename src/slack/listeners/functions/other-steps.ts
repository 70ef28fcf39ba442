/**
 * `function_executed` for a step this app does not (or no longer) define: acked at once and left
 * alone, as the other kinds' catch-alls do (../other-ids.ts), rather than unanswered until Bolt's
 * 3-second timeout and retried by Slack. A step this app handles is acked by `app.function`.
 */
import type { Middleware, SlackEventMiddlewareArgs } from '@slack/bolt';
import type { AppContext } from '../../services/context.js';

export const otherSteps =
  (handled: readonly string[]): Middleware<SlackEventMiddlewareArgs<'function_executed'>, AppContext> =>
  async ({ event, ack }) => {
    if (!handled.includes(event.function.callback_id)) await ack();
  };
