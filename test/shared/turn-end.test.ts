/**
 * The end of the event loop's turn (shared/turn-end.ts): work put off runs after the I/O the turn
 * read was handled, all of it together; work put off by what that let go on runs before the next
 * turn's I/O; a work that throws stops none of the others.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { atTurnEnd, turnEnded } from '../../src/shared/turn-end.js';

const events: string[] = [];
afterEach(() => {
  events.length = 0;
});

describe('the end of the turn', () => {
  it('runs what was put off after the turn’s own work, in order, all together', async () => {
    atTurnEnd(() => events.push('first'));
    void Promise.resolve().then(() => events.push('microtask'));
    atTurnEnd(() => events.push('second'));
    events.push('sync');
    await turnEnded();
    expect(events).toEqual(['sync', 'microtask', 'first', 'second']);
  });

  it('runs what the resumed work puts off once it can go no further, before the next turn’s I/O', async () => {
    // An immediate queued now runs in the next turn's check phase, after that turn's I/O.
    const nextTurn = new Promise<void>((resolve) =>
      setImmediate(() => setImmediate(() => resolve(void events.push('next turn')))),
    );
    const requests = [1, 2, 3].map(async (id) => {
      await turnEnded();
      // Several hops without I/O, as a request answered from memory makes.
      for (let hop = 0; hop < 5; hop++) await Promise.resolve();
      atTurnEnd(() => events.push(`write ${id}`));
    });
    await Promise.all(requests);
    await nextTurn;
    expect(events).toEqual(['write 1', 'write 2', 'write 3', 'next turn']);
  });

  it('keeps running the others when one throws, and throws it where it is seen', async () => {
    const uncaught: unknown[] = [];
    const seen = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', seen);
    try {
      atTurnEnd(() => {
        throw new Error('a bug');
      });
      atTurnEnd(() => events.push('still run'));
      await turnEnded();
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('uncaughtException', seen);
    }
    expect(events).toEqual(['still run']);
    expect(uncaught).toEqual([new Error('a bug')]);
  });
});
