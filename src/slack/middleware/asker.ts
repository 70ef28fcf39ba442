/**
 * The one global middleware that fills `context`: the app's services, and who asks, loaded only the
 * first time a listener asks (within `scopeBudgetMs`), so no request reads a user it does not need.
 * With no user, the configured scope. `context.askerAtHand()` gives who asks only when no Web API
 * call is needed (their Slack locale known ahead): a listener acks first otherwise.
 */
import type { AnyMiddlewareArgs, Middleware } from '@slack/bolt';
import type { AppConfig } from '../../config/env.js';
import type { Logger } from '../../log/logger.js';
import { Deadline } from '../../shared/deadline.js';
import { scopeBudgetMs } from '../requests/budgets.js';
import type { AppContext, Services } from '../services/context.js';
import { configuredUser, type LoadUser, type ScopedUser, type UserAtHand } from '../user/user-scope.js';

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

/**
 * Puts the services and a lazy loader of who asks on `context`; `load` must never reject. When
 * `atHand` fails (the settings store), `load` is what answers (the configured defaults).
 */
export function provideContext(
  services: Services,
  load: LoadUser,
  atHand: UserAtHand,
): Middleware<AnyMiddlewareArgs, AppContext> {
  const { config } = services;
  return async ({ context, next }) => {
    const { userId } = context;
    let loading: Promise<ScopedUser> | undefined;
    /** What is left to load once the user was found not at hand (their settings already read). */
    let rest: ((deadline: Deadline) => Promise<ScopedUser>) | undefined;
    const asker = () => {
      loading ??= userId
        ? (rest ?? ((deadline) => load(userId, deadline)))(new Deadline(scopeBudgetMs)).then(
            inTeam(context.teamId),
          )
        : Promise.resolve(configuredUser(config, ''));
      return loading;
    };
    const askerAtHand = async () => {
      if (loading || !userId) return asker();
      const found = await atHand(userId, new Deadline(scopeBudgetMs)).catch(() => undefined);
      // A store that fails: `load` answers (the configured defaults, said in the log).
      if (!found) return asker();
      if ('withSlack' in found) {
        rest = found.withSlack;
        return undefined;
      }
      loading ??= Promise.resolve(inTeam(context.teamId)(found.user));
      return loading;
    };
    context.services = services;
    context.asker = asker;
    context.askerAtHand = askerAtHand;
    context.user = async () => (await asker()).scope();
    await next();
  };
}
