import type { RecentLookup, UserSettings } from './schema.js';

/**
 * Durable per-user state. The file-backed store serves one process; a shared store
 * (e.g. Redis) can implement this when the app runs on several machines.
 */
export interface UserStateStore {
  getSettings(userId: string): Promise<UserSettings>;
  saveSettings(userId: string, settings: UserSettings): Promise<void>;
  /** Newest first. */
  recentLookups(userId: string): Promise<RecentLookup[]>;
  addRecentLookup(userId: string, lookup: RecentLookup): Promise<void>;
  close(): Promise<void>;
}
