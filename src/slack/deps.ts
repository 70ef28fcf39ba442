/** What every listener gets: the engine, a logger, and each user's scope. */
import type { Logger } from '../log/logger.js';
import type { LookupEngine } from '../lookup/engine.js';
import type { SlackMessage } from './blocks/message.js';
import type { ExpiringMap } from './expiring-map.js';
import type { RecentIds } from './recent-ids.js';
import type { UserScope } from './user-scope.js';

export interface ListenerDeps {
  engine: LookupEngine;
  logger: Logger;
  /** Never rejects: when the settings behind it fail, the configured defaults apply. */
  userScope(userId: string): Promise<UserScope>;
  /** Event ids (and message keys) already answered: Slack retries are answered once. */
  recentEvents: RecentIds;
  /**
   * Replies to the same text in the same scope, kept for a short while: a repeated question
   * is answered without running the lookup again (see `lookupTextReply`).
   */
  recentReplies: ExpiringMap<SlackMessage>;
}
