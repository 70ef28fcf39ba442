/** "Export gap report" on an admin's App Home: the full report as a CSV in their DM (nothing for non-admins). */
import type { BlockAction, ButtonAction, Middleware, SlackActionMiddlewareArgs } from '@slack/bolt';
import type { AppContext } from '../../services/context.js';

export const exportGapReport: Middleware<
  SlackActionMiddlewareArgs<BlockAction<ButtonAction>>,
  AppContext
> = async ({ ack, client, context }) => {
  await ack();
  await context.services.reports.send(client, await context.user());
};
