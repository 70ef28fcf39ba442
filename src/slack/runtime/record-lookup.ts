/**
 * Recording a lookup: counted in the metrics at once, then handed to the store for the lookup
 * log and the user's recent lookups. The store queues both and writes what was recorded within
 * a short period in one batch (state/recorded-writes.ts, the one place lookups are batched), so
 * recording never waits for the store: a slow or failing store never delays or breaks an answer,
 * and a failed batch is logged and counted once, by the store. Stopping writes what is still
 * queued (`flush`, as closing the store does).
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

/** `_logger`: the store logs what fails; the parameter stays for the app's call site (slack/app.ts). */
export function lookupRecorder(state: AppState, _logger: Logger): LookupRecorder {
  return {
    record(user, lookup) {
      lookups.inc({ surface: lookup.surface, outcome: lookup.outcome });
      lookupDuration.observe({ surface: lookup.surface }, lookup.durationMs / 1000);
      const query = recentQuery(lookup.query);
      if (user.userId === '' || query === '') return;
      const at = Date.now();
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
      if (lookup.recent === false) return;
      const recent = { query, result: lookup.summary, market: lookup.market, at: new Date(at).toISOString() };
      // Nobody waits: the store reports a failed batch itself, once.
      void state.recent.add(user.userId, recent);
    },
    flush: () => state.flush(),
  };
}
