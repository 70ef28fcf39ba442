/**
 * Long synchronous work cut into slices, the event loop getting a turn between them, so that
 * reading a big file never keeps another user's request waiting. Work written as steps (a
 * generator that yields between its pieces) runs to its end at once (`runSteps`, for small
 * input such as a message) or a slice at a time (`runStepsInTurns`, for a file); a loop that
 * awaits anyway gives turns with `Turns.take`. A turn is `setImmediate`: pending I/O, timers and
 * other requests run before the work goes on. Our own few lines: Node 20 has no
 * `scheduler.yield()`, and a worker thread per file would cost more than reading the file.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';

/** About how long sliced work keeps the event loop before it gives a turn, in ms (a step is never cut). */
const sliceMs = 10;

/** Work in steps: it yields between pieces and returns its result. */
export type Steps<T> = Generator<void, T, void>;

/** Runs the steps to their end at once. */
export function runSteps<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Gives the event loop a turn whenever the work has kept it `sliceMs` since the last one. */
export class Turns {
  #since = performance.now();

  /** Resolves at once within a slice; past it, once the event loop has had a turn. */
  async take(): Promise<void> {
    if (performance.now() - this.#since < sliceMs) return;
    await nextTurn();
    this.#since = performance.now();
  }
}

/** Runs the steps to their end, a slice at a time. */
export async function runStepsInTurns<T>(steps: Steps<T>): Promise<T> {
  const turns = new Turns();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await turns.take();
  }
}
