/**
 * The one global middleware that fills `context` (context.ts): the app's services, and who
 * asks, loaded the first time a listener asks (`context.asker()`: their settings and Slack
 * locale, within `scopeBudgetMs`); every later ask gets the same user. A request with no user
 * (or whose settings cannot be read) gets the configured scope, and nobody is looked up for it:
 * no request reads a user it does not need. An agent thread's events name their user where Bolt
 * does not look (`assistant_thread.user_id`): that user asks. Their scope names the workspace
 * they ask from (Bolt's `context.teamId`). `context.askerAtHand()` gives who asks only when no
 * Web API call is needed for it (their Slack locale known ahead): a listener acks first otherwise.
 */
import type { AnyMiddlewareArgs, Middleware } from '@slack/bolt';
import { z } from 'zod';
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
  return async ({ context, body, next }) => {
    const userId = context.userId ?? agentThreadUser(body);
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
