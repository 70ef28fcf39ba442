/**
 * A catalogue copy to refresh in a bench: a sample server over `catalogue`, a fresh SQLite copy store
 * in a temp folder and a catalogue client of that server, closed together (the copy benches share it).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCatalogueClient } from '../../src/catalogue/client.js';
import type { SampleCatalogue } from '../../src/catalogue/sample/data.js';
import type { Logger } from '../../src/log/logger.js';
import { sqliteCopyStore } from '../../src/state/sqlite/catalogue-copy-store.js';
import { openDatabase } from '../../src/state/sqlite/database.js';
import { startSampleServer } from '../../test/support/sample-server.js';

export async function openCopyRig(catalogue: SampleCatalogue, logger: Logger) {
  const dir = await mkdtemp(join(tmpdir(), 'cf-bench-copy-'));
  const server = await startSampleServer({ catalogue });
  const { db } = openDatabase(dir);
  const store = sqliteCopyStore(db);
  const client = createCatalogueClient({
    baseUrl: server.baseUrl,
    apiKey: server.apiKey,
    timeoutMs: 10_000,
    logger,
  });
  return {
    server,
    store,
    client,
    async close() {
      await client.close();
      await server.close();
      db.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
