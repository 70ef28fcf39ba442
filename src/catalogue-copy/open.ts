/**
 * Opens the catalogue copy over the store it is given (state/feature-stores.ts); none when
 * CATALOGUE_REFRESH_HOURS is 0 or the state is kept in memory only. What the rest of the app gets: the
 * catalogue answers read (`wrap`), a market refreshed (`refresh`) in the languages copied
 * (languages.ts), each served market's state for /healthz and /metrics, and what refreshes changed.
 */
import type { CatalogueClient } from '../catalogue/client.js';
import { isCatalogueError } from '../catalogue/errors.js';
import type { Catalogue, CatalogueScope } from '../catalogue/types.js';
import type { Logger } from '../log/logger.js';
import type { SkuSource } from '../lookup/sku-question.js';
import { measureCopyAgeWith } from '../metrics/registry.js';
import type { CopyChanges } from './changes.js';
import { copyLanguages } from './languages.js';
import { type RateGate, rateGate } from './rate-gate.js';
import { type RefreshRun, refreshMarket } from './refresh.js';
import { copySkuSource } from './sku-index.js';
import { copyBackedCatalogue, copyView } from './source.js';
import type { ChangeRecord, CopyStore } from './store.js';

export interface CopyConfig {
  copy: { refreshMs: number; ratePerSecond: number } | undefined;
  markets: readonly string[];
  locale: string;
}

/** One served market's copy as /healthz shows it. */
export interface MarketCopyHealth {
  complete: boolean;
  at?: string;
  models?: number;
}

export interface CatalogueCopy {
  readonly store: CopyStore;
  readonly refreshMs: number;
  /** The served markets' scopes, in the default language. */
  readonly scopes: readonly CatalogueScope[];
  /** The catalogue answered from the copy where it is whole, else by `live`. */
  wrap(live: Catalogue): Catalogue;
  /** The copy's SKUs, for SKU questions. */
  readonly skus: SkuSource;
  /** What changed; undefined when the catalogue refuses the scope's language (not copied again). */
  refresh(run: RefreshRun, scope: CatalogueScope): Promise<CopyChanges | undefined>;
  /** CATALOGUE_LOCALE: the language every served market is copied in (and the digest is of). */
  readonly defaultLocale: string;
  /** Every scope a scheduled refresh reads: the default language's, and the languages users asked in. */
  refreshScopes(): Promise<CatalogueScope[]>;
  /** Each served market: whether its copy is whole, when it was made whole and its models. */
  health(): Record<string, MarketCopyHealth>;
  /** The last refreshes' changes of a market, newest first. */
  changes(scope: CatalogueScope, limit: number): Promise<ChangeRecord[]>;
  close(): Promise<void>;
}

/** How long a market's copy status read from the store is trusted by one instance. */
export const statusMs = 5000;

export async function openCatalogueCopy(
  config: CopyConfig,
  /** Where the copy is kept (state/feature-stores.ts); none: no copy. */
  store: CopyStore | undefined,
  client: CatalogueClient,
  logger: Logger,
  jobs: {
    /** Adds a refresh of these scopes (a language's first copy), joining one under `dedupe`. */
    addRefresh(scopes: CatalogueScope[], dedupe: string): Promise<unknown>;
  },
): Promise<CatalogueCopy | undefined> {
  const settings = config.copy;
  if (!settings || !store) return undefined;
  const log = logger.child({ component: 'catalogue-copy' });
  const options = { statusMs, overdueMs: 2 * settings.refreshMs };
  const view = copyView(store, log, options);
  const scopes = config.markets.map((market) => ({ market, locale: config.locale }));
  const gate: RateGate = rateGate(settings.ratePerSecond);
  const languages = copyLanguages({
    store,
    markets: config.markets,
    defaultLocale: config.locale,
    ...jobs,
    logger: log,
  });
  // Read every served market's status now and every few seconds: /healthz reads it without waiting.
  const poll = () => Promise.all(scopes.map((scope) => view.status(scope))).catch(() => undefined);
  await poll();
  const timer = setInterval(poll, statusMs).unref();
  measureCopyAgeWith(() =>
    scopes.flatMap((scope) => {
      const finishedAt = view.lastStatus(scope)?.current?.finishedAt;
      return finishedAt === undefined
        ? []
        : [{ market: scope.market, ageSeconds: (Date.now() - finishedAt) / 1000 }];
    }),
  );
  return {
    store,
    refreshMs: settings.refreshMs,
    scopes,
    wrap: (live) => copyBackedCatalogue(live, store, view, { ...options, uncopied: languages.firstUse }),
    defaultLocale: config.locale,
    refreshScopes: () => languages.refreshScopes(),
    skus: copySkuSource(store, view, scopes, options),
    async refresh(run, scope) {
      try {
        return await refreshMarket({ store, client, gate, logger: log }, run, scope);
      } catch (error) {
        // A language users asked for that the catalogue refuses in the market: remembered, skipped.
        if (!isCatalogueError(error, 'scope_refused') || scope.locale === config.locale) throw error;
        await languages.refused(scope);
        return undefined;
      } finally {
        await view.reread(scope);
      }
    },
    health() {
      const markets: Record<string, MarketCopyHealth> = {};
      for (const scope of scopes) {
        const current = view.lastStatus(scope)?.current;
        markets[scope.market] =
          current?.finishedAt === undefined
            ? { complete: false }
            : {
                complete: true,
                at: `${new Date(current.finishedAt).toISOString().slice(0, 19)}Z`,
                models: current.models ?? 0,
              };
      }
      return markets;
    },
    changes: (scope, limit) => store.changes(scope.market, scope.locale, limit),
    async close() {
      clearInterval(timer);
      measureCopyAgeWith(undefined);
      await store.close();
    },
  };
}
