/**
 * A press of an answer's 👍 👎 buttons, recorded once per user and message through a claim in the
 * shared store (a second press or a retry to another instance records nothing), with what the
 * button carried. The user is thanked to them alone. What it feeds: docs/reports.md.
 */
import type { BlockFeedbackButtonsAction, Middleware, SlackActionMiddlewareArgs } from '@slack/bolt';
import { t } from '../../../i18n/index.js';
import { decodeFeedback } from '../../blocks/feedback.js';
import type { AppContext } from '../../services/context.js';

/** A press is remembered this long (longer than anyone scrolls back to an answer to press again). */
const pressRememberedMs = 400 * 86_400_000;

export const answerFeedback: Middleware<
  SlackActionMiddlewareArgs<BlockFeedbackButtonsAction>,
  AppContext
> = async ({ ack, action, body, context, client }) => {
  await ack();
  const { services } = context;
  const pressed = decodeFeedback(action.value);
  const channel = body.channel?.id ?? body.container?.channel_id;
  const messageTs = body.message?.ts ?? body.container?.message_ts;
  if (!pressed || typeof channel !== 'string' || typeof messageTs !== 'string') {
    services.logger.warn('A feedback press carried no value of ours, or no message; ignored');
    return;
  }
  const press = `feedback:${body.user.id}:${channel}:${messageTs}`;
  if ((await services.claims.claim(press, pressRememberedMs)) === 'duplicate') return;
  try {
    await services.feedback.record({ at: Date.now(), ...pressed });
  } catch (error) {
    services.logger.warn({ err: error }, 'Could not record a feedback press');
    return;
  }
  const user = await context.user();
  const threadTs = body.message?.thread_ts ?? body.container?.thread_ts;
  const text = t(
    user.language,
    pressed.verdict === 'wrong' ? 'feedback.thanks.wrong' : 'feedback.thanks.right',
  );
  await client.chat
    .postEphemeral({
      channel,
      user: body.user.id,
      text,
      ...(typeof threadTs === 'string' ? { thread_ts: threadTs } : {}),
    })
    .catch((error: unknown) => services.logger.warn({ err: error }, 'Could not thank for a feedback press'));
};
