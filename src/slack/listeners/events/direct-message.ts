/**
 * `message.im`: a direct message to the app is answered in the DM (in its thread when asked
 * in one), on all the message says (a forwarded message's attachments included) and the
 * files shared with it (`file_share`). Edits, other subtypes and other bots' messages are ignored (Bolt drops the app's own).
 */
import type { AllMiddlewareArgs, SlackEventMiddlewareArgs } from '@slack/bolt';
import { answerMessageEvent } from '../../replies/message-answer.js';
import type { ListenerDeps } from '../../runtime/deps.js';

export const directMessage =
  (deps: ListenerDeps) =>
  async ({ event, body, context, client }: SlackEventMiddlewareArgs<'message'> & AllMiddlewareArgs) => {
    if (event.subtype !== undefined && event.subtype !== 'file_share') return;
    if (event.channel_type !== 'im' || ('bot_id' in event && event.bot_id !== undefined)) return;
    await answerMessageEvent(deps, { event, body, context, client }, 'dm', event.thread_ts);
  };
