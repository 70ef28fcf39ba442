/**
 * The workspace members' Slack locales, learned ahead (at start and every hour, croner) from
 * `users.list`, so a member's first question is answered in their language with no `users.info` on
 * its path. Kind to Slack and the other instances: one pass at a time, one instance per hour on
 * Redis, rate limits waited out (docs/languages-and-markets.md). Closing stops the pass at once.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { Cron } from 'croner';
import type { Logger } from '../../log/logger.js';
import { type MembersPage, SlackRateLimitedError } from './users-api.js';

export interface LocaleDirectoryOptions {
  /** One page of the workspace's members (UsersApi.listPage). */
  listPage(cursor: string, limit: number): Promise<MembersPage>;
  /** Remembers a member's locale for `ttlMs` (SlackLocales.learn). */
  learn(userId: string, locale: string, ttlMs: number): Promise<void>;
  /**
   * 'first' for the one instance that reads the list in a period, for `ttlMs` (EventClaims.claim),
   * where several instances share what is learned; unset, every pass reads it.
   */
  claim?(key: string, ttlMs: number): Promise<'first' | 'duplicate'>;
  logger: Logger;
  /**
   * When the list is read again: a cron pattern (with seconds), by default at the turn of every
   * hour. What a pass learns is kept for twice the pattern's period; instances sharing claims
   * read it once a period.
   */
  pattern?: string;
  /** A pass stops after this many members. Default 50,000. */
  maxMembers?: number;
  /** Members asked for per page. Default 200 (Slack's advice). */
  pageSize?: number;
  /** Rate limits waited out in a row before the pass is given up. Default 10. */
  maxRateLimits?: number;
  now?: () => number;
}

export interface LocaleDirectory {
  /** Settles when the pass under way (or the last one) has ended; never rejects. */
  settled(): Promise<void>;
  /** Stops: no further page, no further pass. */
  close(): void;
}

export const defaultMaxMembers = 50_000;

export function startLocaleDirectory(options: LocaleDirectoryOptions): LocaleDirectory {
  const { logger } = options;
  const maxMembers = options.maxMembers ?? defaultMaxMembers;
  const pageSize = options.pageSize ?? 200;
  const maxRateLimits = options.maxRateLimits ?? 10;
  const now = options.now ?? Date.now;
  const stop = new AbortController();
  let running: Promise<void> = Promise.resolve();
  const job = new Cron(options.pattern ?? '0 0 * * * *', { protect: true, unref: true }, () => {
    running = pass(Math.floor(now() / refreshMs)).catch((error: unknown) => {
      if (!stop.signal.aborted) logger.warn({ err: error }, "Learning the members' Slack locales failed");
    });
    return running;
  });
  const [next, after] = job.nextRuns(2);
  /** The pattern's period: the time between its next two runs. */
  const refreshMs = next && after ? after.getTime() - next.getTime() : 3_600_000;

  /** The next page, a rate limit waited out; undefined when the pass is to end. */
  async function page(cursor: string): Promise<MembersPage | undefined> {
    for (let limited = 0; !stop.signal.aborted; limited++) {
      try {
        return await options.listPage(cursor, pageSize);
      } catch (error) {
        if (stop.signal.aborted) return undefined;
        if (!(error instanceof SlackRateLimitedError) || limited >= maxRateLimits) {
          logger.warn(
            { err: error },
            "Could not read the workspace members' Slack locales; trying again in an hour",
          );
          return undefined;
        }
        await sleep(error.retryAfterS * 1000, undefined, { signal: stop.signal, ref: false });
      }
    }
    return undefined;
  }

  /** Reads the list for period `slot` (epoch ms ÷ the period), unless another instance claimed it. */
  async function pass(slot: number): Promise<void> {
    const claimed = options.claim
      ? await options.claim(`slack-locale-directory:${slot}`, refreshMs)
      : 'first';
    let cursor = '';
    let learned = 0;
    let members = 0;
    while (claimed === 'first' && !stop.signal.aborted) {
      const read = await page(cursor);
      if (!read || stop.signal.aborted) return;
      const people = read.members.filter((member) => !member.deleted && !member.is_bot);
      members += people.length;
      const known = people.flatMap(({ id, locale }) => (locale?.trim() ? [{ id, locale }] : []));
      await Promise.all(known.map(({ id, locale }) => options.learn(id, locale, 2 * refreshMs)));
      learned += known.length;
      // The last page, or a cursor Slack gives twice (it would never end).
      if (read.nextCursor === '' || read.nextCursor === cursor || members >= maxMembers) {
        logger.info({ members, learned }, "Learned the workspace members' Slack locales");
        return;
      }
      cursor = read.nextCursor;
    }
  }

  // The first pass now; croner runs none of its own while it lasts.
  void job.trigger();

  return {
    settled: () => running,
    close() {
      stop.abort();
      job.stop();
    },
  };
}
