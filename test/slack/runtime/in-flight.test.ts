/** Requests in flight: stopping waits for them, bounded. */
import { describe, expect, it } from 'vitest';
import { requestsInFlight } from '../../../src/slack/runtime/in-flight.js';

describe('requestsInFlight', () => {
  it('waits for tracked work, or gives up after the timeout', async () => {
    const inFlight = requestsInFlight();
    expect(await inFlight.drain(10)).toBe(true);
    let finish: () => void = () => {};
    const work = inFlight.track(() => new Promise<void>((resolve) => (finish = resolve)));
    expect(inFlight.active).toBe(1);
    expect(await inFlight.drain(20)).toBe(false);
    const drained = inFlight.drain(1000);
    finish();
    await work;
    expect(await drained).toBe(true);
    expect(inFlight.active).toBe(0);
  });

  it('counts failed work as finished', async () => {
    const inFlight = requestsInFlight();
    await expect(inFlight.track(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(inFlight.active).toBe(0);
    expect(await inFlight.drain(10)).toBe(true);
  });
});
