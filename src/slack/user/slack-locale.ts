/**
 * Each user's Slack locale (`users.info` with `include_locale`), cached per user. A request
 * waits for it briefly only: when Slack is slow or fails, the request goes on without it (the
 * configured language applies) and a late answer still fills the cache for the next one. A
 * failure is cached too, for a shorter while. The cache is the state store's (shared between
 * instances on Redis).
 */
import { z } from 'zod';
import type { Logger } from '../../log/logger.js';
import { type Deadline, settledValue, settleWithin } from '../../shared/deadline.js';
import { memoryCache } from '../../state/memory.js';
import type { ExpiringCache } from '../../state/store.js';

/** A user's cached Slack locale; null when Slack gave none (or could not be asked). */
export const cachedLocaleSchema = z.object({ locale: z.string().nullable() });
export type CachedLocale = z.infer<typeof cachedLocaleSchema>;

export interface SlackLocalesOptions {
  /** The user's Slack locale, e.g. `es-ES`; undefined when Slack gives none. */
  fetchLocale(userId: string): Promise<string | undefined>;
  logger: Logger;
  /** Where locales are kept; in this process's memory when unset. */
  cache?: ExpiringCache<CachedLocale>;
  /** How long a locale is trusted. Default 1 h. */
  ttlMs?: number;
  /** How long a failure is remembered before users.info is asked again. Default 10 min. */
  failureTtlMs?: number;
  /** How long a request waits for users.info. Default 800 ms. */
  waitMs?: number;
  /** The in-memory cache's clock (tests). */
  now?: () => number;
}

export class SlackLocales {
  private readonly cache: ExpiringCache<CachedLocale>;
  private readonly inFlight = new Map<string, Promise<string | undefined>>();
  private readonly ttlMs: number;
  private readonly failureTtlMs: number;
  private readonly waitMs: number;

  constructor(private readonly options: SlackLocalesOptions) {
    this.ttlMs = options.ttlMs ?? 3_600_000;
    this.failureTtlMs = options.failureTtlMs ?? 600_000;
    this.waitMs = options.waitMs ?? 800;
    this.cache = options.cache ?? memoryCache<CachedLocale>(10_000, options.now);
  }

  /**
   * Never rejects; undefined when unknown or not known in time: within `waitMs`, and before
   * the request's `deadline` when one is given.
   */
  async localeOf(userId: string, deadline?: Deadline): Promise<string | undefined> {
    const cached = await this.cache.get(userId);
    if (cached) return cached.locale ?? undefined;
    const fetching = this.fetch(userId);
    const settled = deadline
      ? await deadline.settle(fetching, this.waitMs)
      : await settleWithin(fetching, this.waitMs);
    return settledValue(settled);
  }

  private fetch(userId: string): Promise<string | undefined> {
    const running = this.inFlight.get(userId);
    if (running) return running;
    const remember = async (locale: string | undefined, ttlMs: number) => {
      await this.cache.set(userId, { locale: locale ?? null }, ttlMs);
      return locale;
    };
    const fetching = this.options
      .fetchLocale(userId)
      .then(
        (locale) => remember(locale?.trim() || undefined, this.ttlMs),
        (error: unknown) => {
          this.options.logger.warn({ err: error, userId }, "Could not read the user's Slack locale");
          return remember(undefined, this.failureTtlMs);
        },
      )
      .finally(() => this.inFlight.delete(userId));
    this.inFlight.set(userId, fetching);
    return fetching;
  }
}
