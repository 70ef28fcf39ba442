/**
 * A list job's Slack List linked to its watch (list-watches.ts), run by the real job queue over the
 * Slack stand-in and a SQLite watch store whose compare-and-set write fails (the disk gone) a given
 * number of times: an attempt that cannot link the List fails and the next links that same List
 * (never a second); when the last attempt cannot either, the List is deleted, never left unlinked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localJobQueue } from '../../../src/jobs/local-queue.js';
import { memoryJobStore } from '../../../src/jobs/memory-store.js';
import { createLogger } from '../../../src/log/logger.js';
import type { WatchFooter } from '../../../src/slack/blocks/watch.js';
import { appJobKinds } from '../../../src/slack/jobs/kinds.js';
import { boltLogger } from '../../../src/slack/runtime/bolt-logger.js';
import { createSlackClients } from '../../../src/slack/runtime/slack-clients.js';
import { createSlackLists } from '../../../src/slack/slack-lists/slack-lists.js';
import { createListWatches } from '../../../src/slack/watched-lists/list-watches.js';
import { openDatabase } from '../../../src/state/sqlite/database.js';
import { sqliteWatchStore } from '../../../src/state/sqlite/watched-list-store.js';
import type { WatchedList, WatchStore } from '../../../src/watched-lists/store.js';
import { botToken, type SlackStandIn, startSlackStandIn } from '../../support/slack-api.js';
import { tempDirs } from '../../support/temp-dirs.js';

const logger = createLogger({ level: 'silent' });
const tempDir = tempDirs('cf-list-watches-');
const noop = { run: async () => {}, failed: async () => {} };

let standIn: SlackStandIn;
let database: ReturnType<typeof openDatabase> | undefined;
let store: WatchStore;
beforeAll(async () => {
  standIn = await startSlackStandIn();
  database = openDatabase(await tempDir());
  store = sqliteWatchStore(database.db);
});
afterAll(async () => {
  database?.db.close();
  await standIn?.close();
});

/**
 * The SQLite store, its compare-and-set write failing the next `failures` times (the disk gone);
 * `failed()`: how many times it did.
 */
function failingSwaps(failures: number): { store: WatchStore; failed: () => number } {
  let failed = 0;
  const failing: WatchStore = {
    ...store,
    kind: store.kind,
    swap: async (list, now) => {
      if (failed < failures) {
        failed += 1;
        throw new Error('the disk went away');
      }
      return store.swap(list, now);
    },
  };
  return { store: failing, failed: () => failed };
}

const watched = (id: string): WatchedList => ({
  id,
  owner: 'U0WATCH01',
  market: 'GB',
  locale: 'en',
  language: 'en',
  place: { channel: 'D0WATCH01' },
  name: 'tender.csv',
  answeredAt: Date.now(),
  endsAt: Date.now() + 86_400_000,
  lines: [
    {
      line: {
        number: 1,
        typed: 'Daikin FTXM25R',
        query: 'Daikin FTXM25R',
        quantity: 1,
        quantityGiven: false,
      },
      outcome: { status: 'not_found', skus: [], candidates: [], warnings: [] },
    },
  ],
  revision: 0,
});

/** A list job whose run makes and links its Slack List; resolves with what the answer showed once it ended. */
async function slackListJob(watchStore: WatchStore, watchId: string) {
  const clients = createSlackClients({ apiUrl: standIn.apiUrl, botToken, logger: boltLogger(logger) });
  const slackLists = createSlackLists({ client: clients.slackLists(), store: watchStore, logger });
  const watches = createListWatches({ store: watchStore, slackLists, watchMs: 86_400_000, logger });
  await store.put(watched(watchId));
  const shown: WatchFooter[] = [];
  const footer = { listId: watchId, endsAt: Date.now() + 86_400_000 };
  const queue = localJobQueue(appJobKinds, memoryJobStore(), { logger, backoffMs: 20, attempts: 3 });
  queue.start({
    list: {
      run: (job) => watches.slackList(job, footer, async (linked) => void shown.push(linked)),
      failed: async () => {},
    },
    photo: noop,
    copyRefresh: noop,
    watchNotice: noop,
  });
  const before = standIn.slackLists.length;
  const id = await queue.add('list', {
    payload: {
      user: { userId: 'U0WATCH01', market: 'GB', locale: 'en', language: 'en' },
      place: { channel: 'D0WATCH01' },
      surface: 'slash',
    },
    input: { lines: [], otherText: '' },
  });
  await expect.poll(async () => (await queue.get('list', id))?.state, { timeout: 10_000 }).toBe('completed');
  await queue.stop();
  return { shown, made: standIn.slackLists.slice(before) };
}

describe('a Slack List that could not be linked to its watch', () => {
  it('is linked by the next attempt: the same List, never a second', async () => {
    const swaps = failingSwaps(1);
    const { made } = await slackListJob(swaps.store, 'watch-link-again');
    expect(swaps.failed()).toBe(1);
    expect(made).toHaveLength(1);
    expect(made[0]?.deleted).toBe(false);
    expect((await store.get('watch-link-again', Date.now()))?.slackList?.id).toBe(made[0]?.id);
  });

  it('is deleted when the last attempt cannot link it either, and the answer says so', async () => {
    const swaps = failingSwaps(3);
    const { made, shown } = await slackListJob(swaps.store, 'watch-never-linked');
    expect(swaps.failed()).toBe(3);
    expect(made).toHaveLength(1);
    expect(made[0]?.deleted).toBe(true);
    expect((await store.get('watch-never-linked', Date.now()))?.slackList).toBeUndefined();
    expect(shown).toEqual([expect.objectContaining({ slackList: { removed: true } })]);
  });
});
