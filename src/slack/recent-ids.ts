/** Ids seen recently, so that a retried Slack event is answered once; bounded in time and size. */
import { ExpiringMap, type ExpiringMapOptions } from './expiring-map.js';

export class RecentIds {
  private readonly seen: ExpiringMap<true>;

  constructor(options: ExpiringMapOptions) {
    this.seen = new ExpiringMap(options);
  }

  /** True the first time an id is offered (within the TTL); false for a repeat. */
  firstSeen(id: string): boolean {
    if (this.seen.get(id)) return false;
    this.seen.set(id, true);
    return true;
  }

  get size(): number {
    return this.seen.size;
  }
}
