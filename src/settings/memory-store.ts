import { RECENT_LOOKUPS_PER_USER, type StateDocument } from './schema.js';
import type { UserStateStore } from './store.js';

export interface DocumentHooks {
  /** Runs after every change to the document (e.g. to save it); the change resolves with it. */
  changed?: () => Promise<void>;
  /** Runs on close (e.g. to wait for the last save). */
  close?: () => Promise<void>;
}

export const emptyStateDocument = (): StateDocument => ({ version: 1, users: {} });

/**
 * User state held in one in-memory document. Alone, it is lost on restart (benchmarks, a
 * throw-away run); the file-backed store wraps it with hooks that save the document.
 */
export function createMemoryStateStore(
  document: StateDocument = emptyStateDocument(),
  hooks: DocumentHooks = {},
): UserStateStore {
  const changed = hooks.changed ?? (async () => {});
  const userState = (userId: string) => {
    document.users[userId] ??= { settings: {}, recent: [] };
    return document.users[userId];
  };
  return {
    async getSettings(userId) {
      return { ...(document.users[userId]?.settings ?? {}) };
    },
    async saveSettings(userId, settings) {
      const state = userState(userId);
      const previous = state.settings;
      const saved = { ...settings };
      state.settings = saved;
      try {
        await changed();
      } catch (error) {
        // A save the user is told failed must not quietly apply until the next restart.
        if (state.settings === saved) state.settings = previous;
        throw error;
      }
    },
    async recentLookups(userId) {
      return [...(document.users[userId]?.recent ?? [])];
    },
    addRecentLookup(userId, lookup) {
      const state = userState(userId);
      state.recent = [lookup, ...state.recent].slice(0, RECENT_LOOKUPS_PER_USER);
      return changed();
    },
    close: hooks.close ?? (async () => {}),
  };
}
