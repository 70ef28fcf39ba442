/**
 * `app_mention`: a mention of the app in a channel is answered in the message's thread, on
 * all the message says and the files shared with it. Edits and other bots' messages are ignored (Bolt drops the app's own).
 */
import type { Middleware, SlackEventMiddlewareArgs } from '@slack/bolt';
import type { AppContext } from '../../services/context.js';

export const appMention: Middleware<SlackEventMiddlewareArgs<'app_mention'>, AppContext> = async ({
  event,
  body,
  context,
  client,
}) => {
  if (
    (event.subtype !== undefined && event.subtype !== 'file_share') ||
    event.bot_id !== undefined ||
    event.user === undefined
  )
    return;
  await context.services.messages.answer(
    { event, eventId: body.event_id, context, client },
    {
      surface: 'mention',
      threadTs: event.thread_ts ?? event.ts,
    },
  );
};
