/**
 * A map whose entries expire after `ttlMs` and whose size is bounded: the oldest entry goes
 * first when `maxSize` is reached. Map iteration follows insertion order, so expired entries
 * sit at the front and eviction stops at the first live one.
 */
export interface ExpiringMapOptions {
  ttlMs: number;
  maxSize: number;
  now?: () => number;
}

export class ExpiringMap<V> {
  private readonly entries = new Map<string, { value: V; at: number }>();
  private readonly now: () => number;

  constructor(private readonly options: ExpiringMapOptions) {
    this.now = options.now ?? Date.now;
  }

  get(key: string): V | undefined {
    this.evict(this.now());
    return this.entries.get(key)?.value;
  }

  set(key: string, value: V): void {
    const now = this.now();
    this.evict(now);
    this.entries.delete(key);
    this.entries.set(key, { value, at: now });
    if (this.entries.size > this.options.maxSize) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private evict(now: number): void {
    for (const [key, entry] of this.entries) {
      if (now - entry.at < this.options.ttlMs) return;
      this.entries.delete(key);
    }
  }
}
