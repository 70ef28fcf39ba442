/**
 * Whether a user may post in a channel, for Share from the agent view: Slack lets only members
 * post, and says who they are in `conversations.members`, read a page at a time. Too large to read
 * in a few pages before the click's deadline, or a failing call, leaves it unknown: the caller then
 * shares with that user alone.
 */
import type { webApi } from '@slack/bolt';
import { z } from 'zod';
import type { Logger } from '../../log/logger.js';
import type { Deadline } from '../../shared/deadline.js';

export type Membership = 'member' | 'not_member' | 'unknown';

/** Slack's recommended page size; pages read at most (1,000 members). */
const pageSize = 200;
const maxPages = 5;

const membersPageSchema = z.object({
  members: z.array(z.string()).default([]),
  response_metadata: z.object({ next_cursor: z.string().optional() }).optional(),
});

export async function membershipOf(
  client: webApi.WebClient,
  channel: string,
  userId: string,
  logger: Logger,
  deadline: Deadline,
): Promise<Membership> {
  let cursor: string | undefined;
  for (let page = 0; page < maxPages; page++) {
    const settled = await deadline.settle(
      client.conversations.members({ channel, limit: pageSize, ...(cursor ? { cursor } : {}) }),
    );
    if (settled.kind === 'timeout') {
      logger.warn({ channel, pages: page }, "A channel's members were not read in time");
      return 'unknown';
    }
    const read = settled.kind === 'done' ? membersPageSchema.safeParse(settled.value) : undefined;
    if (!read?.success) {
      const error = settled.kind === 'failed' ? settled.error : read?.error;
      logger.warn({ err: error, channel }, "Could not read a channel's members");
      return 'unknown';
    }
    if (read.data.members.includes(userId)) return 'member';
    cursor = read.data.response_metadata?.next_cursor;
    if (!cursor) return 'not_member';
  }
  return 'unknown';
}
