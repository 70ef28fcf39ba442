import { mkdir, open, readFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from '../log/logger.js';
import { createMemoryStateStore, emptyStateDocument } from './memory-store.js';
import { type StateDocument, stateDocumentSchema } from './schema.js';
import type { UserStateStore } from './store.js';

export const STATE_FILE_NAME = 'state.json';

/** Thrown only for I/O problems the app cannot work around (e.g. an unwritable DATA_DIR). */
export class StateStoreError extends Error {
  override name = 'StateStoreError';
}

/**
 * Reads the state file. A missing file is a fresh start; an unreadable or invalid one is
 * moved aside (never silently dropped) and reported, and the app starts empty.
 */
async function loadDocument(file: string, logger: Logger): Promise<StateDocument> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return emptyStateDocument();
    throw new StateStoreError(`cannot read ${file}: ${(error as Error).message}`);
  }
  try {
    return stateDocumentSchema.parse(JSON.parse(text));
  } catch {
    const aside = `${file}.corrupt-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    await rename(file, aside);
    logger.error(
      { file, keptAs: aside },
      'the settings file is corrupt: kept it aside and started with empty settings',
    );
    return emptyStateDocument();
  }
}

/**
 * One JSON document under DATA_DIR, held in memory and rewritten atomically on every change:
 * written to a temporary file, flushed to disk, then renamed over the old one, so a crash
 * mid-write leaves the previous document whole.
 */
export async function openFileStateStore(dataDir: string, logger: Logger): Promise<UserStateStore> {
  try {
    await mkdir(dataDir, { recursive: true });
  } catch (error) {
    throw new StateStoreError(`cannot create DATA_DIR ${dataDir}: ${(error as Error).message}`);
  }
  const file = join(dataDir, STATE_FILE_NAME);
  const document = await loadDocument(file, logger);
  let writes: Promise<void> = Promise.resolve();
  let writeCount = 0;

  const persist = async () => {
    const temporary = `${file}.${process.pid}.${++writeCount}.tmp`;
    const handle = await open(temporary, 'w');
    try {
      await handle.writeFile(JSON.stringify(document));
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
  };

  /** A write queued behind the one running, not started yet: later changes join it. */
  let queued: Promise<void> | undefined;

  /**
   * Makes sure a write that includes the latest change follows. Writes never overlap, and
   * changes made while one runs share the next (a burst of lookups costs two writes, not one
   * each). A failed write rejects for every change it carried.
   */
  const scheduleWrite = (): Promise<void> => {
    if (queued) return queued;
    const written = writes.then(() => {
      queued = undefined;
      return persist();
    });
    queued = written;
    writes = written.catch((error: Error) => {
      logger.error({ err: error, file }, 'could not save settings');
    });
    return written;
  };

  return createMemoryStateStore(document, { changed: scheduleWrite, close: () => writes });
}
