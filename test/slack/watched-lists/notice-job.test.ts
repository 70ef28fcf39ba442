/**
 * Watched lists' notices as two instances run them over one store (SQLite, then Redis): each
 * instance its own job queue, the refresh's hook (refreshed.ts) and the notice handler, the Slack
 * Web API stand-in, and the sample catalogue before and after it changed (the lines answered again
 * through the one `ask`). A refresh's notice run by both at once tells the list once and updates
 * its item once; a notice run late, or again, changes nothing; a later notice run first answers
 * the units of the late one too; a version of another language than the list's (and not the
 * default) adds no notice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CopyChanges } from '../../../src/catalogue-copy/changes.js';
import { readCheckpoint } from '../../../src/jobs/checkpoint.js';
import { localJobQueue } from '../../../src/jobs/local-queue.js';
import { memoryJobStore } from '../../../src/jobs/memory-store.js';
import type { JobQueue } from '../../../src/jobs/types.js';
import { createLogger } from '../../../src/log/logger.js';
import { createAsk } from '../../../src/lookup/ask.js';
import type { Ask } from '../../../src/lookup/ask-types.js';
import { LocaleRefusals } from '../../../src/lookup/locale-refusals.js';
import { lineOutcome } from '../../../src/project-lists/outcome.js';
import { type AppJobKinds, appJobKinds } from '../../../src/slack/jobs/kinds.js';
import { boltLogger } from '../../../src/slack/runtime/bolt-logger.js';
import { createSlackClients } from '../../../src/slack/runtime/slack-clients.js';
import { createSlackLists } from '../../../src/slack/slack-lists/slack-lists.js';
import { noticeJobHandler } from '../../../src/slack/watched-lists/notice-job.js';
import { onRefreshed } from '../../../src/slack/watched-lists/refreshed.js';
import { openRedisWatchStore } from '../../../src/state/redis/watched-list-store.js';
import { openDatabase } from '../../../src/state/sqlite/database.js';
import { sqliteWatchStore } from '../../../src/state/sqlite/watched-list-store.js';
import { lineUnitOf, type WatchedLine } from '../../../src/watched-lists/lines.js';
import type { WatchedList, WatchStore } from '../../../src/watched-lists/store.js';
import { freshStores } from '../../support/fresh-stores.js';
import { catalogueEdits, changeMessages, linesNamed } from '../../support/list-watch.js';
import { type LookupStack, startLookupStack } from '../../support/lookup-stack.js';
import { requireRedis, testRedisUrl } from '../../support/redis.js';
import { redisPrefixes } from '../../support/redis-prefixes.js';
import { botToken, type SlackStandIn, startSlackStandIn } from '../../support/slack-api.js';
import { tempDirs } from '../../support/temp-dirs.js';

const market = 'ES';
const logger = createLogger({ level: 'silent' });
const { base, edited, typed, newSku } = catalogueEdits(market);
/** Each catalogue the tests move between, by name: as answered, unit 1's SKU replaced, unit 2's too. */
const catalogues = {
  base,
  one: edited(base, { skus: [1] }),
  two: edited(base, { skus: [1, 2] }),
};
type Named = keyof typeof catalogues;
const stacks = new Map<Named, LookupStack>();
let standIn: SlackStandIn;
const freshDir = tempDirs('cf-notice-');
const newPrefix = redisPrefixes('notice');

beforeAll(async () => {
  standIn = await startSlackStandIn();
  for (const [name, catalogue] of Object.entries(catalogues))
    stacks.set(name as Named, await startLookupStack({ catalogue }));
});
afterAll(async () => {
  await standIn?.close();
  for (const stack of stacks.values()) await stack.close();
});

const askOver = (name: Named): Ask =>
  createAsk({
    engine: (stacks.get(name) as LookupStack).engine,
    fallbackLocale: 'en',
    refusals: new LocaleRefusals({ ttlMs: 60_000, maxSize: 10 }),
  });

/** The catalogue the copy serves now: what every instance's `ask` reads. */
let current: Named = 'base';
const ask: Pick<Ask, 'line'> = { line: (text, who) => askOver(current).line(text, who) };

/** Line `number` typed as unit `index`, answered on the base catalogue as a list job answers it. */
async function answered(number: number, index: number): Promise<WatchedLine> {
  const text = typed(index);
  const { result, onlyType } = await askOver('base').line(text, { market, locale: 'en' });
  const unit = lineUnitOf(result, onlyType);
  return {
    line: { number, typed: text, query: text, quantity: 1, quantityGiven: false },
    outcome: lineOutcome(result, 'en'),
    ...(unit ? { unit } : {}),
  };
}

const noop = { run: async () => {}, failed: async () => {} };

/** One instance: its own job queue (notices held when `late`, until `runLate`) over the shared store. */
function instance(store: WatchStore, late = false) {
  const slackLists = createSlackLists({ client: apiClient(), store, logger });
  const held: { id: string; payload: { listId: string; version: string } }[] = [];
  const queue: JobQueue<AppJobKinds> = localJobQueue(appJobKinds, memoryJobStore(), {
    logger,
    backoffMs: 20,
    heldMs: 60_000,
  });
  queue.start({
    list: noop,
    photo: noop,
    copyRefresh: noop,
    watchNotice: noticeJobHandler({ store, slackLists, client: apiClient(), ask, logger, settleMs: 0 }),
  });
  const jobs: Pick<JobQueue<AppJobKinds>, 'add'> = {
    async add(kind, job, options) {
      const id = await queue.add(kind, job, { ...options, held: late });
      if (late && kind === 'watchNotice')
        held.push({ id, payload: job.payload as (typeof held)[number]['payload'] });
      return id;
    },
  };
  return {
    queue,
    refreshed: onRefreshed({ store, jobs, logger, defaultLocale: 'en' }),
    /** Starts the notices it held. */
    async runLate() {
      for (const { id, payload } of held.splice(0)) await queue.release('watchNotice', id, payload);
    },
  };
}

let clientOf: ReturnType<typeof createSlackClients> | undefined;
function apiClient() {
  clientOf ??= createSlackClients({
    apiUrl: standIn.apiUrl,
    botToken,
    logger: boltLogger(logger),
    timeoutMs: 2000,
  });
  return clientOf.forTeam(undefined);
}

/** The refresh's changes of these units (by line): one SKU replaced each. */
const skusChanged = (lines: readonly WatchedLine[]): CopyChanges => ({
  first: false,
  counts: { added: 0, removed: 0, skus: lines.length, warnings: 0 },
  changes: lines.map((line) => ({
    kind: 'sku_replaced' as const,
    modelId: line.unit?.modelIds[0] ?? 0,
    brand: line.outcome.brand ?? '',
    unit: line.outcome.model ?? '',
    before: [],
    after: [],
  })),
});

const done = async (queue: JobQueue<AppJobKinds>, count: number) =>
  expect
    .poll(
      async () =>
        (await queue.counts()).find((c) => c.kind === 'watchNotice' && c.state === 'completed')?.count,
      {
        timeout: 10_000,
      },
    )
    .toBe(count);

const skuOf = async (store: WatchStore, id: string, number: number) =>
  (await store.get(id, Date.now()))?.lines.find((line) => line.line.number === number)?.outcome.skus[0]?.sku;

let lists = 0;
/** A list of units 1, 2 and 3 answered on the base catalogue, kept in `store` with its Slack List. */
async function watchedList(store: WatchStore) {
  lists += 1;
  const channel = `D0NOTICE${String(lists).padStart(2, '0')}`;
  const lines = [await answered(1, 1), await answered(2, 2), await answered(3, 3)];
  const list: WatchedList = {
    id: `list-${lists}-${Date.now()}`,
    owner: 'U0NOTICE1',
    market,
    locale: 'en',
    language: 'en',
    place: { channel },
    name: typed(1),
    answeredAt: Date.now(),
    endsAt: Date.now() + 86_400_000,
    lines,
    revision: 0,
  };
  const records = new Map<string, string>();
  const recordStore = {
    read: async () => new Map(records),
    write: async (_id: string, name: string, value: string) => void records.set(name, value),
  };
  const { once } = await readCheckpoint(recordStore, list.id, appJobKinds.list, logger);
  const made = await createSlackLists({ client: apiClient(), store, logger }).create(
    { ...list, jobId: list.id, createdAt: Date.now() },
    once,
  );
  const slackList = made.kind === 'made' ? made.ref : undefined;
  await store.put({ ...list, ...(slackList ? { slackList } : {}) });
  const stand = standIn.slackLists.find((l) => l.id === slackList?.id);
  return { list, channel, lines, stand, items: [...(stand?.items.keys() ?? [])] };
}

function describeNotices(name: string, open: () => Promise<WatchStore>) {
  describe(`notices of watched lists on ${name}`, () => {
    const fresh = freshStores(open);
    it('run by two instances for one refresh: the list told once, its changed item updated once', async () => {
      const store = await fresh();
      const { list, channel, lines, stand, items } = await watchedList(store);
      const [first, second] = [instance(store), instance(store)];
      current = 'one';
      const refreshed = { market, version: 'v-one', changes: skusChanged(lines.slice(0, 1)) };
      await Promise.all([first.refreshed(refreshed), second.refreshed(refreshed)]);
      await done(first.queue, 1);
      await done(second.queue, 1);
      expect(changeMessages(standIn, channel)).toHaveLength(1);
      expect(linesNamed(changeMessages(standIn, channel)[0])).toEqual([1]);
      expect(stand?.updates).toEqual([[items[0]]]);
      expect(await skuOf(store, list.id, 1)).toBe(newSku(1));
      await Promise.all([first.queue.stop(), second.queue.stop()]);
    });

    it('is noticed by its own language’s versions and the default language’s, not by another language’s', async () => {
      const store = await fresh();
      const { list, channel, lines } = await watchedList(store);
      const one = instance(store);
      current = 'one';
      await one.refreshed({ market, locale: 'fr', version: 'v-fr', changes: skusChanged(lines.slice(0, 1)) });
      expect((await one.queue.counts()).filter((count) => count.kind === 'watchNotice')).toEqual([]);
      await one.refreshed({ market, locale: 'en', version: 'v-en', changes: skusChanged(lines.slice(0, 1)) });
      await done(one.queue, 1);
      expect(linesNamed(changeMessages(standIn, channel)[0])).toEqual([1]);
      expect((await store.get(list.id, Date.now()))?.seen?.version).toBe('v-en');
      await one.queue.stop();
    });

    it('W1 → W7 → W1 with the first notice late: the second finds nothing to tell, the late one changes nothing', async () => {
      const store = await fresh();
      const { list, channel, stand } = await watchedList(store);
      const [slow, quick] = [instance(store, true), instance(store)];
      const lines = (await store.get(list.id, Date.now()))?.lines ?? [];
      current = 'one';
      await slow.refreshed({ market, version: 'v-w7', changes: skusChanged(lines.slice(0, 1)) });
      current = 'base';
      await quick.refreshed({ market, version: 'v-w1', changes: skusChanged(lines.slice(0, 1)) });
      await done(quick.queue, 1);
      // The late notice run now, then the last one again on the slow instance.
      await slow.runLate();
      await done(slow.queue, 1);
      await slow.refreshed({ market, version: 'v-w1', changes: skusChanged(lines.slice(0, 1)) });
      await slow.runLate();
      await done(slow.queue, 2);
      expect(changeMessages(standIn, channel)).toHaveLength(0);
      expect(stand?.updates).toEqual([]);
      expect(await skuOf(store, list.id, 1)).toBe(lines[0]?.outcome.skus[0]?.sku);
      expect((await store.get(list.id, Date.now()))?.seen?.version).toBe('v-w1');
      await Promise.all([slow.queue.stop(), quick.queue.stop()]);
    });

    it('a later notice run first answers the units of the late one too: nothing is lost, nothing told twice', async () => {
      const store = await fresh();
      const { list, channel, lines, stand, items } = await watchedList(store);
      const [slow, quick] = [instance(store, true), instance(store)];
      current = 'one';
      await slow.refreshed({ market, version: 'v-unit-1', changes: skusChanged(lines.slice(0, 1)) });
      current = 'two';
      await quick.refreshed({ market, version: 'v-unit-2', changes: skusChanged(lines.slice(1, 2)) });
      await done(quick.queue, 1);
      await slow.runLate();
      await done(slow.queue, 1);
      expect(changeMessages(standIn, channel)).toHaveLength(1);
      expect(linesNamed(changeMessages(standIn, channel)[0])).toEqual([1, 2]);
      expect(stand?.updates).toHaveLength(1);
      expect([...(stand?.updates[0] ?? [])].sort()).toEqual([items[0], items[1]].sort());
      expect(await skuOf(store, list.id, 1)).toBe(newSku(1));
      expect(await skuOf(store, list.id, 2)).toBe(newSku(2));
      expect((await store.get(list.id, Date.now()))?.pending).toBeUndefined();
      await Promise.all([slow.queue.stop(), quick.queue.stop()]);
    });
  });
}

describeNotices('SQLite', async () => {
  const { db } = openDatabase(await freshDir());
  return {
    ...sqliteWatchStore(db),
    close: async () => {
      db.close();
    },
  };
});

describeNotices('Redis', async () => {
  await requireRedis();
  return openRedisWatchStore(testRedisUrl, newPrefix());
});
