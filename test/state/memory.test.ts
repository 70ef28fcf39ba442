/** The in-memory store keeps the same behaviour as the others (test/state/behaviour.ts). */
import { createLogger } from '../../src/log/logger.js';
import { openMemoryState } from '../../src/state/memory.js';
import { describeStateBehaviour } from './behaviour.js';

describeStateBehaviour('memory', async ({ eventTtlMs }) =>
  openMemoryState({ logger: createLogger({ level: 'silent' }), lookupLogDays: 90, eventTtlMs }),
);
