/**
 * "Answer fast, else say we are looking": the reply goes out first when it is ready within
 * the fast window; otherwise a loading message goes out first (inside Slack's window) and the
 * reply replaces it when it is ready.
 */
import type { SlackMessage } from './blocks/message.js';
import type { Deadline } from './deadline.js';

/** A reply ready this fast (and before the request's deadline) goes out first, with no loading message. */
export const fastReplyMs = 1500;

export interface FastReplyTargets<Sent> {
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
  const early = reply instanceof Promise ? await deadline.settle(reply, windowMs) : { value: reply };
  if (early) {
    await targets.first(early.value);
    return;
  }
  const sent = await targets.first(targets.loading());
  await targets.followUp(await reply, sent);
}
