/** A cache with a lifetime per entry, kept by the state store; a broken backing store reads as a miss. */
export interface ExpiringCache<V> {
  get(key: string): Promise<V | undefined>;
  set(key: string, value: V, ttlMs: number): Promise<void>;
}
