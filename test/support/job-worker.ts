/**
 * A test-only process around the job queue core, for the tests that kill it for real
 * (test/jobs/processes.slow.test.ts): it opens the queue the environment names (SQLite under
 * DATA_DIR, or BullMQ on REDIS_URL under REDIS_PREFIX) with the app's kinds of job and starts
 * workers whose handlers stand in for the Slack side. A list's lines are "looked up" one at a
 * time (LINE_MS each) and checkpointed; a photo is "read" (PHOTO_MS). What Slack would see (the
 * CSV upload, the final message, the photo's answer, a failure notice) is appended as a JSON line
 * to OUTBOX, each side effect through `once` (the upload's `recover` looks in OUTBOX for a file
 * of this job, as the Slack side looks in the channel). Prints what it does, one line each.
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { openJobQueue } from '../../src/jobs/open.js';
import { createLogger } from '../../src/log/logger.js';
import { appJobKinds } from '../../src/slack/jobs/kinds.js';
import { localJobStoreOf } from '../../src/state/feature-stores.js';
import { openSqliteState } from '../../src/state/sqlite/sqlite-state.js';

const env = z
  .object({
    DATA_DIR: z.string().optional(),
    REDIS_URL: z.string().optional(),
    REDIS_PREFIX: z.string().default('cf:'),
    OUTBOX: z.string(),
    NAME: z.string(),
    LINE_MS: z.coerce.number().default(10),
    PHOTO_MS: z.coerce.number().default(2000),
    FAIL_ALWAYS: z.string().optional(),
    /** BullMQ's lock and stalled check, short for the tests (the app's defaults: 30 s and 15 s). */
    LOCK_MS: z.coerce.number().default(1000),
    STALLED_MS: z.coerce.number().default(500),
    MAX_STALLED: z.coerce.number().default(2),
  })
  .parse(process.env);

const print = (text: string) => process.stdout.write(`${env.NAME} ${text}\n`);
const outbox = (entry: Record<string, unknown>) => appendFileSync(env.OUTBOX, `${JSON.stringify(entry)}\n`);
const sent = (): Record<string, unknown>[] =>
  existsSync(env.OUTBOX)
    ? readFileSync(env.OUTBOX, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>)
    : [];

const logger = createLogger({ level: 'warn' });
const state = env.DATA_DIR ? openSqliteState(env.DATA_DIR, { logger, lookupLogDays: 90 }) : undefined;
const queue = await openJobQueue(
  appJobKinds,
  { state: { redisUrl: env.REDIS_URL, redisPrefix: env.REDIS_PREFIX } },
  localJobStoreOf(state ?? {}),
  logger,
  {
    lockDurationMs: env.LOCK_MS,
    stalledIntervalMs: env.STALLED_MS,
    maxStalledCount: env.MAX_STALLED,
    backoffMs: 50,
  },
);

queue.start({
  list: {
    async run(job) {
      print(`start ${job.id} attempt=${job.attempt} over=${job.handedOver} settled=${job.settled.size}`);
      for (const line of job.input.lines) {
        const key = String(line.number);
        if (job.settled.has(key)) continue;
        job.signal.throwIfAborted();
        if (env.FAIL_ALWAYS && job.settled.size >= 5) throw new Error('the catalogue is down');
        await sleep(env.LINE_MS);
        const outcome = {
          status: 'answered' as const,
          skus: [{ typeName: 'Wi-Fi', sku: `SKU-${line.query}` }],
        };
        await job.settle(key, {
          outcome: { ...outcome, candidates: [], warnings: [] },
          resultKind: 'answer',
        });
        print(`settled ${job.id} ${key}`);
      }
      const rows = job.input.lines.map((line) => job.settled.get(String(line.number))?.outcome.skus[0]?.sku);
      const file = `controllers-${job.id}.csv`;
      await job.once(
        'upload',
        z.string(),
        async () => {
          outbox({ effect: 'upload', job: job.id, file, rows });
          return file;
        },
        { recover: async () => (sent().some((entry) => entry.file === file) ? file : undefined) },
      );
      await job.once('final', z.boolean(), async () => {
        outbox({ effect: 'final', job: job.id, text: `Looked up ${rows.length} of ${rows.length}` });
        return true;
      });
      print(`done ${job.id}`);
    },
    async failed(job) {
      const rows = [...job.settled.keys()].sort((a, b) => Number(a) - Number(b));
      await job.once('failed', z.boolean(), async () => {
        outbox({ effect: 'failed', job: job.id, reason: job.reason, partialRows: rows });
        return true;
      });
      print(`failed ${job.id}`);
    },
  },
  photo: {
    async run(job) {
      print(`start ${job.id} attempt=${job.attempt} over=${job.handedOver}`);
      const model = await job.once('read', z.string(), async () => {
        print(`reading ${job.id}`);
        await sleep(env.PHOTO_MS, undefined, { signal: job.signal });
        return 'FTXM25R';
      });
      await job.once('answer', z.boolean(), async () => {
        outbox({ effect: 'answer', job: job.id, text: `Read from the photo: ${model}` });
        return true;
      });
      print(`done ${job.id}`);
    },
    async failed(job) {
      outbox({ effect: 'failed', job: job.id, reason: job.reason });
    },
  },
  // Catalogue copy refreshes are not this worker's: none is ever added to its queue.
  copyRefresh: { run: async () => undefined, failed: async () => undefined },
  // Nor are watched lists' notices.
  watchNotice: { run: async () => undefined, failed: async () => undefined },
});
print('ready');
// The app's server keeps its process alive; here this does (the queue's timers do not).
const alive = setInterval(() => undefined, 60_000);

const stop = () => {
  queue
    .stop()
    .then(() => state?.close())
    .then(() => {
      clearInterval(alive);
      print('stopped');
      process.exit(0);
    });
};
process.once('SIGTERM', stop);
