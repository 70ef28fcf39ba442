/**
 * The catalogue copy as the terminal demo reads it: the one an app on the same DATA_DIR keeps in
 * its SQLite database, when there is one (the demo never creates a database, never refreshes).
 * Answers and SKU questions then read it as the app's do; without it the demo asks the catalogue.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Catalogue } from '../catalogue/types.js';
import { copySkuSource } from '../catalogue-copy/sku-index.js';
import { copyBackedCatalogue, copyView } from '../catalogue-copy/source.js';
import type { Logger } from '../log/logger.js';
import type { SkuSource } from '../lookup/sku-question.js';
import { sqliteCopyStore } from '../state/sqlite/catalogue-copy-store.js';
import { DATABASE_FILE_NAME, openDatabase } from '../state/sqlite/database.js';

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
  if (!config.copy || !existsSync(join(config.dataDir, DATABASE_FILE_NAME))) return undefined;
  const { db } = openDatabase(config.dataDir);
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
