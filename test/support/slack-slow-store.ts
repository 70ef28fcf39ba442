/**
 * A real in-memory state store whose settings calls are held, for some users, until the test
 * lets them go: a settings store under load, for the tests that check Slack gets its answer
 * without waiting for it. An answer that arrives while its user's call is still held did not
 * wait for that call; `asked` shows the call was made.
 */
import { createLogger } from '../../src/log/logger.js';
import { openMemoryState } from '../../src/state/memory.js';
import type { AppState } from '../../src/state/store.js';
import { type Holds, holds } from './holds.js';

export interface HeldCalls {
  /** Hold this user's settings reads. */
  get?: boolean;
  /** Hold this user's settings saves. */
  save?: boolean;
}

export interface HeldStore {
  state: AppState;
  /** The held calls, by user id: asked, and let go. */
  holds: Holds;
}

/** `held(userId)`: which of that user's settings calls wait until `holds.release(userId)`. */
export function heldStateStore(held: (userId: string) => HeldCalls | undefined): HeldStore {
  const inner = openMemoryState({ logger: createLogger({ level: 'silent' }), lookupLogDays: 90 });
  const gates = holds();
  return {
    holds: gates,
    state: {
      ...inner,
      settings: {
        async get(userId) {
          if (held(userId)?.get) await gates.hold(userId);
          return inner.settings.get(userId);
        },
        async save(userId, settings) {
          if (held(userId)?.save) await gates.hold(userId);
          return inner.settings.save(userId, settings);
        },
      },
    },
  };
}
