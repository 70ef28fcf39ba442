/**
 * Answering a click: the reply replaces the message the action came from, or the lookup
 * modal's content when it came from a modal.
 */
import type { AllMiddlewareArgs, BlockAction, SlackActionMiddlewareArgs } from '@slack/bolt';
import { modalBlockIds } from '../blocks/ids.js';
import type { SlackMessage } from '../blocks/message.js';
import { buildLookupModal } from '../blocks/modal.js';
import type { UserScope } from '../user/user-scope.js';

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

/** Whether the click came from a private (ephemeral) message: its answer can be shared. */
export const isEphemeral = (body: BlockAction): boolean => body.container?.is_ephemeral === true;
