/**
 * Replies: building answers and sending them (lookups and menus rendered, fast reply or
 * follow-up, response URLs, what a lookup came to). This file: "answer fast, else say we are
 * looking": the reply goes out first when it is ready within the fast window; otherwise a
 * loading message goes out first (inside Slack's window) and the reply replaces it when ready.
 */

import type { Deadline } from '../../shared/deadline.js';
import type { SlackMessage } from '../blocks/message.js';

/** A reply ready this fast (and before the request's deadline) goes out first, with no loading message. */
export const fastReplyMs = 1500;

interface FastReplyTargets<Sent> {
  /** What the user sees while the reply is being built. */
  loading(): SlackMessage;
  /** Sends the first message (the ack, or the modal it opens); gives back what a follow-up needs. */
  first(message: SlackMessage): Promise<Sent>;
  /** Replaces the loading message with the reply. */
  followUp(message: SlackMessage, sent: Sent): Promise<void>;
}

/** The fast window is `windowMs` (fastReplyMs unless told), and closes early with the request's deadline. */
export async function replyFastOrFollowUp<Sent>(
  reply: SlackMessage | Promise<SlackMessage>,
  deadline: Deadline,
  targets: FastReplyTargets<Sent>,
  windowMs: number = fastReplyMs,
): Promise<void> {
  if (!(reply instanceof Promise)) {
    await targets.first(reply);
    return;
  }
  const early = await deadline.settle(reply, windowMs);
  if (early.kind === 'failed') throw early.error;
  if (early.kind === 'done') {
    await targets.first(early.value);
    return;
  }
  const sent = await targets.first(targets.loading());
  await targets.followUp(await reply, sent);
}
