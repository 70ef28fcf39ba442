/** Counts requests being handled, so that stopping can wait for them to finish. */
export class InFlight {
  private count = 0;
  private readonly idleWaiters = new Set<() => void>();

  get active(): number {
    return this.count;
  }

  async track<T>(work: Promise<T>): Promise<T> {
    this.count += 1;
    try {
      return await work;
    } finally {
      this.count -= 1;
      if (this.count === 0) for (const wake of this.idleWaiters) wake();
    }
  }

  /** Resolves true once nothing is in flight, or false when `timeoutMs` passes first. */
  idle(timeoutMs: number): Promise<boolean> {
    if (this.count === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const done = (idle: boolean) => {
        clearTimeout(timer);
        this.idleWaiters.delete(wake);
        resolve(idle);
      };
      const wake = () => done(true);
      const timer = setTimeout(() => done(false), timeoutMs);
      this.idleWaiters.add(wake);
    });
  }
}
