/**
 * Who sees the reports: ADMIN_USER_IDS, and the workspace's owners and admins (`users.info`),
 * remembered a while. When Slack cannot say within `waitMs`, the user is not an admin for this
 * request, so a slow or rate-limited users.info never holds App Home.
 */
import { LRUCache } from 'lru-cache';
import type { Logger } from '../../log/logger.js';
import { settledValue, settleWithin } from '../../shared/deadline.js';

export type IsAdmin = (userId: string) => Promise<boolean>;

const rememberMs = 10 * 60_000;

export function createAdminCheck(options: {
  adminUserIds: readonly string[];
  /** `users.info` of the user: their workspace roles. */
  roles: (userId: string) => Promise<{ is_admin?: boolean; is_owner?: boolean } | undefined>;
  logger: Logger;
  /** The longest a request waits for Slack to say. */
  waitMs: number;
}): IsAdmin {
  const listed = new Set(options.adminUserIds);
  const known = new LRUCache<string, boolean>({ max: 5000, ttl: rememberMs });
  return async (userId) => {
    if (listed.has(userId)) return true;
    const remembered = known.get(userId);
    if (remembered !== undefined) return remembered;
    const asking = options.roles(userId).then(
      (roles) => {
        const admin = roles?.is_admin === true || roles?.is_owner === true;
        known.set(userId, admin);
        return admin;
      },
      (error: unknown) => {
        options.logger.warn({ err: error, userId }, 'Could not read whether a user is a workspace admin');
        return false;
      },
    );
    return settledValue(await settleWithin(asking, options.waitMs)) ?? false;
  };
}
