/**
 * Answering a click: the reply replaces the message the action came from, or the lookup
 * modal's content when it came from a modal; or it goes beside that message when the message
 * answers several units (`answerBeside`: the others stay). Where the click came from decides
 * whether its answer can be shared: a private (ephemeral) message, or an answer in an agent thread.
 */
import type { AllMiddlewareArgs, BlockAction, SlackActionMiddlewareArgs } from '@slack/bolt';
import { z } from 'zod';
import { modalBlockIds } from '../blocks/ids.js';
import type { SlackMessage } from '../blocks/message.js';
import { buildLookupModal } from '../blocks/modal.js';
import type { UserScope } from '../user/user-scope.js';
import { type Place, postIn } from './place.js';

type ClickArgs = Pick<SlackActionMiddlewareArgs<BlockAction>, 'body' | 'respond'> &
  Pick<AllMiddlewareArgs, 'client'>;

export async function replaceSource(args: ClickArgs, user: UserScope, reply: SlackMessage): Promise<void> {
  const { body, client, respond } = args;
  if (body.container?.type === 'view' && body.view) {
    const query = body.view.state?.values?.[modalBlockIds.query]?.[modalBlockIds.queryAction]?.value ?? '';
    await client.views.update({ view_id: body.view.id, view: buildLookupModal(reply, query, user.language) });
    return;
  }
  await respond({ replace_original: true, ...reply });
}

/** The reply beside the message clicked: in its agent thread, else as a new private message (a modal is updated). */
export async function answerBeside(args: ClickArgs, user: UserScope, reply: SlackMessage): Promise<void> {
  if (args.body.container?.type === 'view') return replaceSource(args, user, reply);
  const thread = agentThreadOf(args.body);
  if (thread) {
    await postIn(args.client, thread, reply);
    return;
  }
  await args.respond({ response_type: 'ephemeral', replace_original: false, ...reply });
}

/** Whether the click came from a private (ephemeral) message: its answer can be shared. */
const isEphemeral = (body: BlockAction): boolean => body.container?.is_ephemeral === true;

/** What a click on a message says of where that message is. */
const clickedMessageSchema = z.object({
  container: z.object({ channel_id: z.string().optional(), thread_ts: z.string().optional() }).optional(),
  channel: z.object({ id: z.string() }).optional(),
  message: z.object({ thread_ts: z.string().optional() }).optional(),
});

/** A direct message channel's id (`D…`): the app's DM with the user, where agent threads live. */
const directMessageChannel = /^D[A-Z0-9]+$/;

/**
 * The agent thread a click came from: a message the app posted (not ephemeral) in a thread of
 * its DM with the user, the agent view's split pane and Messages tab.
 */
export function agentThreadOf(body: BlockAction): Required<Place> | undefined {
  if (isEphemeral(body)) return undefined;
  const parsed = clickedMessageSchema.safeParse(body);
  if (!parsed.success) return undefined;
  const { container, channel, message } = parsed.data;
  const inChannel = channel?.id ?? container?.channel_id;
  const threadTs = message?.thread_ts ?? container?.thread_ts;
  if (!inChannel || !threadTs || !directMessageChannel.test(inChannel)) return undefined;
  return { channel: inChannel, threadTs };
}

/** Whether the answer to a click can be shared: from a private message, or in an agent thread. */
export const canShare = (body: BlockAction): boolean =>
  isEphemeral(body) || agentThreadOf(body) !== undefined;
