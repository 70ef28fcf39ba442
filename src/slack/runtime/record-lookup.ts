/**
 * Recording a lookup: counted in the metrics, written to the lookup log, and added to the
 * user's recent lookups in the background, so that a slow or failing store never delays or
 * breaks an answer (its failure is logged, naming what failed).
 */
import type { Logger } from '../../log/logger.js';
import { lookupDuration, lookups } from '../../metrics/registry.js';
import type { AppState } from '../../state/store.js';
import { recentQuery } from '../replies/lookup-summary.js';
import type { ListenerDeps } from './deps.js';

export function lookupRecorder(state: AppState, logger: Logger): ListenerDeps['recordLookup'] {
  return (user, lookup) => {
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
    // Off the reply's path: a slow or failing store never delays or breaks an answer.
    setImmediate(() => {
      Promise.resolve()
        .then(() => state.recent.add(user.userId, recent))
        .catch((error: unknown) =>
          logger.warn({ err: error, userId: user.userId }, 'Could not save a recent lookup'),
        );
    });
  };
}
