/**
 * Recording a lookup: counted in the metrics at once, then handed to the store for the lookup
 * log and the user's recent lookups. The store queues both and writes what was recorded within
 * a short period in one batch (state/recorded-writes.ts, the one place lookups are batched), so
 * recording never waits for the store: a slow or failing store never delays or breaks an answer.
 * A failed batch is logged and counted once, by the store; what a store throws or rejects besides
 * (a bug) is logged here, naming the user. Stopping writes what is still queued (`flush`, as
 * closing the store does).
 */
import type { Logger } from '../../log/logger.js';
import { lookupDuration, lookups } from '../../metrics/registry.js';
import type { AppState } from '../../state/store.js';
import { recentQuery } from '../replies/lookup-summary.js';
import type { ListenerDeps } from './deps.js';

interface LookupRecorder {
  record: ListenerDeps['recordLookup'];
  /** Writes the lookups recorded so far; resolves once written (or failed). */
  flush(): Promise<void>;
}

export function lookupRecorder(state: AppState, logger: Logger): LookupRecorder {
  return {
    record(user, lookup) {
      lookups.inc({ surface: lookup.surface, outcome: lookup.outcome });
      lookupDuration.observe({ surface: lookup.surface }, lookup.durationMs / 1000);
      const query = recentQuery(lookup.query);
      const { userId } = user;
      if (userId === '' || query === '') return;
      const at = Date.now();
      try {
        state.lookupLog.record({
          at,
          userId,
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
        logger.warn({ err: error, userId }, 'Could not record a lookup in the lookup log');
      }
      if (lookup.recent === false) return;
      const recent = { query, result: lookup.summary, market: lookup.market, at: new Date(at).toISOString() };
      Promise.resolve()
        .then(() => state.recent.add(userId, recent))
        .catch((error: unknown) => logger.warn({ err: error, userId }, 'Could not save a recent lookup'));
    },
    flush: () => state.flush(),
  };
}
