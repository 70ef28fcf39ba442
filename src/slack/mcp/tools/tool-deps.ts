/**
 * What the tools share: the app's lookups (the one `ask`, recording), the list gate and the
 * markets; their deadlines; the `market` input (the caller is put in it by identity.ts); each call
 * recorded as surface `slackbot`.
 */
import type { LimitFunction } from 'p-limit';
import { z } from 'zod';
import type { AppConfig } from '../../../config/env.js';
import type { Logger } from '../../../log/logger.js';
import { Deadline } from '../../../shared/deadline.js';
import type { LookupFacts } from '../../replies/lookup-summary.js';
import type { Lookups } from '../../replies/lookups.js';
import type { UserScope } from '../../user/user-scope.js';

export interface ToolDeps {
  config: Pick<AppConfig, 'markets'>;
  lookups: Pick<Lookups, 'ask' | 'record'>;
  logger: Logger;
  /** The embedded sample catalogue answers: every answer says so. */
  sample: boolean;
  /** The one gate every list's lookups pass (src/project-lists/run.ts). */
  listGate: LimitFunction;
}

/**
 * How long after a request arrives a tool answers, whatever the catalogue has not answered by then
 * said `unavailable`: the salesperson hears back from Slackbot within 3 s (a whole copy answers in
 * milliseconds). Loading the caller (at most `scopeBudgetMs`) comes out of it.
 */
const toolBudgetMs = 2500;

/**
 * A list's budget, also from arrival: up to 100 lines, each a lookup behind the list gate (a whole
 * copy: well under a second). Slackbot's own time limit is undocumented: docs/slackbot.md.
 */
const listBudgetMs = 10_000;

/** A request's deadlines, taken once on its arrival: a tool's answer, and a list's. */
export interface CallDeadlines {
  answer: Deadline;
  list: Deadline;
}

/** The deadlines of a request arriving now. */
export const deadlinesFromNow = (): CallDeadlines => ({
  answer: new Deadline(toolBudgetMs),
  list: new Deadline(listBudgetMs),
});

/** The `market` input of the tools that take one: checked against CATALOGUE_MARKETS by `inMarket` (identity.ts). */
export const marketField = z
  .string()
  .max(20)
  .optional()
  .describe("A market code (e.g. ES, FR); the caller's own market when left out.");

/** Records one call as a lookup of surface `slackbot`, in the lookup log (never the recent lookups). */
export function recordCall(
  deps: Pick<ToolDeps, 'lookups'>,
  user: UserScope,
  call: Omit<LookupFacts, 'recent'> & { query: string; market: string; startedAt: number },
): void {
  const { startedAt, ...facts } = call;
  deps.lookups.record(user, {
    ...facts,
    surface: 'slackbot',
    durationMs: performance.now() - startedAt,
    only: 'log',
  });
}

/**
 * A lookup that did not come back in time (or failed): logged when it failed, recorded as
 * `catalogue_unavailable`; the tool then says the catalogue is unavailable, never a guess.
 */
export function recordUnavailable(
  deps: Pick<ToolDeps, 'lookups' | 'logger'>,
  user: UserScope,
  call: { tool: string; looked: { kind: string; error?: unknown }; query: string; startedAt: number },
): void {
  if (call.looked.kind === 'failed')
    deps.logger.error({ err: call.looked.error }, `A ${call.tool} lookup failed`);
  recordCall(deps, user, {
    outcome: 'catalogue_unavailable',
    query: call.query,
    market: user.market,
    startedAt: call.startedAt,
  });
}
