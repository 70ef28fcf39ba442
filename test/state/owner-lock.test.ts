/**
 * One owner per DATA_DIR (src/state/sqlite/owner-lock.ts), in one process: a second claim on a
 * held DATA_DIR is refused in one plain line naming the fix, a released one is taken again, and
 * the app's SQLite store holds it from open to close. Two real processes, and a restart after
 * `kill -9`, are in test/jobs/owner-processes.test.ts.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/log/logger.js';
import { openAppState, StateStoreError } from '../../src/state/open.js';
import { claimDataDir } from '../../src/state/sqlite/owner-lock.js';

const directories: string[] = [];
afterAll(async () => {
  await Promise.all(directories.map((dir) => rm(dir, { recursive: true, force: true })));
});
const newDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'cf-owner-'));
  directories.push(dir);
  return dir;
};
const refusal = (dir: string) =>
  `DATA_DIR ${dir} is in use by another running instance of the app (it holds ${join(dir, 'controller-finder.lock')}). Run one instance per DATA_DIR, or set REDIS_URL to run several.`;

describe('the owner of a DATA_DIR', () => {
  it('refuses a second claim while the first holds it, in one line, and gives it up on release', async () => {
    const dir = await newDir();
    const first = claimDataDir(dir);
    let refused: unknown;
    try {
      claimDataDir(dir);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(StateStoreError);
    expect((refused as Error).message).toBe(refusal(dir));
    first.release();
    claimDataDir(dir).release();
  });

  it('is held by the app’s SQLite store from its open to its close', async () => {
    const dir = join(await newDir(), 'missing', 'data');
    const config = { dataDir: dir, state: { redisUrl: undefined, redisPrefix: 'cf:', lookupLogDays: 90 } };
    const logger = createLogger({ level: 'silent' });
    const state = await openAppState(config, logger);
    await expect(openAppState(config, logger)).rejects.toThrow(refusal(dir));
    await state.close();
    const again = await openAppState(config, logger);
    await again.close();
  });
});
