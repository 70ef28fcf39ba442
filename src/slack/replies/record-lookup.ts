/**
 * Recording a lookup: counted in the metrics at once, then queued by the store, which batches
 * writes (state/recorded-writes.ts), so a slow or failing store never delays or breaks an answer.
 * What the store throws besides (a bug) is logged here, naming the user.
 */
import type { Logger } from '../../log/logger.js';
import { lookupDuration, lookups } from '../../metrics/registry.js';
import type { LookupSurface, RecentOutcome } from '../../state/schema.js';
import type { AppState } from '../../state/store.js';
import { recentOutcomeText } from '../blocks/recent.js';
import type { UserScope } from '../user/user-scope.js';
import { type LookupFacts, recentQuery } from './lookup-summary.js';

/** One lookup as the replies report it (what it came to is needed for the recent lookups only). */
interface LookupRecord extends Omit<LookupFacts, 'recent'>, Partial<Pick<LookupFacts, 'recent'>> {
  /** The question as typed (or the unit picked). */
  query: string;
  market: string;
  surface: LookupSurface;
  durationMs: number;
  /**
   * `log`: into the lookup log and the metrics only (a list's lines, the units of a question that
   * named several, which join the recent lookups as one entry); `recent`: the recent lookups only
   * (that one entry). Both when unset.
   */
  only?: 'log' | 'recent';
}

/**
 * Adds a lookup to the user's recent lookups and to the lookup log, and counts it, in the
 * background; never throws, never waits.
 */
export type RecordLookup = (user: UserScope, lookup: LookupRecord) => void;

export function lookupRecorder(state: Pick<AppState, 'lookupLog' | 'recent'>, logger: Logger): RecordLookup {
  const log = (user: UserScope, lookup: LookupRecord, at: number) => {
    try {
      state.lookupLog.record({
        at,
        userId: user.userId,
        market: lookup.market,
        locale: user.locale,
        surface: lookup.surface,
        query: lookup.query,
        outcome: lookup.outcome,
        ...(lookup.brand ? { brand: lookup.brand } : {}),
        ...(lookup.model ? { model: lookup.model } : {}),
        durationMs: Math.round(lookup.durationMs),
      });
    } catch (error) {
      logger.warn({ err: error, userId: user.userId }, 'Could not record a lookup in the lookup log');
    }
  };
  const keepRecent = (
    user: UserScope,
    lookup: LookupRecord,
    outcome: RecentOutcome,
    query: string,
    at: number,
  ) => {
    const { userId } = user;
    const recent = {
      query,
      result: recentOutcomeText(outcome, user.language),
      outcome,
      market: lookup.market,
      at: new Date(at).toISOString(),
    };
    Promise.resolve()
      .then(() => state.recent.add(userId, recent))
      .catch((error: unknown) => logger.warn({ err: error, userId }, 'Could not save a recent lookup'));
  };
  return (user, lookup) => {
    if (lookup.only !== 'recent') {
      lookups.inc({ surface: lookup.surface, outcome: lookup.outcome });
      lookupDuration.observe({ surface: lookup.surface }, lookup.durationMs / 1000);
    }
    const query = recentQuery(lookup.query);
    if (user.userId === '' || query === '') return;
    const at = Date.now();
    if (lookup.only !== 'recent') log(user, lookup, at);
    if (lookup.only !== 'log' && lookup.recent) keepRecent(user, lookup, lookup.recent, query, at);
  };
}
