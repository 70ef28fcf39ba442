/**
 * When a refresh is due, and one refresh added per period across every instance: time is cut in
 * periods of CATALOGUE_REFRESH_HOURS from the epoch (6 h: 00:00, 06:00… UTC), and a served
 * market whose current copy started before this period began (or has none) makes the refresh
 * due. Each instance looks at start and then every few minutes; the first to claim the period in
 * the shared store (the store's once-only claims, as Slack events use) adds the job, which the
 * job queue runs once, durably, resumed after a crash. The others see the claim and add nothing.
 */
import type { Logger } from '../log/logger.js';
import type { CatalogueCopy } from './open.js';

export interface RefreshSchedule {
  stop(): void;
}

interface ScheduleDeps {
  copy: Pick<CatalogueCopy, 'store' | 'refreshMs' | 'scopes'>;
  /** 'first' for the one instance that claims `key` within `ttlMs`. */
  claim(key: string, ttlMs: number): Promise<'first' | 'duplicate'>;
  /** Adds the refresh job. */
  enqueue(): Promise<unknown>;
  logger: Logger;
  /** How often to look (default: a quarter of the period, at most 5 minutes). */
  checkMs?: number;
  now?: () => number;
}

const maxCheckMs = 5 * 60_000;

export function startRefreshSchedule(deps: ScheduleDeps): RefreshSchedule {
  const now = deps.now ?? Date.now;
  const { refreshMs, scopes, store } = deps.copy;
  const checkMs = deps.checkMs ?? Math.max(1000, Math.min(maxCheckMs, refreshMs / 4));
  let stopped = false;

  async function check(): Promise<void> {
    const periodStart = Math.floor(now() / refreshMs) * refreshMs;
    const statuses = await Promise.all(scopes.map((scope) => store.status(scope.market, scope.locale)));
    const due = statuses.some((status) => (status.current?.startedAt ?? -1) < periodStart);
    if (!due || stopped) return;
    if ((await deps.claim(`copy-refresh:${periodStart}`, refreshMs)) !== 'first') return;
    await deps.enqueue();
    deps.logger.info({ period: new Date(periodStart).toISOString() }, 'Catalogue copy refresh added');
  }

  const run = () =>
    check().catch((error: unknown) =>
      deps.logger.warn({ err: error }, 'Could not check the catalogue copy schedule'),
    );
  void run();
  const timer = setInterval(run, checkMs).unref();
  return {
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
