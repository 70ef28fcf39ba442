/**
 * One refresh of one market's copy, a step of the refresh job: the version (named after the job, so
 * a resumed run continues it), the walk, then the units compared and made current in one
 * compare-and-set (store.ts), compared again when another version got in first, dropped when that
 * one is newer. A failed run notes the failure and throws: the previous version goes on serving.
 */
import { performance } from 'node:perf_hooks';
import type { CatalogueClient } from '../catalogue/client.js';
import type { CatalogueScope } from '../catalogue/types.js';
import type { Logger } from '../log/logger.js';
import { copyChanges, copyRefreshCalls, copyRefreshDuration } from '../metrics/registry.js';
import { parseJson } from '../shared/parse-json.js';
import { type CopyChanges, compareUnits, copyChangesSchema } from './changes.js';
import { entryKeys } from './entries.js';
import { rawFetcher } from './fetch-raw.js';
import type { RateGate } from './rate-gate.js';
import type { CopyStore } from './store.js';
import { readUnits, summariseUnits } from './units.js';
import { walkMarket } from './walk.js';

export interface RefreshRun {
  jobId: string;
  /** When the job was added: the version's start. */
  startedAt: number;
  done: ReadonlySet<string>;
  checkpoint(key: string): Promise<void>;
  /** Runs the commit at most once per job (the job's `once`), returning its changes. */
  once(
    step: string,
    effect: () => Promise<CopyChanges>,
    recover: () => Promise<CopyChanges | undefined>,
  ): Promise<CopyChanges>;
  signal: AbortSignal;
}

export interface RefreshDeps {
  store: CopyStore;
  client: CatalogueClient;
  gate: RateGate;
  logger: Logger;
  now?: () => number;
}

/** A refresh whose version was dropped: a newer one was made current first. */
const superseded: CopyChanges = {
  first: false,
  superseded: true,
  counts: { added: 0, removed: 0, skus: 0, warnings: 0 },
  changes: [],
};

export const versionIdOf = (jobId: string, scope: CatalogueScope): string =>
  `${jobId}:${scope.market}:${scope.locale}`;

/** Refreshes the market's copy; resolves with what changed (kept in the store with the version). */
export async function refreshMarket(
  deps: RefreshDeps,
  run: RefreshRun,
  scope: CatalogueScope,
): Promise<CopyChanges> {
  const { store, logger } = deps;
  const now = deps.now ?? Date.now;
  const versionId = versionIdOf(run.jobId, scope);
  const started = performance.now();
  const fetcher = rawFetcher(deps.client, scope, deps.gate, run.signal);
  const seconds = () => (performance.now() - started) / 1000;
  // A run that died after its commit finds the commit's change record (by its version, current or
  // since replaced by a newer one), so the digest of a version made current is never lost.
  const recover = async () => {
    const records = await store.changes(scope.market, scope.locale, 20);
    const record = records.find((candidate) => candidate.version === versionId);
    return parseJson(copyChangesSchema, record?.changes);
  };
  try {
    const changes = await run.once(
      `commit:${scope.market}:${scope.locale}`,
      async () => {
        const base = { id: versionId, market: scope.market, locale: scope.locale, startedAt: run.startedAt };
        await store.begin(base);
        await walkMarket({
          store,
          fetcher,
          versionId,
          scope,
          done: run.done,
          checkpoint: run.checkpoint,
          signal: run.signal,
        });
        const units = await summariseUnits(store, versionId);
        await store.put(versionId, [[entryKeys.units, JSON.stringify(units)]]);
        const version = { ...base, finishedAt: now(), models: units.length };
        let over = (await store.status(scope.market, scope.locale)).current;
        for (;;) {
          const previous = over ? await readUnits(store, over.id) : undefined;
          const found = compareUnits(previous, units);
          const outcome = await store.commit(version, JSON.stringify(found), over?.id);
          if (outcome.kind === 'committed') return found;
          if (outcome.kind === 'older') return superseded;
          over = outcome.current;
          logger.info(
            { ...scope, over: over?.id },
            'Another refresh made its copy current first; comparing again',
          );
        }
      },
      recover,
    );
    copyRefreshCalls.inc({ market: scope.market }, fetcher.calls);
    copyRefreshDuration.observe({ market: scope.market, outcome: 'whole' }, seconds());
    for (const change of changes.changes) copyChanges.inc({ market: scope.market, kind: change.kind });
    logger.info(
      {
        market: scope.market,
        locale: scope.locale,
        calls: fetcher.calls,
        changes: changes.changes.length,
        s: seconds(),
      },
      'Catalogue copy refreshed',
    );
    return changes;
  } catch (error) {
    copyRefreshCalls.inc({ market: scope.market }, fetcher.calls);
    copyRefreshDuration.observe(
      { market: scope.market, outcome: run.signal.aborted ? 'stopped' : 'failed' },
      seconds(),
    );
    if (!run.signal.aborted) {
      await store.markFailed(scope.market, scope.locale, now()).catch(() => undefined);
      logger.warn(
        { err: error, market: scope.market, calls: fetcher.calls },
        'Catalogue copy refresh failed',
      );
    }
    throw error;
  }
}
