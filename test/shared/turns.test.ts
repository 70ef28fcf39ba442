/**
 * Work in steps: run at once, it keeps the event loop to its end; run in turns, a request on
 * loopback is answered while it goes on, and its result is the same.
 */
import { describe, expect, it } from 'vitest';
import { runSteps, runStepsInTurns, type Steps } from '../../src/shared/turns.js';
import { loopbackRequests } from '../support/loopback-request.js';

const loopbackRequest = loopbackRequests();

/** Busy steps (about 2 ms each) until `done(steps)` says so; returns how many ran. */
function* busy(done: (steps: number) => boolean): Steps<number> {
  let steps = 0;
  while (!done(steps)) {
    const until = performance.now() + 2;
    while (performance.now() < until) {
      // a piece of synchronous work
    }
    steps += 1;
    yield;
  }
  return steps;
}

describe('work in steps', () => {
  it('in turns: a request on loopback is answered while the work goes on', async () => {
    const request = loopbackRequest();
    // Bounded (a few seconds of work) so that work that never lets the answer in fails, not hangs.
    const steps = await runStepsInTurns(busy((count) => request.answered() || count >= 2000));
    expect(request.answered()).toBe(true);
    expect(steps).toBeLessThan(2000);
    await request.settled;
  });

  it('at once: nothing else runs until the work is done', () => {
    let ran = false;
    setImmediate(() => {
      ran = true;
    });
    expect(runSteps(busy((count) => ran || count >= 20))).toBe(20);
    expect(ran).toBe(false);
  });
});
