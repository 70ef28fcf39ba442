/** What every listener gets: the engine, a logger, the user state store, and each user's scope. */
import type { AppConfig } from '../config/env.js';
import type { Logger } from '../log/logger.js';
import type { LookupEngine } from '../lookup/engine.js';
import type { UserStateStore } from '../settings/store.js';
import type { SlackMessage } from './blocks/message.js';
import type { Deadline } from './deadline.js';
import type { ExpiringMap } from './expiring-map.js';
import type { RecentIds } from './recent-ids.js';
import type { LocaleRefusals, ScopeOverrides, UserScope } from './user-scope.js';

/** A reply kept for repeats, with its one-line outcome for the recent lookups. */
export interface RecentReply {
  message: SlackMessage;
  summary: string;
}

export interface ListenerDeps {
  engine: LookupEngine;
  logger: Logger;
  config: Pick<AppConfig, 'market' | 'locale' | 'markets'>;
  /** Settings and recent lookups per user. */
  store: UserStateStore;
  /**
   * Never rejects: when the settings behind it fail, the configured defaults apply. Given the
   * request's deadline, it answers within `scopeBudgetMs` of it (see deadline.ts).
   */
  userScope(userId: string, overrides?: ScopeOverrides, deadline?: Deadline): Promise<UserScope>;
  /** (market, locale) pairs the catalogue refused; see `LocaleRefusals`. */
  refusals: LocaleRefusals;
  /** Adds a lookup to the user's recent lookups in the background; never throws, never waits. */
  recordLookup(user: UserScope, lookup: { query: string; result: string; market: string }): void;
  /** Event ids (and message keys) already answered: Slack retries are answered once. */
  recentEvents: RecentIds;
  /**
   * Replies to the same text in the same scope, kept for a short while: a repeated question
   * is answered without running the lookup again (see `lookupTextReply`).
   */
  recentReplies: ExpiringMap<RecentReply>;
}
