/**
 * Who calls a tool: the asking user's ids Slack puts in the call's `params._meta.slack` (`user_id`,
 * `team_id`, `enterprise_id`), loaded as any Slack request's user (slack/user/user-scope.ts), so
 * a tool answers in their market, language and default type, as `/controller` does; in the
 * `market` a call names instead (one of CATALOGUE_MARKETS, any case, else refused in words as the
 * Workflow step refuses it).
 */
import { z } from 'zod';
import type { AppConfig } from '../../config/env.js';
import { t } from '../../i18n/index.js';
import type { Deadline } from '../../shared/deadline.js';
import { scopeBudgetMs } from '../requests/budgets.js';
import type { LoadUser, ScopedUser } from '../user/user-scope.js';

const slackIds = /^[A-Z0-9]{2,40}$/;

const slackCallerSchema = z.object({
  slack: z.object({
    user_id: z.string().regex(slackIds),
    team_id: z.string().regex(slackIds),
    enterprise_id: z.string().regex(slackIds).nullish(),
  }),
});

export interface SlackCaller {
  userId: string;
  teamId: string;
}

/** The caller named by a tool call's `_meta`; undefined when it names none. */
export function slackCallerOf(meta: unknown): SlackCaller | undefined {
  const parsed = slackCallerSchema.safeParse(meta);
  return parsed.success
    ? { userId: parsed.data.slack.user_id, teamId: parsed.data.slack.team_id }
    : undefined;
}

/**
 * The caller as a request's user: their scope names the workspace they ask from. Loading takes
 * at most `scopeBudgetMs` of the request's deadline (`answer`, taken on its arrival).
 */
export async function loadCaller(load: LoadUser, caller: SlackCaller, answer: Deadline): Promise<ScopedUser> {
  const user = await load(caller.userId, answer.within(scopeBudgetMs));
  return { userId: user.userId, scope: (overrides) => ({ ...user.scope(overrides), teamId: caller.teamId }) };
}

/** The caller in the market asked for (their own when none), or the words refusing it. */
export function inMarket(
  config: Pick<AppConfig, 'markets'>,
  asker: ScopedUser,
  wanted: string | undefined,
): { user: ScopedUser } | { refusal: string } {
  const code = wanted?.trim() ?? '';
  if (code === '') return { user: asker };
  const market = config.markets.find((each) => each.toLowerCase() === code.toLowerCase());
  if (market === undefined) {
    const shown = code.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 20);
    return {
      refusal: t(asker.scope().language, 'workflow.summary.unknownMarket', {
        market: shown,
        markets: config.markets.join(', '),
      }),
    };
  }
  return { user: { userId: asker.userId, scope: (overrides = {}) => asker.scope({ market, ...overrides }) } };
}
