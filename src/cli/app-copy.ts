/**
 * The catalogue copy as the terminal demo reads it: the one an app on the same DATA_DIR keeps in
 * its SQLite database, when there is one, opened read-only (the demo never creates, migrates or
 * writes the app's database, never refreshes). Answers and SKU questions then read it as the app's
 * do; without it (or of another schema, said once in the log) the demo asks the catalogue.
 */
import { existsSync } from 'node:fs';
import type { Catalogue } from '../catalogue/types.js';
import { copySkuSource } from '../catalogue-copy/sku-index.js';
import { copyBackedCatalogue, copyView } from '../catalogue-copy/source.js';
import type { Logger } from '../log/logger.js';
import type { SkuSource } from '../lookup/sku-question.js';
import { sqliteCopyStore } from '../state/sqlite/catalogue-copy-store.js';
import { openDatabaseForReading } from '../state/sqlite/database.js';

export interface CopyForReading {
  wrap(live: Catalogue): Catalogue;
  skus: SkuSource;
  close(): void;
}

export function openCopyForReading(
  config: {
    dataDir: string;
    markets: readonly string[];
    locale: string;
    copy: { refreshMs: number } | undefined;
  },
  logger: Logger,
): CopyForReading | undefined {
  if (!config.copy) return undefined;
  const opened = openDatabaseForReading(config.dataDir);
  if ('unreadable' in opened) {
    if (existsSync(opened.file))
      logger.warn(`The demo reads no catalogue copy: ${opened.unreadable}. It asks the catalogue instead`);
    return undefined;
  }
  const { db } = opened;
  const store = sqliteCopyStore(db);
  const options = { statusMs: 60_000, overdueMs: 2 * config.copy.refreshMs };
  const view = copyView(store, logger, options);
  const scopes = config.markets.map((market) => ({ market, locale: config.locale }));
  return {
    wrap: (live) => copyBackedCatalogue(live, store, view, options),
    skus: copySkuSource(store, view, scopes, options),
    close: () => db.close(),
  };
}
