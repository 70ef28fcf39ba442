/**
 * `app_home_opened`: the Home tab is published afresh (settings, recent lookups, how-to); the
 * Messages tab gets its suggested prompts (messages-tab-opened.ts). One listener for both tabs,
 * as Slack sends one event type for both.
 */
import type { Middleware, SlackEventMiddlewareArgs } from '@slack/bolt';
import type { AppContext } from '../../services/context.js';
import { messagesTabOpened } from './messages-tab-opened.js';

export const appHomeOpened: Middleware<SlackEventMiddlewareArgs<'app_home_opened'>, AppContext> = async (
  args,
) => {
  const { event, context, client } = args;
  if (event.tab === 'messages') return messagesTabOpened(args);
  if (event.tab !== 'home') return;
  await context.services.settings.publishHome(client, await context.user());
};
