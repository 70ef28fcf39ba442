/**
 * Each user's Slack locale (`users.info` with `include_locale`), cached per user. A request
 * waits for it briefly only: when Slack is slow or fails, the request goes on without it (the
 * configured language applies) and a late answer still fills the cache for the next one.
 */
import type { Logger } from '../log/logger.js';
import type { Deadline } from './deadline.js';
import { ExpiringMap } from './expiring-map.js';
import { settleWithin } from './settle.js';

export interface SlackLocalesOptions {
  /** The user's Slack locale, e.g. `es-ES`; undefined when Slack gives none. */
  fetchLocale(userId: string): Promise<string | undefined>;
  logger: Logger;
  /** How long a locale is trusted. Default 1 h. */
  ttlMs?: number;
  /** How long a failure is remembered before users.info is asked again. Default 10 min. */
  failureTtlMs?: number;
  /** How long a request waits for users.info. Default 800 ms. */
  waitMs?: number;
  maxSize?: number;
  now?: () => number;
}

interface CachedLocale {
  locale: string | undefined;
  until: number;
}

export class SlackLocales {
  private readonly cache: ExpiringMap<CachedLocale>;
  private readonly inFlight = new Map<string, Promise<string | undefined>>();
  private readonly now: () => number;
  private readonly ttlMs: number;
  private readonly failureTtlMs: number;
  private readonly waitMs: number;

  constructor(private readonly options: SlackLocalesOptions) {
    this.now = options.now ?? Date.now;
    this.ttlMs = options.ttlMs ?? 3_600_000;
    this.failureTtlMs = options.failureTtlMs ?? 600_000;
    this.waitMs = options.waitMs ?? 800;
    this.cache = new ExpiringMap({ ttlMs: this.ttlMs, maxSize: options.maxSize ?? 10_000, now: this.now });
  }

  /**
   * Never rejects; undefined when unknown or not known in time: within `waitMs`, and before
   * the request's `deadline` when one is given.
   */
  async localeOf(userId: string, deadline?: Deadline): Promise<string | undefined> {
    const cached = this.cache.get(userId);
    if (cached && cached.until > this.now()) return cached.locale;
    const fetching = this.fetch(userId);
    const settled = deadline
      ? await deadline.settle(fetching, this.waitMs)
      : await settleWithin(fetching, this.waitMs);
    return settled?.value;
  }

  private fetch(userId: string): Promise<string | undefined> {
    const running = this.inFlight.get(userId);
    if (running) return running;
    const remember = (locale: string | undefined, ttlMs: number) => {
      this.cache.set(userId, { locale, until: this.now() + ttlMs });
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
