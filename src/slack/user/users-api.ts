/**
 * The two Slack calls about users: `users.info` (a new user's locale, an admin's roles) and a page
 * of `users.list`. Through the rate-limit-rejecting client (runtime/slack-clients.ts): a 429
 * rejects at once with `SlackRateLimitedError` so that nobody waits it out; an attempt is retried
 * twice, briefly.
 */
import { webApi } from '@slack/bolt';
import { z } from 'zod';

/** The fields read from a user (the rest of Slack's answer is ignored). */
const slackUserSchema = z.object({
  locale: z.string().optional(),
  is_admin: z.boolean().optional(),
  is_owner: z.boolean().optional(),
});
export type SlackUser = z.infer<typeof slackUserSchema>;

const memberSchema = z.object({
  id: z.string(),
  locale: z.string().optional(),
  deleted: z.boolean().optional(),
  is_bot: z.boolean().optional(),
});

/** One page of the workspace's members; `nextCursor` is '' after the last page. */
export interface MembersPage {
  members: z.infer<typeof memberSchema>[];
  nextCursor: string;
}

/** Slack rate-limits the call: try again after `retryAfterS` seconds. */
export class SlackRateLimitedError extends Error {
  constructor(
    readonly method: string,
    readonly retryAfterS: number,
  ) {
    super(`Slack rate-limits ${method}; retry after ${retryAfterS} s`);
    this.name = 'SlackRateLimitedError';
  }
}

export interface UsersApi {
  /** The user as Slack describes them (with their locale when `includeLocale`). */
  info(userId: string, options?: { includeLocale?: boolean }): Promise<SlackUser | undefined>;
  /** One page of `users.list` with each member's locale, from `cursor` ('' for the first). */
  listPage(cursor: string, limit: number): Promise<MembersPage>;
}

/** A rate-limited call as a SlackRateLimitedError, anything else as it is. */
async function rateLimitsNamed<T>(method: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof webApi.WebAPIRateLimitedError)
      throw new SlackRateLimitedError(method, error.retryAfter);
    throw error;
  }
}

/** The users API over `client`, one that rejects a rate-limited call (SlackClients.rejectingRateLimits). */
export function createUsersApi(client: webApi.WebClient): UsersApi {
  return {
    async info(userId, { includeLocale = false } = {}) {
      const answer = await rateLimitsNamed('users.info', () =>
        client.users.info({ user: userId, ...(includeLocale && { include_locale: true }) }),
      );
      const user = slackUserSchema.safeParse(answer.user);
      return user.success ? user.data : undefined;
    },
    async listPage(cursor, limit) {
      const answer = await rateLimitsNamed('users.list', () =>
        client.users.list({ include_locale: true, limit, ...(cursor && { cursor }) }),
      );
      const members = z.array(memberSchema).safeParse(answer.members ?? []);
      if (!members.success) throw new Error("Slack's answer to users.list did not read as expected");
      return { members: members.data, nextCursor: answer.response_metadata?.next_cursor ?? '' };
    },
  };
}
