/** The in-memory job queue (the memory store's): the shared behaviour; a reopen shares the same memory. */

import { localJobQueue } from '../../src/jobs/local-queue.js';
import { memoryJobStore } from '../../src/jobs/memory-store.js';
import { createLogger } from '../../src/log/logger.js';
import { describeJobQueue, testKinds, testTimings } from './behaviour.js';

const logger = createLogger({ level: 'silent' });

describeJobQueue('memory', async () => {
  const store = memoryJobStore();
  const open = () => localJobQueue(testKinds, store, { ...testTimings, logger });
  return {
    queue: open(),
    reopen: async () => open(),
    inputKept: async (id) => store.get(id)?.input !== null,
  };
});
