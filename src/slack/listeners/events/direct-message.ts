/**
 * `message.im`: a message in the app's DM, which for an `agent_view` app is its Messages tab and
 * split pane, answered in its thread (messages/pane-message.ts) with the files shared with it.
 * Edits, other subtypes and other bots' messages are ignored.
 */
import type { Middleware, SlackEventMiddlewareArgs } from '@slack/bolt';
import { answerInPane } from '../../messages/pane-message.js';
import type { AppContext } from '../../services/context.js';

export const directMessage: Middleware<SlackEventMiddlewareArgs<'message'>, AppContext> = async ({
  event,
  body,
  context,
  client,
}) => {
  if (event.subtype !== undefined && event.subtype !== 'file_share') return;
  if (event.channel_type !== 'im' || ('bot_id' in event && event.bot_id !== undefined)) return;
  if (!('user' in event) || event.user === undefined) return;
  await answerInPane(context.services, { event, eventId: body.event_id, context, client });
};
