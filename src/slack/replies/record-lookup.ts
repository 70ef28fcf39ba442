/**
 * Recording a lookup: counted in the metrics at once, then written to the lookup log and
 * added to the user's recent lookups after the reply has gone out: the lookups recorded over
 * `handOverEveryMs` are handed to the store together, which writes them in one batch
 * (state/write-batch.ts). Once per period rather than once per turn of the event loop: a busy
 * instance then spends that work in one go, not a little of it before every turn's answers
 * are written (bench/state.bench.ts). A slow or failing store never delays or breaks an answer;
 * its failure is logged, naming what failed. Stopping hands over what is still queued (`flush`)
 * before the store is closed.
 */
import type { Logger } from '../../log/logger.js';
import { lookupDuration, lookups } from '../../metrics/registry.js';
import type { LookupSurface } from '../../state/schema.js';
import type { AppState } from '../../state/store.js';
import { oncePerBatch } from '../../state/write-batch.js';
import type { UserScope } from '../user/user-scope.js';
import { type LookupFacts, recentQuery } from './lookup-summary.js';

/** One lookup as the replies report it. */
interface LookupRecord extends LookupFacts {
  /** The question as typed (or the unit picked). */
  query: string;
  market: string;
  surface: LookupSurface;
  durationMs: number;
  /** False: into the lookup log and the metrics only (a list's lines join the recent lookups as one entry). */
  recent?: boolean;
}

/**
 * Adds a lookup to the user's recent lookups and to the lookup log, and counts it, in the
 * background; never throws, never waits.
 */
export type RecordLookup = (user: UserScope, lookup: LookupRecord) => void;

/** How long recorded lookups wait to be handed to the store (which writes within as long again). */
const handOverEveryMs = 50;

interface Recorded {
  user: UserScope;
  lookup: LookupRecord;
  at: number;
}

interface LookupRecorder {
  record: RecordLookup;
  /** Hands what is queued to the store now. */
  flush(): void;
}

export function lookupRecorder(state: AppState, logger: Logger): LookupRecorder {
  let queue: Recorded[] = [];
  let handOver: NodeJS.Timeout | undefined;
  /** Lookups written together share one outcome: its failure is told once, naming the first. */
  const report = oncePerBatch();

  const store = ({ user, lookup, at }: Recorded) => {
    const query = recentQuery(lookup.query);
    if (user.userId === '' || query === '') return;
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
    report(state.recent.add(user.userId, recent), (error) =>
      logger.warn({ err: error, userId: user.userId }, 'Could not save a recent lookup'),
    );
  };

  const storeQueued = () => {
    clearTimeout(handOver);
    const batch = queue;
    queue = [];
    for (const recorded of batch) {
      try {
        store(recorded);
      } catch (error) {
        logger.warn({ err: error, userId: recorded.user.userId }, 'Could not record a lookup');
      }
    }
  };

  return {
    record(user, lookup) {
      lookups.inc({ surface: lookup.surface, outcome: lookup.outcome });
      lookupDuration.observe({ surface: lookup.surface }, lookup.durationMs / 1000);
      if (queue.length === 0) {
        handOver = setTimeout(storeQueued, handOverEveryMs);
        handOver.unref();
      }
      queue.push({ user, lookup, at: Date.now() });
    },
    flush: storeQueued,
  };
}
