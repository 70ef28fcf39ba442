/**
 * (market, locale) pairs the catalogue answered with a bad request, i.e. that market does not
 * know that locale: `ask` (ask.ts) then answers in the configured locale, and a user's scope
 * (Slack's user-scope.ts) goes there at once. Remembered for a while (the catalogue may learn
 * it) and bounded.
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
