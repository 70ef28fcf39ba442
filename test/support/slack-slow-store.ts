/**
 * A real in-memory user state store made slow on purpose for some users: a settings store
 * under load, for the tests that check Slack still gets its answer in time.
 */
import { createMemoryStateStore } from '../../src/settings/memory-store.js';
import type { UserStateStore } from '../../src/settings/store.js';

export interface StoreDelays {
  getSettingsMs?: number;
  saveSettingsMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `delays(userId)`: how slow each call is for that user (none when it gives nothing). */
export function slowStateStore(delays: (userId: string) => StoreDelays | undefined): UserStateStore {
  const inner = createMemoryStateStore();
  return {
    async getSettings(userId) {
      await sleep(delays(userId)?.getSettingsMs ?? 0);
      return inner.getSettings(userId);
    },
    async saveSettings(userId, settings) {
      await sleep(delays(userId)?.saveSettingsMs ?? 0);
      return inner.saveSettings(userId, settings);
    },
    recentLookups: (userId) => inner.recentLookups(userId),
    addRecentLookup: (userId, lookup) => inner.addRecentLookup(userId, lookup),
    close: () => inner.close(),
  };
}
