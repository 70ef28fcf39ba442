/**
 * When the copy is refreshed: on Redis BullMQ's job scheduler (`repeat`, upserted by every
 * instance, one schedule); on SQLite its one owner looks with croner and adds a due refresh under
 * the period's job id, so once per period and never lost. How periods fall: docs/catalogue-copy.md.
 */
import { Cron } from 'croner';
import type { Logger } from '../log/logger.js';
import type { CatalogueCopy } from './open.js';

export interface RefreshSchedule {
  stop(): void;
}

interface ScheduleDeps {
  copy: Pick<CatalogueCopy, 'store' | 'refreshMs' | 'scopes'>;
  /** Redis: upserts the queue's job scheduler of the refresh (every `refreshMs`). */
  repeat?: () => Promise<void>;
  /** Adds the refresh under this job id (kept: adding it again adds nothing). */
  enqueue(jobId: string): Promise<unknown>;
  logger: Logger;
  /** How often to look (default: a quarter of the period, at most 5 minutes). */
  checkMs?: number;
  now?: () => number;
  /** Calls `run` every `ms` until stopped (default: croner); tests give their own ticks. */
  every?: (ms: number, run: () => Promise<void>) => { stop(): void };
}

const maxCheckMs = 5 * 60_000;

/** Every `ms` (whole seconds) on croner, a run never overlapping the one before. */
const cronEvery = (ms: number, run: () => Promise<void>) =>
  new Cron('* * * * * *', { interval: Math.round(ms / 1000), protect: true, unref: true }, run);

/** The job id of the refresh of the period starting at `periodStart` (no `:`: BullMQ's rule). */
export const periodJobId = (periodStart: number): string => `copy-refresh-${periodStart}`;

export function startRefreshSchedule(deps: ScheduleDeps): RefreshSchedule {
  const now = deps.now ?? Date.now;
  const { refreshMs, scopes, store } = deps.copy;
  const checkMs = deps.checkMs ?? Math.max(1000, Math.min(maxCheckMs, refreshMs / 4));
  let stopped = false;
  let scheduled = false;

  async function check(): Promise<void> {
    if (deps.repeat) {
      // Upserted until it lands once (Redis away at start): BullMQ then keeps the period.
      if (scheduled) return;
      await deps.repeat();
      scheduled = true;
      deps.logger.info({ everyMs: refreshMs }, 'Catalogue copy refresh scheduled');
      return;
    }
    const periodStart = Math.floor(now() / refreshMs) * refreshMs;
    const statuses = await Promise.all(scopes.map((scope) => store.status(scope.market, scope.locale)));
    const due = statuses.some((status) => (status.current?.startedAt ?? -1) < periodStart);
    if (!due || stopped) return;
    await deps.enqueue(periodJobId(periodStart));
    deps.logger.info({ period: new Date(periodStart).toISOString() }, 'Catalogue copy refresh added');
  }

  const run = () =>
    check().catch((error: unknown) =>
      deps.logger.warn({ err: error }, 'Could not check the catalogue copy schedule'),
    );
  void run();
  const timer = (deps.every ?? cronEvery)(checkMs, run);
  return {
    stop() {
      stopped = true;
      timer.stop();
    },
  };
}
