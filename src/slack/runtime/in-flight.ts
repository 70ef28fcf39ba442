/**
 * Requests being handled, so that stopping can let them finish: every request runs through
 * `track` (a Bolt middleware in app.ts), and `drain` waits for them all, bounded.
 */
import { Deadline } from '../../shared/deadline.js';

interface RequestsInFlight {
  /** Runs `handle` (the rest of the request), counted until it settles. */
  track<T>(handle: () => Promise<T>): Promise<T>;
  readonly active: number;
  /** True once nothing is in flight, false when `timeoutMs` passes first. */
  drain(timeoutMs: number): Promise<boolean>;
}

export function requestsInFlight(): RequestsInFlight {
  const running = new Set<Promise<unknown>>();
  return {
    async track(handle) {
      const work = handle();
      running.add(work);
      try {
        return await work;
      } finally {
        running.delete(work);
      }
    },
    get active() {
      return running.size;
    },
    async drain(timeoutMs) {
      const deadline = new Deadline(timeoutMs);
      // Requests that arrive while draining are waited for too.
      while (running.size > 0) {
        const settled = await deadline.settle(Promise.allSettled([...running]));
        if (settled.kind === 'timeout') return false;
      }
      return true;
    },
  };
}
