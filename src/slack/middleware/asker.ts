/**
 * The one global middleware that fills `context`: the app's services, and who asks, loaded only the
 * first time a listener asks (within `scopeBudgetMs`), so no request reads a user it does not need.
 * With no user, the configured scope. An agent thread's events name their user where Bolt does not
 * look (`assistant_thread.user_id`).
 */
import type { AnyMiddlewareArgs, Middleware } from '@slack/bolt';
import { z } from 'zod';
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

/** `assistant_thread_started` and `assistant_thread_context_changed` carry their user here. */
const agentThreadEventSchema = z.object({
  event: z.object({ assistant_thread: z.object({ user_id: z.string().min(1) }) }),
});

/** The agent thread's user of an event Bolt reads no user from; undefined for anything else. */
const agentThreadUser = (body: unknown): string | undefined => {
  const parsed = agentThreadEventSchema.safeParse(body);
  return parsed.success ? parsed.data.event.assistant_thread.user_id : undefined;
};

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
  return async ({ context, body, next }) => {
    const userId = context.userId ?? agentThreadUser(body);
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
