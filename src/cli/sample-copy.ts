/**
 * The demo's own copy of the embedded sample catalogue, for "what fits this SKU?" when no app keeps
 * a copy on DATA_DIR: a database in memory (no file left, the app's database never touched), built
 * only when a question could be a SKU. A real catalogue is never read whole by the demo: that is
 * the app's refresh, at its rate.
 */
import type { CatalogueClient } from '../catalogue/client.js';
import type { CatalogueScope } from '../catalogue/types.js';
import { rateGate } from '../catalogue-copy/rate-gate.js';
import { type RefreshRun, refreshMarket } from '../catalogue-copy/refresh.js';
import { copySkuSource } from '../catalogue-copy/sku-index.js';
import { copyView } from '../catalogue-copy/source.js';
import type { Logger } from '../log/logger.js';
import type { SkuSource } from '../lookup/sku-question.js';
import { sqliteCopyStore } from '../state/sqlite/catalogue-copy-store.js';
import { openMemoryDatabase } from '../state/sqlite/database.js';

/** One word of letters and digits, long enough to be a controller reference. */
const couldBeSku = (typed: string): boolean => {
  const word = typed.trim();
  return word.length >= 8 && !/\s/.test(word) && /\d/.test(word) && /[a-z]{2}/i.test(word);
};

/** A refresh run kept in memory: the demo's copy is built once and never resumed. */
const oneRun = (market: string): RefreshRun => ({
  jobId: `demo-${market}`,
  startedAt: Date.now(),
  done: new Set(),
  signal: new AbortController().signal,
  async checkpoint() {},
  once: (_step, effect) => effect(),
});

export interface CopyOnDemand {
  skus: SkuSource;
  close(): Promise<void>;
}

export function sampleCopyOnDemand(deps: {
  client: CatalogueClient;
  markets: readonly string[];
  locale: string;
  logger: Logger;
}): CopyOnDemand {
  const scopes: CatalogueScope[] = deps.markets.map((market) => ({ market, locale: deps.locale }));
  let opened: { close(): void } | undefined;

  async function build(): Promise<SkuSource> {
    const db = openMemoryDatabase();
    opened = db;
    const store = sqliteCopyStore(db);
    const refresh = {
      store,
      client: deps.client,
      gate: rateGate(Number.MAX_SAFE_INTEGER),
      logger: deps.logger,
    };
    await Promise.all(scopes.map((scope) => refreshMarket(refresh, oneRun(scope.market), scope)));
    const options = { statusMs: Number.MAX_SAFE_INTEGER, overdueMs: Number.MAX_SAFE_INTEGER };
    return copySkuSource(store, copyView(store, deps.logger, options), scopes, options);
  }

  let built: Promise<SkuSource> | undefined;
  const source = () => {
    built ??= build();
    return built;
  };
  /** The copy's answer once a question could be a SKU; `none` before (nothing is built for it). */
  const when = async <T>(typed: string, none: T, ask: (skus: SkuSource) => Promise<T>): Promise<T> =>
    built || couldBeSku(typed) ? ask(await source()) : none;

  return {
    skus: {
      knownSku: (normalised, typed) => when(typed, undefined, (skus) => skus.knownSku(normalised, typed)),
      looksLikeSku: (normalised, typed) => when(typed, false, (skus) => skus.looksLikeSku(normalised, typed)),
      unitsOf: async (scope, sku) => (await source()).unitsOf(scope, sku),
      marketsSelling: async (sku) => (await source()).marketsSelling(sku),
    },
    async close() {
      await built?.catch(() => undefined);
      opened?.close();
    },
  };
}
