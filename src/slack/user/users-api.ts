/**
 * The two Slack Web API calls about users, on a `WebClient` of their own (Bolt's client class,
 * with other options than the replies' client): `users.info`, on the path of a new user's first
 * reply when their locale is not known ahead (and of an admin check: their workspace roles), and
 * `users.list`, a page of the workspace's members with their locales (locale-directory.ts learns
 * them ahead). A 429 rejects at once with `SlackRateLimitedError` (Slack's Retry-After) instead
 * of pausing the client as the replies' one does, so that nobody waits it out; a failed attempt
 * is retried twice, briefly; an attempt with no answer within the timeout fails. Counted in
 * cf_slack_api_errors_total like every Web API call (the client's `fetch`, metrics/slack-api.ts),
 * and logged through the app's logger as Bolt's own client is (runtime/bolt-logger.ts).
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

interface UsersApiOptions {
  apiUrl: string;
  botToken: string;
  timeoutMs: number;
  /** How every Web API request is sent (metrics/slack-api.ts counts failures there). */
  fetch: webApi.FetchFunction;
  /** Where the client logs (a failed attempt is a warning): the app's logger, never the console. */
  logger: webApi.Logger;
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

export function createUsersApi(options: UsersApiOptions): UsersApi {
  const client = new webApi.WebClient(options.botToken, {
    slackApiUrl: options.apiUrl,
    rejectRateLimitedCalls: true,
    retryConfig: { retries: 2, factor: 2, minTimeout: 250, maxTimeout: 2000 },
    timeout: options.timeoutMs,
    fetch: options.fetch,
    logger: options.logger,
  });
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
