/**
 * A press of an answer's 👍 👎 buttons, recorded with what the button carried. Each press (Slack's
 * `action_ts`) is recorded once through a claim in the shared store, so a retry reaching another
 * instance records nothing; a user who changes their mind is heard, as their latest press replaces
 * their earlier ones (`press`); a claim is released when recording fails. Thanks go to them alone.
 */
import { createHash } from 'node:crypto';
import type { BlockFeedbackButtonsAction, Middleware, SlackActionMiddlewareArgs } from '@slack/bolt';
import { t } from '../../../i18n/index.js';
import { decodeFeedback } from '../../blocks/feedback.js';
import type { AppContext } from '../../services/context.js';

/** A press's claim only tells its deliveries apart (Slack's retries, other instances): a day is ample. */
const pressRememberedMs = 86_400_000;

/** Who pressed which answer, one way: the same for each of their presses, naming nobody. */
const pressDigest = (answer: string) => createHash('sha256').update(answer).digest('base64url').slice(0, 22);

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
  const answer = `${body.user.id}:${channel}:${messageTs}`;
  const claim = `feedback:${answer}:${action.action_ts || pressed.verdict}`;
  if ((await services.claims.claim(claim, pressRememberedMs)) === 'duplicate') return;
  try {
    await services.feedback.record({ at: Date.now(), ...pressed, press: pressDigest(answer) });
  } catch (error) {
    // Released first, so the press delivered again (a retry, another instance) is recorded then.
    await services.claims
      .release(claim)
      .catch((released: unknown) =>
        services.logger.warn({ err: released }, 'Could not release a feedback claim'),
      );
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
