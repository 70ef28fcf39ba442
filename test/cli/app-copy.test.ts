/**
 * The demo beside an app's DATA_DIR: it answers SKU questions from the app's catalogue copy, its
 * handle on the app's database refuses every write (SQLITE_READONLY) and the file is left byte
 * for byte as it was; a database of an older schema is read not at all (said in the log) and never
 * migrated. The copy is one market of a small catalogue, refreshed as the app's refresh job does.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogueClient } from '../../src/catalogue/client.js';
import { listUnits } from '../../src/catalogue/sample/data.js';
import { rateGate } from '../../src/catalogue-copy/rate-gate.js';
import { refreshMarket } from '../../src/catalogue-copy/refresh.js';
import { openCopyForReading } from '../../src/cli/app-copy.js';
import { createLogger } from '../../src/log/logger.js';
import { sqliteCopyStore } from '../../src/state/sqlite/catalogue-copy-store.js';
import {
  DATABASE_FILE_NAME,
  openDatabase,
  openDatabaseForReading,
  schemaVersion,
} from '../../src/state/sqlite/database.js';
import { captureLogger } from '../support/catalogue-harness.js';
import { testRun } from '../support/copy-run.js';
import { type SampleServer, startSampleServer } from '../support/sample-server.js';
import { smallCatalogue } from '../support/small-catalogue.js';
import { tempDirs } from '../support/temp-dirs.js';

const freshDir = tempDirs('cf-app-copy-');
const catalogue = smallCatalogue([
  { brand: 'Hola Para', designation: 'QX25R' },
  { brand: 'Hola Para', designation: 'QX35R' },
]);
const market = catalogue.markets[0]?.code ?? 'missing';
const scope = { market, locale: 'en' };
const unit = listUnits(catalogue, market)[0];
const sku = unit?.skus[0]?.sku ?? 'missing';
const fileOf = (dir: string) => join(dir, DATABASE_FILE_NAME);
const digest = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
const copyConfig = (dataDir: string) => ({
  dataDir,
  markets: [market],
  locale: 'en',
  copy: { refreshMs: 3_600_000 },
});

let server: SampleServer;
let appDir: string;

beforeAll(async () => {
  server = await startSampleServer({ catalogue });
  appDir = await freshDir();
  // The app's database, its copy made whole by a refresh, then the app stopped.
  const logger = createLogger({ level: 'silent' });
  const { db } = openDatabase(appDir);
  const client = createCatalogueClient({ baseUrl: server.baseUrl, apiKey: server.apiKey, logger });
  try {
    const deps = { store: sqliteCopyStore(db), client, gate: rateGate(100_000), logger };
    await refreshMarket(deps, testRun('app-refresh'), scope);
  } finally {
    await client.close();
    db.close();
  }
});
afterAll(async () => {
  await server.close();
});

describe('the demo reading an app’s copy', () => {
  it('answers a SKU with the units it fits from the app’s copy, leaving the database as it was', async () => {
    const before = digest(fileOf(appDir));
    const { logger } = captureLogger();
    const copy = openCopyForReading(copyConfig(appDir), logger);
    try {
      expect(copy).toBeDefined();
      const fits = await copy?.skus.unitsOf(scope, sku);
      expect(fits?.units.map((each) => each.unit)).toContain(unit?.designation);
      expect(await copy?.skus.knownSku(sku, sku)).toBe(sku);
    } finally {
      copy?.close();
    }
    expect(digest(fileOf(appDir))).toBe(before);
  });

  it('holds a handle on the app’s database through which every write fails', async () => {
    const opened = openDatabaseForReading(appDir);
    if (!('db' in opened)) throw new Error(opened.unreadable);
    try {
      expect(opened.db.readonly).toBe(true);
      const write = () =>
        opened.db.prepare('INSERT INTO user_settings (user_id, settings) VALUES (?, ?)').run('U1', '{}');
      expect(write).toThrow(expect.objectContaining({ code: 'SQLITE_READONLY' }));
      await expect(sqliteCopyStore(opened.db).markFailed(market, 'en', 1)).rejects.toMatchObject({
        code: 'SQLITE_READONLY',
      });
    } finally {
      opened.db.close();
    }
  });

  it('reads no copy from a database of an older schema, says so, and never migrates it', async () => {
    const dir = await freshDir();
    const older = new Database(fileOf(dir));
    older.exec('CREATE TABLE user_settings (user_id TEXT PRIMARY KEY, settings TEXT NOT NULL) STRICT;');
    older.pragma(`user_version = ${schemaVersion - 2}`);
    older.close();
    const before = digest(fileOf(dir));
    const { logger, lines } = captureLogger();
    expect(openCopyForReading(copyConfig(dir), logger)).toBeUndefined();
    expect(lines.join('')).toContain(
      `is of schema ${schemaVersion - 2}, this code reads ${schemaVersion}: the app brings it up to date`,
    );
    expect(digest(fileOf(dir))).toBe(before);
    const after = new Database(fileOf(dir), { readonly: true });
    expect(after.pragma('user_version', { simple: true })).toBe(schemaVersion - 2);
    after.close();
  });

  it('reads nothing and says nothing where the app keeps no database', async () => {
    const { logger, lines } = captureLogger();
    expect(openCopyForReading(copyConfig(await freshDir()), logger)).toBeUndefined();
    expect(lines).toEqual([]);
  });
});
