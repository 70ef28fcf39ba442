/**
 * Long synchronous work cut into slices with a turn of the event loop (`setImmediate`) between
 * them, so reading a big file never keeps another user's request waiting. Our own few lines: Node
 * 20 has no `scheduler.yield()`, and a worker thread per file would cost more than reading the
 * file.
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
