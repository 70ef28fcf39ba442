/**
 * Who calls a tool: the asking user's ids Slack puts in the call's `params._meta.slack` (`user_id`,
 * `team_id`, `enterprise_id`), loaded as any Slack request's user (slack/user/user-scope.ts), so
 * a tool answers in their market, language and default type, as `/controller` does (in the
 * `market` a call names instead: server.ts, through slack/user/in-market.ts as the Workflow step).
 */
import { z } from 'zod';
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
