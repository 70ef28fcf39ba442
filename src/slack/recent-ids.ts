/**
 * Ids seen recently, so that a retried Slack event is answered once. Bounded in time and
 * in size: entries expire after `ttlMs`, and the oldest go first when `maxSize` is reached.
 */
export interface RecentIdsOptions {
  ttlMs: number;
  maxSize: number;
  now?: () => number;
}

export class RecentIds {
  private readonly seenAt = new Map<string, number>();
  private readonly now: () => number;

  constructor(private readonly options: RecentIdsOptions) {
    this.now = options.now ?? Date.now;
  }

  /** True the first time an id is offered (within the TTL); false for a repeat. */
  firstSeen(id: string): boolean {
    const now = this.now();
    this.evict(now);
    if (this.seenAt.has(id)) return false;
    this.seenAt.set(id, now);
    if (this.seenAt.size > this.options.maxSize) {
      const oldest = this.seenAt.keys().next().value;
      if (oldest !== undefined) this.seenAt.delete(oldest);
    }
    return true;
  }

  get size(): number {
    return this.seenAt.size;
  }

  /** Map iteration follows insertion order, so expired entries sit at the front. */
  private evict(now: number): void {
    for (const [id, at] of this.seenAt) {
      if (now - at < this.options.ttlMs) return;
      this.seenAt.delete(id);
    }
  }
}
