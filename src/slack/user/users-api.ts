/**
 * The two Slack Web API calls about users, made with undici on a keep-alive pool of their own,
 * not through @slack/web-api's WebClient: `users.info`, the one call on the path of a new
 * user's first reply when their locale is not known ahead (and of an admin check: their
 * workspace roles), and `users.list`, a page of the workspace's members with their locales
 * (locale-directory.ts learns them ahead). In the first-contact bench (bench/state.bench.ts)
 * one WebClient call (fetch, web streams, its queue and retry layers) cost about 750 µs of the
 * app's CPU, more than the whole rest of the reply; this costs a fifth of that. Every other
 * Web API call stays on Bolt's client.
 *
 * A 429 rejects at once with `SlackRateLimitedError` (Slack's Retry-After), so that nobody
 * waits it out; a connection failure or a 5xx is retried twice; an attempt with no answer
 * within the timeout fails (it is not retried); any other failure rejects naming the method
 * and Slack's error code, never the token. Failures are counted in cf_slack_api_errors_total
 * like the WebClient's. Callers never wait long for it (they bound their own waits); closing
 * gives the calls still running a moment, then drops them.
 */
import { interceptors, Pool } from 'undici';
import { z } from 'zod';
import { slackApiErrors } from '../../metrics/registry.js';
import { settleWithin } from '../../shared/deadline.js';

/** How long closing waits for the calls still running before dropping them. */
const closeGraceMs = 1000;

/** The fields read from a user (the rest of Slack's answer is ignored). */
const slackUserSchema = z.object({
  locale: z.string().optional(),
  is_admin: z.boolean().optional(),
  is_owner: z.boolean().optional(),
});
export type SlackUser = z.infer<typeof slackUserSchema>;

const refusalSchema = z.object({ ok: z.boolean(), error: z.string().optional() });
const infoAnswerSchema = refusalSchema.extend({ user: slackUserSchema.optional() });
const memberSchema = z.object({
  id: z.string(),
  locale: z.string().optional(),
  deleted: z.boolean().optional(),
  is_bot: z.boolean().optional(),
});
const listAnswerSchema = refusalSchema.extend({
  members: z.array(memberSchema).default([]),
  response_metadata: z.object({ next_cursor: z.string().optional() }).optional(),
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
  close(): Promise<void>;
}

/** Retry-After in seconds; 60 when Slack gives none that reads. */
const retryAfterS = (header: string | string[] | undefined): number => {
  const text = (Array.isArray(header) ? header[0] : header)?.trim() ?? '';
  const seconds = Number(text);
  return text !== '' && Number.isFinite(seconds) && seconds >= 0 ? seconds : 60;
};

export function createUsersApi(options: { apiUrl: string; botToken: string; timeoutMs: number }): UsersApi {
  const origin = new URL(options.apiUrl).origin;
  const pool = new Pool(origin, { connections: 8, keepAliveTimeout: 30_000 });
  const dispatcher = pool.compose(
    interceptors.retry({
      maxRetries: 2,
      minTimeout: 250,
      maxTimeout: 2000,
      // Reads have no side effect, so a POST may be sent again; a 429 is the caller's to handle.
      methods: ['POST'],
      statusCodes: [500, 502, 503, 504],
      throwOnError: false,
    }),
  );

  async function request<T extends z.infer<typeof refusalSchema>>(
    method: string,
    form: Record<string, string>,
    schema: z.ZodType<T>,
  ): Promise<T> {
    const response = await dispatcher.request({
      origin,
      path: new URL(method, options.apiUrl).pathname,
      method: 'POST',
      headers: {
        authorization: `Bearer ${options.botToken}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams(form).toString(),
      // undici's own timers (cheaper than an AbortSignal per call); a timed-out attempt is not retried.
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
    });
    if (response.statusCode === 429) {
      await response.body.dump();
      throw new SlackRateLimitedError(method, retryAfterS(response.headers['retry-after']));
    }
    if (response.statusCode !== 200) {
      await response.body.dump();
      throw new Error(`Slack answered ${method} with HTTP ${response.statusCode}`);
    }
    const answer = schema.safeParse(await response.body.json());
    if (!answer.success) throw new Error(`Slack's answer to ${method} did not read as expected`);
    if (!answer.data.ok) throw new Error(`Slack refused ${method}: ${answer.data.error ?? 'no error code'}`);
    return answer.data;
  }

  /** Counts a failure of `method` (as the WebClient's are counted), then passes it on. */
  const call = async <T extends z.infer<typeof refusalSchema>>(
    method: string,
    form: Record<string, string>,
    schema: z.ZodType<T>,
  ): Promise<T> => {
    try {
      return await request(method, form, schema);
    } catch (error) {
      slackApiErrors.inc({ method });
      throw error;
    }
  };

  return {
    async info(userId, { includeLocale = false } = {}) {
      const form = { user: userId, ...(includeLocale && { include_locale: 'true' }) };
      return (await call('users.info', form, infoAnswerSchema)).user;
    },
    async listPage(cursor, limit) {
      const form = { include_locale: 'true', limit: String(limit), ...(cursor && { cursor }) };
      const answer = await call('users.list', form, listAnswerSchema);
      return { members: answer.members, nextCursor: answer.response_metadata?.next_cursor ?? '' };
    },
    async close() {
      const closed = await settleWithin(pool.close(), closeGraceMs);
      if (closed.kind !== 'done') await pool.destroy();
    },
  };
}
