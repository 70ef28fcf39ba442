/**
 * User: who is asking, in which market and language (scope, Slack locale, locale refusals,
 * the settings modal and Home tab). This file: (market, locale) pairs the catalogue answered
 * with a bad request, i.e. that market does not know that locale. Remembered for a while (the
 * catalogue may learn it) and bounded.
 */
import { LRUCache } from 'lru-cache';

export class LocaleRefusals {
  private readonly refused: LRUCache<string, true>;

  constructor(options: { ttlMs: number; maxSize: number; now?: () => number }) {
    const clock = options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {};
    this.refused = new LRUCache({ max: options.maxSize, ttl: options.ttlMs, ...clock });
  }

  refuse(market: string, locale: string): void {
    this.refused.set(JSON.stringify([market, locale]), true);
  }

  isRefused(market: string, locale: string): boolean {
    return this.refused.has(JSON.stringify([market, locale]));
  }
}
