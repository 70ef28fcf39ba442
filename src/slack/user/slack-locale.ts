/**
 * Each user's Slack locale (`users.info`), cached in the state store (shared on Redis). A request
 * waits for it briefly only, and not at all while Slack rate-limits the call: it goes on in the
 * configured language, and a late answer fills the cache for the next one. Most locales are learned
 * ahead by locale-directory.ts.
 */
import { z } from 'zod';
import type { Logger } from '../../log/logger.js';
import { type Deadline, settledValue, settleWithin } from '../../shared/deadline.js';
import type { ExpiringCache } from '../../shared/expiring-cache.js';
import { memoryCache } from '../../state/memory.js';
import { SlackRateLimitedError } from './users-api.js';

/** A user's cached Slack locale; null when Slack gave none (or could not be asked). */
export const cachedLocaleSchema = z.object({ locale: z.string().nullable() });
type CachedLocale = z.infer<typeof cachedLocaleSchema>;

interface SlackLocalesOptions {
  /**
   * The user's Slack locale, e.g. `es-ES`; undefined when Slack gives none. Rejects with a
   * SlackRateLimitedError (users-api.ts), at once, while Slack rate-limits the call.
   */
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
  /** At most this many users wait to be learned after a rate limit. Default 10,000. */
  maxWaiting?: number;
  /** The clock (epoch ms) of the in-memory cache and of rate limits (tests). */
  now?: () => number;
}

export class SlackLocales {
  private readonly cache: ExpiringCache<CachedLocale>;
  private readonly inFlight = new Map<string, Promise<string | undefined>>();
  private readonly ttlMs: number;
  private readonly failureTtlMs: number;
  private readonly waitMs: number;
  private readonly maxWaiting: number;
  private readonly now: () => number;
  /** Users whose locale is to be learned once the rate limit has passed. */
  private readonly waiting = new Set<string>();
  /** Until when (epoch ms) Slack rate-limits users.info. */
  private limitedUntil = 0;
  private resume: NodeJS.Timeout | undefined;

  constructor(private readonly options: SlackLocalesOptions) {
    this.ttlMs = options.ttlMs ?? 3_600_000;
    this.failureTtlMs = options.failureTtlMs ?? 600_000;
    this.waitMs = options.waitMs ?? 800;
    this.maxWaiting = options.maxWaiting ?? 10_000;
    this.now = options.now ?? Date.now;
    this.cache = options.cache ?? memoryCache<CachedLocale>(10_000, options.now);
  }

  /**
   * Never rejects; undefined when unknown or not known in time: within `waitMs`, and before
   * the request's `deadline` when one is given; at once while Slack rate-limits users.info.
   */
  async localeOf(userId: string, deadline?: Deadline): Promise<string | undefined> {
    const cached = await this.cache.get(userId);
    if (cached) return cached.locale ?? undefined;
    if (this.limited()) {
      this.learnLater(userId);
      return undefined;
    }
    const fetching = this.fetch(userId);
    const settled = deadline
      ? await deadline.settle(fetching, this.waitMs)
      : await settleWithin(fetching, this.waitMs);
    return settledValue(settled);
  }

  /**
   * The locale as already known, Slack not asked: `{ locale }` (undefined when Slack gave none),
   * or undefined when users.info would have to be asked.
   */
  async known(userId: string): Promise<{ locale: string | undefined } | undefined> {
    const cached = await this.cache.get(userId);
    return cached ? { locale: cached.locale ?? undefined } : undefined;
  }

  /** Remembers a locale learned ahead (locale-directory.ts) for `ttlMs`: users.info is not asked meanwhile. */
  learn(userId: string, locale: string, ttlMs: number): Promise<void> {
    return this.cache.set(userId, { locale }, ttlMs);
  }

  /** Stops learning in the background (the app is stopping). */
  close(): void {
    clearTimeout(this.resume);
    this.waiting.clear();
  }

  private limited(): boolean {
    return this.now() < this.limitedUntil;
  }

  private learnLater(userId: string): void {
    if (this.waiting.size < this.maxWaiting) this.waiting.add(userId);
  }

  private rateLimited(userId: string, retryAfterS: number): void {
    this.learnLater(userId);
    if (this.limited()) return;
    this.limitedUntil = this.now() + retryAfterS * 1000;
    this.options.logger.warn(
      { retryAfterS },
      'Slack rate-limits users.info: new users get the configured language until then, and their Slack locale is learned afterwards',
    );
    this.learnWhenLimitPasses();
  }

  /** Learns the waiting users once the limit has passed (by this clock: a timer may fire a little early). */
  private learnWhenLimitPasses(): void {
    clearTimeout(this.resume);
    this.resume = setTimeout(() => void this.learnWaiting(), Math.max(1, this.limitedUntil - this.now()));
    this.resume.unref();
  }

  /** One user at a time, so that the learning itself stays under Slack's rate. */
  private async learnWaiting(): Promise<void> {
    for (const userId of [...this.waiting]) {
      if (this.limited()) {
        this.learnWhenLimitPasses();
        return;
      }
      this.waiting.delete(userId);
      await this.fetch(userId);
    }
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
          if (error instanceof SlackRateLimitedError) {
            this.rateLimited(userId, error.retryAfterS);
            return undefined;
          }
          this.options.logger.warn({ err: error, userId }, "Could not read the user's Slack locale");
          return remember(undefined, this.failureTtlMs);
        },
      )
      .finally(() => this.inFlight.delete(userId));
    this.inFlight.set(userId, fetching);
    return fetching;
  }
}
