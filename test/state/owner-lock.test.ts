import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../src/log/logger.js';
import { openAppState, StateStoreError } from '../../src/state/open.js';
import { claimDataDir } from '../../src/state/sqlite/owner-lock.js';
import { tempDirs } from '../support/temp-dirs.js';

const newDir = tempDirs('cf-owner-');
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
