/**
 * The one global middleware that fills `context` (context.ts): the app's services, and who
 * asks, loaded the first time a listener asks (`context.asker()`: their settings and Slack
 * locale, within `scopeBudgetMs`); every later ask gets the same user. A request with no user
 * (or whose settings cannot be read) gets the configured scope, and nobody is looked up for it:
 * no request reads a user it does not need. Their scope names the workspace they ask from (Bolt's
 * `context.teamId`).
 */
import type { AnyMiddlewareArgs, Middleware } from '@slack/bolt';
import type { AppConfig } from '../../config/env.js';
import type { Logger } from '../../log/logger.js';
import { Deadline } from '../../shared/deadline.js';
import { scopeBudgetMs } from '../requests/budgets.js';
import type { AppContext, Services } from '../services/context.js';
import { configuredUser, type LoadUser, type ScopedUser } from '../user/user-scope.js';

/**
 * Loads a user, never rejecting: when the settings behind it fail, the configured defaults
 * apply (and the failure is logged).
 */
export function safeUserLoader(
  load: LoadUser,
  config: Pick<AppConfig, 'market' | 'locale'>,
  logger: Logger,
): LoadUser {
  return (userId, deadline) =>
    load(userId, deadline).catch((error: unknown) => {
      logger.error({ err: error, userId }, 'Resolving the user scope failed; using the defaults');
      return configuredUser(config, userId);
    });
}

/** The user, every scope of them naming the workspace they ask from (a job answers them with its client). */
const inTeam =
  (teamId: string | undefined) =>
  (user: ScopedUser): ScopedUser =>
    teamId ? { userId: user.userId, scope: (overrides) => ({ ...user.scope(overrides), teamId }) } : user;

/** Puts the services and a lazy loader of who asks on `context`; `load` must never reject. */
export function provideContext(
  services: Services,
  load: LoadUser,
): Middleware<AnyMiddlewareArgs, AppContext> {
  const { config } = services;
  return async ({ context, next }) => {
    const { userId } = context;
    let loading: Promise<ScopedUser> | undefined;
    const asker = () => {
      loading ??= userId
        ? load(userId, new Deadline(scopeBudgetMs)).then(inTeam(context.teamId))
        : Promise.resolve(configuredUser(config, ''));
      return loading;
    };
    context.services = services;
    context.asker = asker;
    context.user = async () => (await asker()).scope();
    await next();
  };
}
