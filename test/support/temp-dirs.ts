/**
 * Temporary folders for a test file (a DATA_DIR, a database): each made fresh under the system's
 * temp folder with `prefix`, and all removed after the file's tests.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

/** A maker of fresh folders named `prefix…`, removed after the file's tests. */
export function tempDirs(prefix: string): () => Promise<string> {
  const made: string[] = [];
  afterAll(async () => {
    await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });
  return async () => {
    const dir = await mkdtemp(join(tmpdir(), prefix));
    made.push(dir);
    return dir;
  };
}
