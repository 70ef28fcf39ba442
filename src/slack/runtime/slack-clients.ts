/**
 * The one factory of Slack Web API clients, so every client has the same options (SLACK_API_URL, a
 * short retry rather than Bolt's half hour, a timeout, failures counted). Jobs get a team's client
 * as Bolt builds a listener's. users.info's client rejects a 429 at once and Slack Lists' waits out
 * Retry-After alone: Bolt's client would pause every call, replies included, while it waits.
 */
import { type Logger as SlackLogger, webApi } from '@slack/bolt';
import { slackFetch } from './slack-fetch.js';

const { WebClient } = webApi;

/** Web API calls retry a little (a lost packet), not for half an hour (Bolt's default). */
const webApiRetries: webApi.RetryOptions = { retries: 2, factor: 2, minTimeout: 250, maxTimeout: 2000 };
/**
 * A Slack List's calls: each 429 costs a retry after its Retry-After wait, so a call is given
 * several (Tier 3 limits bite every minute on a long List), and a little backoff on top.
 */
const slackListsRetries: webApi.RetryOptions = { retries: 8, factor: 2, minTimeout: 250, maxTimeout: 4000 };
export const webApiTimeoutMs = 10_000;

export interface SlackClientsOptions {
  apiUrl: string;
  botToken: string;
  logger: SlackLogger;
  /** How long one attempt may take; 10 s when unset. */
  timeoutMs?: number;
}

/** The client of a team's requests; the bot token's alone when the team is unknown. */
export type TeamClient = (teamId: string | undefined) => webApi.WebClient;

export interface SlackClients {
  /** Bolt's `clientOptions`: it builds `app.client` and every request's client from them. */
  readonly boltOptions: webApi.WebClientOptions;
  /** The client of a team's requests (a job's), as Bolt gives a listener, one per team. */
  forTeam: TeamClient;
  /** A client of its own on which a rate-limited call rejects at once (webApi.WebAPIRateLimitedError). */
  rejectingRateLimits(): webApi.WebClient;
  /** A client of its own for Slack Lists: waits out Slack's rate limits without pausing any other client. */
  slackLists(): webApi.WebClient;
}

export function createSlackClients(options: SlackClientsOptions): SlackClients {
  const boltOptions: webApi.WebClientOptions = {
    slackApiUrl: options.apiUrl,
    retryConfig: webApiRetries,
    timeout: options.timeoutMs ?? webApiTimeoutMs,
    fetch: slackFetch(options.apiUrl),
    logger: options.logger,
  };
  const build = (extra: webApi.WebClientOptions) =>
    new WebClient(options.botToken, { ...boltOptions, ...extra });
  const teams = new Map<string, webApi.WebClient>();
  return {
    boltOptions,
    forTeam(teamId) {
      const key = teamId ?? '';
      let client = teams.get(key);
      if (!client) {
        client = build(teamId ? { teamId } : {});
        teams.set(key, client);
      }
      return client;
    },
    rejectingRateLimits: () => build({ rejectRateLimitedCalls: true }),
    slackLists: () => build({ retryConfig: slackListsRetries }),
  };
}
