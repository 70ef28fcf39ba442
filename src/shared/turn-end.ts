/**
 * The end of this turn of the event loop, for work that is better done once for everything the
 * turn took in than once per request: what is put off with `atTurnEnd` runs, all together, after
 * the I/O the turn read has been handled (the loop's check phase, setImmediate). What is put off
 * while that runs (the requests it let go on, answered in the same turn) runs as soon as they can
 * go no further without I/O: once the microtasks they started have all run (a tick queued from a
 * microtask runs only after the whole microtask queue); what they put off later still (after a
 * tick of their own, or I/O) waits for the next turn's end. Work must not wait for the turn's end
 * in a loop that needs no I/O: each round would run before any I/O, for ever. An idle process
 * reaches the end of its turn at once. A busy HTTP server thus reads the requests that arrived,
 * then answers them, then writes the answers (slack/runtime/http-receiver.ts, http-ack.ts),
 * waking its peers once per turn rather than once per request; and a read waits for what arrived
 * with it (a change another instance made, state/redis/tracked-settings.ts).
 */

let due: (() => void)[] = [];
/** A run is coming: in the check phase, or after the microtasks of the one running. */
let scheduled = false;

function runDue(): void {
  const works = due;
  due = [];
  // What the works let go on runs to where it waits for I/O before what it put off runs.
  queueMicrotask(() => process.nextTick(afterRun));
  for (const work of works) {
    try {
      work();
    } catch (error) {
      // A bug: thrown where it cannot stop the other works (an uncaught exception, as from setImmediate).
      queueMicrotask(() => {
        throw error;
      });
    }
  }
}

function afterRun(): void {
  if (due.length > 0) runDue();
  else scheduled = false;
}

/** Runs `work` (which must not throw) at the end of this turn of the event loop. */
export function atTurnEnd(work: () => void): void {
  due.push(work);
  if (scheduled) return;
  scheduled = true;
  setImmediate(runDue);
}

/** Resolves at the end of this turn of the event loop. */
export const turnEnded = (): Promise<void> => new Promise((resolve) => atTurnEnd(resolve));
