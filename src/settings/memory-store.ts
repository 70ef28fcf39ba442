import { RECENT_LOOKUPS_PER_USER, type RecentLookup, type UserSettings } from './schema.js';
import type { UserStateStore } from './store.js';

/**
 * User state held in memory only, lost on restart: for an app built without a data
 * directory (benchmarks, a throw-away run). `npm start` uses the file-backed store.
 */
export function createMemoryStateStore(): UserStateStore {
  const users = new Map<string, { settings: UserSettings; recent: RecentLookup[] }>();
  const userState = (userId: string) => {
    let state = users.get(userId);
    if (!state) {
      state = { settings: {}, recent: [] };
      users.set(userId, state);
    }
    return state;
  };
  return {
    async getSettings(userId) {
      return { ...(users.get(userId)?.settings ?? {}) };
    },
    async saveSettings(userId, settings) {
      userState(userId).settings = { ...settings };
    },
    async recentLookups(userId) {
      return [...(users.get(userId)?.recent ?? [])];
    },
    async addRecentLookup(userId, lookup) {
      const state = userState(userId);
      state.recent = [lookup, ...state.recent].slice(0, RECENT_LOOKUPS_PER_USER);
    },
    async close() {},
  };
}
