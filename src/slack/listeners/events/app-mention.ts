/**
 * `app_mention`: a mention of the app in a channel is answered in the message's thread, on
 * all the message says and the files shared with it. Edits and other bots' messages are ignored (Bolt drops the app's own).
 */
import type { AllMiddlewareArgs, SlackEventMiddlewareArgs } from '@slack/bolt';
import { answerMessageEvent } from '../../replies/message-answer.js';
import type { ListenerDeps } from '../../runtime/deps.js';

export const appMention =
  (deps: ListenerDeps) =>
  async ({ event, body, context, client }: SlackEventMiddlewareArgs<'app_mention'> & AllMiddlewareArgs) => {
    if (
      (event.subtype !== undefined && event.subtype !== 'file_share') ||
      event.bot_id !== undefined ||
      event.user === undefined
    )
      return;
    await answerMessageEvent(deps, { event, body, context, client }, 'mention', event.thread_ts ?? event.ts);
  };
