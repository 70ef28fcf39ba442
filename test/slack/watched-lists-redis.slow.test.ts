/**
 * Watched lists on Redis with two instances of the app (processes, a key prefix of their own):
 * a list answered by one, the catalogue changed, refresh pressed on both at once (one refresh, the
 * later press joining it): the list is told once, in its DM, with one updated CSV and one update of
 * its Slack List's two changed items, however many notices were added; both instances see its watch.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppProcess } from '../support/app-process.js';
import { directMessage, homeOpened, slashCommand } from '../support/app-requests.js';
import { jobCount, logEntries, postsIn, uploadsIn } from '../support/durable-jobs.js';
import { catalogueEdits, changeMessages, linesNamed } from '../support/list-watch.js';
import { instancesMarket, openRedisInstances, type RedisInstances } from '../support/redis-instances.js';
import type { SampleServer } from '../support/sample-server.js';
import type { SlackStandIn } from '../support/slack-api.js';

const admin = 'UADMIN001';
const { base, edited, typed, newSku } = catalogueEdits(instancesMarket);
let instances: RedisInstances;
let standIn: SlackStandIn;
let sample: SampleServer;
const apps: AppProcess[] = [];

beforeAll(async () => {
  instances = await openRedisInstances('watch-redis', { ADMIN_USER_IDS: admin, LIST_WATCH_DAYS: '90' });
  ({ standIn, sample } = instances);
  apps.push(await instances.start(), await instances.start());
}, 120_000);

afterAll(async () => {
  await instances?.close();
});

const adminDms = () =>
  standIn
    .callsTo('chat.postMessage')
    .filter((call) => String(call.body.text).includes('catalogue copy is refreshed'));

const complete = async (app: AppProcess) => (await instances.health(app))?.complete;

describe('watched lists on Redis with two instances', () => {
  it('tell a list once of refreshes pressed on both at once: one message, one CSV, one update of its changed items', async () => {
    const [first, second] = apps as [AppProcess, AppProcess];
    await expect.poll(() => complete(first), { timeout: 60_000 }).toBe(true);
    await expect.poll(() => complete(second), { timeout: 10_000 }).toBe(true);
    const owner = 'U0REDIS01';
    const channel = 'D0REDIS01';
    await directMessage(first, {
      userId: owner,
      channel,
      ts: '1700300000.000100',
      text: [0, 1, 2, 3, 4, 5, 6, 7].map(typed).join('\n'),
      eventId: 'EvRedis01',
    });
    await standIn.waitForUpload(60_000, (upload) => upload.channelId === channel);
    await expect.poll(() => jobCount(first, 'list', 'completed'), { timeout: 30_000 }).toBe(1);
    // The other instance reads the same watch: its owner's Home tab there names the list.
    await homeOpened(second, owner, 'EvRedisHome');
    const home = await standIn.waitForCall('views.publish', 10_000, (c) => c.body.user_id === owner);
    expect(JSON.stringify(home.body.view)).toContain(`${typed(0)} · until`);

    sample.replaceCatalogue(edited(base, { skus: [0, 2, 30] }));
    // Refresh pressed on both at once: one refresh (the later press joins it), one DM to the admin;
    // its notices, added on either instance, tell the list once.
    const refreshes = await Promise.all(
      apps.map((app, i) => slashCommand(app, standIn, admin, 'refresh', `redis-refresh-${i}`)),
    );
    expect(refreshes.map((response) => response.status)).toEqual([200, 200]);
    await expect.poll(() => adminDms().length, { timeout: 60_000 }).toBe(1);
    const checked = apps.flatMap((app) => logEntries(app, 'Watched lists checked against a refresh'));
    const notices = checked.reduce((sum, entry) => sum + Number(entry.lists), 0);
    expect(notices).toBeGreaterThanOrEqual(1);
    // Every notice done (on either instance, counted across both): then nothing more is posted.
    await expect.poll(() => jobCount(first, 'watchNotice', 'completed'), { timeout: 30_000 }).toBe(notices);
    expect(changeMessages(standIn, channel)).toHaveLength(1);
    expect(linesNamed(changeMessages(standIn, channel)[0])).toEqual([1, 3]);
    expect(JSON.stringify(changeMessages(standIn, channel)[0]?.body.blocks)).toContain(newSku(2));
    expect(uploadsIn(standIn, channel)).toHaveLength(2);
    expect(postsIn(standIn, channel)).toHaveLength(2);
    // The Slack List: one items.update, of the two changed lines' items.
    const [slackList] = standIn.slackLists;
    const items = [...(slackList?.items.keys() ?? [])];
    expect(standIn.callsTo('slackLists.items.update')).toHaveLength(1);
    expect([...(slackList?.updates[0] ?? [])].sort()).toEqual([items[0], items[2]].sort());
  }, 180_000);
});
