/**
 * A real in-memory state store whose settings are slow on purpose for some users: a settings
 * store under load, for the tests that check Slack still gets its answer in time.
 */
import { createLogger } from '../../src/log/logger.js';
import { openMemoryState } from '../../src/state/memory.js';
import type { AppState } from '../../src/state/store.js';

export interface StoreDelays {
  getSettingsMs?: number;
  saveSettingsMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `delays(userId)`: how slow each settings call is for that user (none when it gives nothing). */
export function slowStateStore(delays: (userId: string) => StoreDelays | undefined): AppState {
  const inner = openMemoryState({ logger: createLogger({ level: 'silent' }), lookupLogDays: 90 });
  return {
    ...inner,
    settings: {
      async get(userId) {
        await sleep(delays(userId)?.getSettingsMs ?? 0);
        return inner.settings.get(userId);
      },
      async save(userId, settings) {
        await sleep(delays(userId)?.saveSettingsMs ?? 0);
        return inner.settings.save(userId, settings);
      },
    },
  };
}
