/**
 * Who asks, put together once per app: the users API on a client of its own that rejects a 429 at
 * once (Slack's rate limit neither pauses the replies' client nor holds a request), each user's
 * Slack locale, the languages the catalogue refused, and the loader of each user's scope.
 */
import type { AppConfig } from '../../config/env.js';
import type { Logger } from '../../log/logger.js';
import { LocaleRefusals } from '../../lookup/locale-refusals.js';
import type { AppState } from '../../state/store.js';
import type { SlackClients } from '../runtime/slack-clients.js';
import { defaultMaxMembers } from './locale-directory.js';
import { cachedLocaleSchema, SlackLocales } from './slack-locale.js';
import { createUserLoader } from './user-scope.js';
import { createUsersApi } from './users-api.js';

/** A locale the catalogue refused for a market is not tried there again for this long. */
const localeRefusalTtlMs = 6 * 3_600_000;

export function createWhoAsks(deps: {
  config: AppConfig;
  state: AppState;
  clients: SlackClients;
  logger: Logger;
}) {
  const { config, state, logger } = deps;
  const usersApi = createUsersApi(deps.clients.rejectingRateLimits());
  const refusals = new LocaleRefusals({ ttlMs: localeRefusalTtlMs, maxSize: 1000 });
  const slackLocales = new SlackLocales({
    logger,
    cache: state.cache('slack-locale', cachedLocaleSchema, defaultMaxMembers),
    fetchLocale: async (userId) => (await usersApi.info(userId, { includeLocale: true }))?.locale,
  });
  const users = createUserLoader({
    config,
    settings: (userId) => state.settings.get(userId),
    slackLocale: (userId, deadline) => slackLocales.localeOf(userId, deadline),
    knownSlackLocale: (userId) => slackLocales.known(userId),
    refusals,
    logger,
  });
  return { usersApi, refusals, slackLocales, users };
}
