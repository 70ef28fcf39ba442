/**
 * At most `perSecond` requests per second, spread evenly: each caller waits for the next free
 * slot, one every 1000/perSecond ms, whatever the concurrency. p-limit bounds how many run at
 * once, not how often they start, so the spacing is ours: a few lines, no burst allowance (a
 * refresh of thousands of requests gains nothing from bursting, and the vendor sees a steady pace).
 */
export interface RateGate {
  /** Resolves at this caller's slot; rejects at once when `signal` aborts. */
  wait(signal?: AbortSignal): Promise<void>;
}

export function rateGate(perSecond: number, now: () => number = Date.now): RateGate {
  const intervalMs = 1000 / perSecond;
  let nextSlot = 0;
  return {
    wait(signal) {
      const at = Math.max(now(), nextSlot);
      nextSlot = at + intervalMs;
      const delay = at - now();
      if (delay < 1) return signal?.aborted ? Promise.reject(signal.reason) : Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        }, delay);
        const onAbort = () => {
          clearTimeout(timer);
          reject(signal?.reason);
        };
        signal?.addEventListener('abort', onAbort, { once: true });
      });
    },
  };
}
