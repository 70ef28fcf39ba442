/**
 * `app_mention`: a mention of the app in a channel is answered in the message's thread, on
 * all the message says and the files shared with it. Edits and other bots' messages are ignored (Bolt drops the app's own).
 */
import type { AllMiddlewareArgs, SlackEventMiddlewareArgs } from '@slack/bolt';
import { sharedFiles } from '../../files/shared-file.js';
import { answerMessage } from '../../replies/message-answer.js';
import { messageText } from '../../requests/message-text.js';
import type { ListenerDeps } from '../../runtime/deps.js';
import { requestUser } from '../../user/middleware.js';

export const appMention =
  (deps: ListenerDeps) =>
  async ({ event, body, context, client }: SlackEventMiddlewareArgs<'app_mention'> & AllMiddlewareArgs) => {
    if (
      (event.subtype !== undefined && event.subtype !== 'file_share') ||
      event.bot_id !== undefined ||
      event.user === undefined
    )
      return;
    await answerMessage(
      deps,
      client,
      () => requestUser(context),
      {
        surface: 'mention',
        channel: event.channel,
        ts: event.ts,
        text: messageText(event),
        rawText: event.text ?? '',
        eventId: body.event_id,
        files: sharedFiles(event),
        threadTs: event.thread_ts ?? event.ts,
      },
      context.botUserId,
    );
  };
