/**
 * Upgrading from the file store: on the first start with SQLite, `DATA_DIR/state.json` (every
 * user's settings and recent lookups) is copied into the database, then kept aside as
 * `state.json.imported-<time>` so it is not imported twice and nothing is lost. Users are
 * checked one by one: a bad record is reported and skipped, never costing the others.
 */
import { existsSync, readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import type { Logger } from '../../log/logger.js';
import { parseJsonOrThrow } from '../../shared/parse-json.js';
import { StateStoreError } from '../../shared/store-error.js';
import { legacyStateDocumentSchema, legacyUserStateSchema, RECENT_LOOKUPS_PER_USER } from '../schema.js';

const LEGACY_FILE_NAME = 'state.json';

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

/** Imports `state.json` when there is one; returns how many users were imported. */
export function importLegacyState(db: Database.Database, dataDir: string, logger: Logger): number {
  const file = join(dataDir, LEGACY_FILE_NAME);
  if (!existsSync(file)) return 0;
  let users: Record<string, unknown>;
  try {
    users = parseJsonOrThrow(
      legacyStateDocumentSchema,
      readFileSync(file, 'utf8'),
      'the old settings file',
    ).users;
  } catch (error) {
    const aside = `${file}.corrupt-${stamp()}`;
    renameSync(file, aside);
    logger.error(
      { file, keptAs: aside, err: error },
      'The old settings file could not be read; kept it aside',
    );
    return 0;
  }
  // Settings already in the database win (an import cut short and started again).
  const saveSettings = db.prepare('INSERT OR IGNORE INTO user_settings (user_id, settings) VALUES (?, ?)');
  const hasRecent = db.prepare('SELECT 1 FROM recent_lookups WHERE user_id = ? LIMIT 1');
  const addRecent = db.prepare('INSERT INTO recent_lookups (user_id, lookup) VALUES (?, ?)');
  let imported = 0;
  const skipped: string[] = [];
  db.transaction(() => {
    for (const [userId, raw] of Object.entries(users)) {
      const parsed = legacyUserStateSchema.safeParse(raw);
      if (!parsed.success) {
        skipped.push(userId);
        continue;
      }
      saveSettings.run(userId, JSON.stringify(parsed.data.settings));
      if (!hasRecent.get(userId)) {
        // Stored oldest first, so that reading newest first by id gives the file's order.
        for (const lookup of parsed.data.recent.slice(0, RECENT_LOOKUPS_PER_USER).reverse())
          addRecent.run(userId, JSON.stringify(lookup));
      }
      imported++;
    }
  })();
  const aside = `${file}.imported-${stamp()}`;
  try {
    renameSync(file, aside);
  } catch (error) {
    throw new StateStoreError(`imported ${file} but could not move it aside: ${(error as Error).message}`);
  }
  if (skipped.length > 0)
    logger.error({ file, skipped }, 'Some users in the old settings file were unreadable');
  logger.info({ file, keptAs: aside, users: imported }, 'Imported the old settings file into the database');
  return imported;
}
