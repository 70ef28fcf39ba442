/**
 * `message.im`: a direct message to the app is answered in the DM (in its thread when asked
 * in one), on all the message says (a forwarded message's attachments included) and the
 * files shared with it (`file_share`). Edits, other subtypes and other bots' messages are ignored (Bolt drops the app's own).
 */
import type { Middleware, SlackEventMiddlewareArgs } from '@slack/bolt';
import type { AppContext } from '../../services/context.js';

export const directMessage: Middleware<SlackEventMiddlewareArgs<'message'>, AppContext> = async ({
  event,
  body,
  context,
  client,
}) => {
  if (event.subtype !== undefined && event.subtype !== 'file_share') return;
  if (event.channel_type !== 'im' || ('bot_id' in event && event.bot_id !== undefined)) return;
  await context.services.messages.answer(
    { event, eventId: body.event_id, context, client },
    {
      surface: 'dm',
      threadTs: event.thread_ts,
    },
  );
};
