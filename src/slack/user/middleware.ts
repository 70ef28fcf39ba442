/**
 * Who asks, found once per request: the app's middleware (app.ts) puts a loader on `context` that reads
 * the user's settings and Slack locale the first time a listener asks (`requestUser`), within
 * `scopeBudgetMs`, and hands every later ask the same user. A request with no user (or whose
 * settings cannot be read) gets the configured scope, and nobody is looked up for it.
 */
import type { AnyMiddlewareArgs, Context } from '@slack/bolt';
import type { AppConfig } from '../../config/env.js';
import type { Logger } from '../../log/logger.js';
import { Deadline } from '../../shared/deadline.js';
import { scopeBudgetMs } from '../runtime/budgets.js';
import {
  configuredUser,
  type LoadUser,
  type ScopedUser,
  type ScopeOverrides,
  type UserScope,
} from './user-scope.js';

const userKey = 'controllerFinderUser';

type UserOnContext = () => Promise<ScopedUser>;

/** The id of the user behind a request: slash command, interactivity payload or event. */
function userIdOf(body: unknown): string | undefined {
  const b = (body ?? {}) as { user_id?: unknown; user?: { id?: unknown }; event?: { user?: unknown } };
  const candidates = [b.user_id, b.user?.id, b.event?.user];
  return candidates.find((id): id is string => typeof id === 'string' && id !== '');
}

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

/** Puts the request's user on `context` (loaded on first use); `load` must never reject. */
export function userOnContext(
  load: LoadUser,
  config: Pick<AppConfig, 'market' | 'locale'>,
): (args: Pick<AnyMiddlewareArgs, 'body'> & { context: Context }) => void {
  return ({ body, context }) => {
    const userId = userIdOf(body);
    let loading: Promise<ScopedUser> | undefined;
    const user: UserOnContext = () => {
      loading ??=
        userId === undefined
          ? Promise.resolve(configuredUser(config, ''))
          : load(userId, new Deadline(scopeBudgetMs));
      return loading;
    };
    context[userKey] = user;
  };
}

/** The request's user (see `userOnContext`). */
export function requestUser(context: Context): Promise<ScopedUser> {
  const user = context[userKey] as UserOnContext | undefined;
  if (!user) throw new Error('userOnContext did not run for this request');
  return user();
}

/** The request's user's scope, one-off overrides applied. */
export async function requestScope(context: Context, overrides?: ScopeOverrides): Promise<UserScope> {
  return (await requestUser(context)).scope(overrides);
}
