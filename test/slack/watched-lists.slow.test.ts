/**
 * Watched lists through the real app as `npm start` runs it (a child process, SQLite in DATA_DIR,
 * the Slack stand-in and the sample catalogue in this process, the catalogue changing under the
 * app and read again by `/controller refresh`), acceptance of issues 31 and 34: a 30-line list
 * answered (and made a Slack List); 5 of its units change among 7 catalogue changes; after the
 * refresh one message in the list's DM naming exactly those 5, with an updated CSV carrying their
 * new SKUs, and the Slack List's 5 items updated, no other; a second refresh with no change:
 * silence; a unit's SKU W1 → W7 → W1: told twice, its item updated twice, the list left at W1;
 * `unwatch_list`: the next change is not told; a workspace refusing Lists: the same messages, no
 * error shown, and Lists not asked again; the owner's Home tab names their DM lists with the day
 * each watch ends, and stops one; a list answered in French (the market then copied in French too)
 * is told of a SKU change once, in French.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { actionIds } from '../../src/slack/blocks/ids.js';
import { type AppProcess, buildApp, startApp } from '../support/app-process.js';
import { directMessage, homeOpened, processEnv, slashCommand } from '../support/app-requests.js';
import { csvLineRows, jobCount, logEntries, postsIn, updatesIn, uploadsIn } from '../support/durable-jobs.js';
import { catalogueEdits, changeMessages, linesNamed } from '../support/list-watch.js';
import { type SampleServer, startSampleServer } from '../support/sample-server.js';
import { type SlackStandIn, startSlackStandIn, teamId } from '../support/slack-api.js';
import { localesByIdStart, signingSecret } from '../support/slack-app.js';
import { cellText } from '../support/slack-lists.js';
import { homeButton, messageClick } from '../support/slack-payloads.js';
import { payloadForm, postSigned } from '../support/slack-signer.js';

const admin = 'UADMIN001';
const market = 'ES';
let main: string;
let dir: string;
let standIn: SlackStandIn;
let sample: SampleServer;
let app: AppProcess;

const { base, edited, typed, newSku } = catalogueEdits(market);

beforeAll(async () => {
  main = await buildApp();
  dir = await mkdtemp(join(tmpdir(), 'cf-watch-'));
  standIn = await startSlackStandIn();
  sample = await startSampleServer();
  app = await startApp(
    main,
    processEnv(standIn, sample, {
      DATA_DIR: dir,
      CATALOGUE_MARKET: market,
      CATALOGUE_MARKETS: market,
      CATALOGUE_REFRESH_HOURS: '6',
      CATALOGUE_REFRESH_RATE: '2000',
      ADMIN_USER_IDS: admin,
      LIST_WATCH_DAYS: '90',
      JOB_RETRY_BACKOFF_MS: '100',
    }),
    dir,
  );
  const health = async () =>
    (
      (await (await fetch(`${app.baseUrl}/healthz`)).json()) as {
        catalogue?: Record<string, { complete: boolean }>;
      }
    ).catalogue?.[market]?.complete;
  await vi.waitFor(
    async () => {
      if (!(await health())) throw new Error('the first copy is not whole yet');
    },
    { timeout: 60_000, interval: 200 },
  );
}, 120_000);

afterAll(async () => {
  await app?.stop('SIGKILL');
  await standIn?.close();
  await sample?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const adminDms = () =>
  standIn
    .callsTo('chat.postMessage')
    .filter((call) => String(call.body.text).includes('catalogue copy is refreshed'));
let refreshes = 0;
/** `/controller refresh` by the admin, resolved once they are told it is done: the refresh finished. */
async function refresh(): Promise<void> {
  const told = adminDms().length;
  refreshes += 1;
  expect((await slashCommand(app, standIn, admin, 'refresh', `refresh-${refreshes}`)).status).toBe(200);
  await expect.poll(() => adminDms().length, { timeout: 60_000 }).toBe(told + 1);
}

/** The app's notice jobs, whatever their state (finished ones are kept a day). */
const noticeJobs = async () => {
  const states = ['waiting', 'active', 'completed', 'failed'];
  const counts = await Promise.all(states.map((state) => jobCount(app, 'watchNotice', state)));
  return counts.reduce((sum, count) => sum + count, 0);
};

/** The catalogue the Lists-refused test leaves served (the French list's change is made over it). */
const lastCatalogue = edited(
  edited(edited(base, { skus: [3, 7, 11, 40, 41], removed: [15], warned: [20] }), { skus: [5] }),
  { skus: [52] },
);

const sendList = (owner: string, channel: string, lines: string[]) =>
  directMessage(app, {
    userId: owner,
    channel,
    ts: '1700200000.000100',
    text: lines.join('\n'),
    eventId: `Ev${channel}`,
  });
describe('a list answered on an app keeping the catalogue copy', () => {
  const owner = 'U0WATCH01';
  const channel = 'D0WATCH01';
  const listed = Array.from({ length: 30 }, (_, i) => i);
  // 5 of the list's units change (3 SKUs, 1 removed, 1 warning), and 2 units not in it.
  const change = { skus: [3, 7, 11, 40, 41], removed: [15], warned: [20] };
  const changedLines = [4, 8, 12, 16, 21];

  it('is answered as a Slack List of its lines, shared with its owner and linked from the answer', async () => {
    await sendList(owner, channel, listed.map(typed));
    await standIn.waitForUpload(60_000, (upload) => upload.channelId === channel);
    const shared = await standIn.waitForCall('slackLists.access.set', 30_000);
    const [slackList] = standIn.slackLists;
    expect(shared.body).toMatchObject({ list_id: slackList?.id, access_level: 'write', user_ids: [owner] });
    expect(slackList?.columns.map((column) => column.name)).toEqual([
      'As typed',
      'Quantity',
      'Brand',
      'Model',
      'Controller type',
      'SKU',
      'Status',
    ]);
    const link = `lists/${teamId}/${slackList?.id}`;
    await expect
      .poll(
        () =>
          updatesIn(standIn, channel, 'List of 30 units').some((c) =>
            JSON.stringify(c.body.blocks).includes(link),
          ),
        { timeout: 10_000 },
      )
      .toBe(true);
    // Shared first, then filled: linked once whole.
    expect(slackList?.items.size).toBe(30);
    expect(JSON.stringify(updatesIn(standIn, channel, 'List of 30 units').at(-1)?.body.blocks)).toContain(
      actionIds.unwatchList,
    );
    // Its owner's Home tab names it (answered in their DM), with the day its watch ends.
    await homeOpened(app, owner, 'EvHome01');
    const home = await standIn.waitForCall('views.publish', 10_000, (c) => c.body.user_id === owner);
    expect(JSON.stringify(home.body.view)).toContain('*Watched lists*');
    expect(JSON.stringify(home.body.view)).toContain(`${typed(0)} · until <!date^`);
  }, 90_000);

  it('after a refresh changing 5 of its units among 7, tells once in its DM: those 5 lines, the updated CSV, their items', async () => {
    sample.replaceCatalogue(edited(base, change));
    await refresh();
    const [told] = await expect
      .poll(() => changeMessages(standIn, channel), { timeout: 30_000 })
      .toHaveLength(1)
      .then(() => changeMessages(standIn, channel));
    expect(String(told?.body.text)).toContain('The catalogue changed 5 lines of your list');
    expect(linesNamed(told).sort((a, b) => a - b)).toEqual(changedLines);
    for (const index of [3, 7, 11]) expect(JSON.stringify(told?.body.blocks)).toContain(newSku(index));
    // The unit removed: its line, answered again, is now a choice between the units left.
    expect(JSON.stringify(told?.body.blocks)).toContain(`Line 16: ${typed(15)} → answered → *choose*`);
    expect(JSON.stringify(told?.body.blocks)).toContain('new warning: Needs firmware 2.1 or later.');

    const csv = await standIn.waitForUpload(30_000, (upload) => upload.channelId === channel, 2);
    const rows = csvLineRows(csv.content);
    expect(rows).toHaveLength(30);
    const marked = rows.flatMap((row, i) => (row.endsWith(',changed') ? [i + 1] : []));
    expect(marked).toEqual(changedLines);
    for (const index of [3, 7, 11]) expect(rows[index]).toContain(newSku(index));
    expect(rows[15]).toContain(',choose,');

    const [slackList] = standIn.slackLists;
    const items = [...(slackList?.items.keys() ?? [])];
    await expect.poll(() => slackList?.updates.length, { timeout: 10_000 }).toBe(1);
    expect([...(slackList?.updates[0] ?? [])].sort()).toEqual(changedLines.map((n) => items[n - 1]).sort());
    const skuColumn = slackList?.columns.find((column) => column.key === 'sku')?.id ?? '';
    expect(cellText(slackList?.items.get(items[3] ?? '')?.get(skuColumn))).toContain(newSku(3));
    expect(uploadsIn(standIn, channel)).toHaveLength(2);
  }, 90_000);

  it('hears nothing from a refresh that changed nothing', async () => {
    const posts = postsIn(standIn, channel).length;
    const notices = await noticeJobs();
    expect(notices).toBeGreaterThan(0); // the last refresh's, counted
    await refresh();
    // No notice added by the refresh (one would be added before the admin is told): none to come.
    expect(await noticeJobs()).toBe(notices);
    expect(postsIn(standIn, channel)).toHaveLength(posts);
    expect(uploadsIn(standIn, channel)).toHaveLength(2);
    expect(standIn.slackLists[0]?.updates).toHaveLength(1);
  }, 90_000);

  it('told W1 → W7 → W1 twice, each time the changed line and its item once, and left at W1', async () => {
    const line = 10;
    const shown = (csv: Buffer) => csvLineRows(csv)[line - 1] ?? '';
    const before = shown(
      (await standIn.waitForUpload(1000, (upload) => upload.channelId === channel, 2)).content,
    );
    const [slackList] = standIn.slackLists;
    const item = [...(slackList?.items.keys() ?? [])][line - 1];
    for (const [step, catalogue] of [
      edited(edited(base, change), { skus: [9] }),
      edited(base, change),
    ].entries()) {
      sample.replaceCatalogue(catalogue);
      await refresh();
      await expect.poll(() => changeMessages(standIn, channel).length, { timeout: 30_000 }).toBe(2 + step);
      expect(linesNamed(changeMessages(standIn, channel).at(-1))).toEqual([line]);
      await expect.poll(() => slackList?.updates.length, { timeout: 10_000 }).toBe(2 + step);
      expect(slackList?.updates.at(-1)).toEqual([item]);
    }
    const [w7, w1] = changeMessages(standIn, channel).slice(1);
    expect(JSON.stringify(w7?.body.blocks)).toContain(`*${newSku(9)}*`);
    expect(JSON.stringify(w1?.body.blocks)).toContain(`${newSku(9)} → *`);
    const csv = await standIn.waitForUpload(30_000, (upload) => upload.channelId === channel, 4);
    // The row as it was before W7, the SKU and all, now marked changed.
    expect(before.endsWith(',')).toBe(true);
    expect(shown(csv.content)).toBe(`${before}changed`);
    expect(uploadsIn(standIn, channel)).toHaveLength(4);
  }, 120_000);

  it('stops being watched with unwatch_list, said in one line: the next change is not told', async () => {
    const button = JSON.stringify(changeMessages(standIn, channel)[0]?.body.blocks);
    const listId = /"action_id":"unwatch_list","text":\{[^}]*\},"value":"([^"]+)"/.exec(button)?.[1];
    expect(listId).toBeDefined();
    const click = messageClick({
      user: { id: owner, username: 'sam', name: 'sam', team_id: teamId },
      responseUrl: standIn.responseUrl('unwatch'),
      actions: [
        { type: 'button', action_id: actionIds.unwatchList, block_id: 'w', value: listId, action_ts: '1.2' },
      ],
      ephemeral: false,
    });
    await postSigned(`${app.baseUrl}/slack/events`, signingSecret, { form: payloadForm(click) });
    const said = await standIn.waitForResponse('unwatch', 10_000);
    expect(said.body.text).toBe('I no longer watch this list for catalogue changes.');

    const checked = logEntries(app, 'Watched lists checked against a refresh').length;
    const posts = postsIn(standIn, channel).length;
    sample.replaceCatalogue(edited(edited(base, change), { skus: [5] }));
    await refresh();
    await expect
      .poll(() => logEntries(app, 'Watched lists checked against a refresh').length)
      .toBe(checked + 1);
    expect(logEntries(app, 'Watched lists checked against a refresh').at(-1)?.lists).toBe(0);
    expect(postsIn(standIn, channel)).toHaveLength(posts);
  }, 90_000);
});

describe('a list answered in a workspace that refuses Lists', () => {
  it('is told of a change by the same messages, with no error shown, and Lists are not asked again', async () => {
    standIn.refuseLists('permission_denied');
    const owner = 'U0WATCH02';
    const channel = 'D0WATCH02';
    const creates = standIn.callsTo('slackLists.create').length;
    await sendList(owner, channel, [50, 51, 52, 53, 54, 55, 56, 57].map(typed));
    await standIn.waitForUpload(60_000, (upload) => upload.channelId === channel);
    await expect
      .poll(() => standIn.callsTo('slackLists.create').length, { timeout: 10_000 })
      .toBe(creates + 1);

    sample.replaceCatalogue(lastCatalogue);
    await refresh();
    await expect.poll(() => changeMessages(standIn, channel).length, { timeout: 30_000 }).toBe(1);
    expect(linesNamed(changeMessages(standIn, channel)[0])).toEqual([3]);
    const csv = await standIn.waitForUpload(30_000, (upload) => upload.channelId === channel, 2);
    expect(csvLineRows(csv.content)[2]).toContain(newSku(52));
    // Nothing alarming anywhere: the progress line and the change message are all that was posted.
    expect(postsIn(standIn, channel)).toHaveLength(2);
    const answer = JSON.stringify(updatesIn(standIn, channel, 'List of 8 units'));
    expect(answer).not.toContain('lists/');
    expect(answer).not.toMatch(/wrong|error|failed/i);

    // Refused once: the next list in this workspace does not ask for a List again.
    await sendList(owner, 'D0WATCH03', [60, 61, 62, 63, 64, 65, 66, 67].map(typed));
    // Its job done (each of the three lists' jobs completed): it never asked for a List.
    await expect.poll(() => jobCount(app, 'list', 'completed'), { timeout: 60_000 }).toBe(3);
    expect(standIn.callsTo('slackLists.create')).toHaveLength(creates + 1);
    expect(uploadsIn(standIn, 'D0WATCH03')).toHaveLength(1);
    standIn.refuseLists(undefined);
  }, 120_000);

  it('stops watching from its owner’s Home tab, which is published again without it', async () => {
    const owner = 'U0WATCH02';
    await homeOpened(app, owner, 'EvHome02');
    const before = await standIn.waitForCall('views.publish', 10_000, (c) => c.body.user_id === owner);
    const values = [
      ...JSON.stringify(before.body.view).matchAll(/"action_id":"unwatch_list"[^}]*\},"value":"([^"]+)"/g),
    ];
    expect(values).toHaveLength(2);
    const published = standIn.callsTo('views.publish').length;
    const click = homeButton(owner, {
      actionId: actionIds.unwatchList,
      text: 'Stop watching',
      triggerId: '1.2.9',
    });
    const [action] = click.actions;
    await postSigned(`${app.baseUrl}/slack/events`, signingSecret, {
      form: payloadForm({ ...click, actions: [{ ...action, value: values[0]?.[1] }] }),
    });
    await expect.poll(() => standIn.callsTo('views.publish').length, { timeout: 10_000 }).toBe(published + 1);
    const after = JSON.stringify(standIn.callsTo('views.publish').at(-1)?.body.view);
    expect([...after.matchAll(/"action_id":"unwatch_list"/g)]).toHaveLength(1);
    expect(after).not.toContain(`"value":"${values[0]?.[1]}"`);
  });
});

describe('a list answered in French, the market copied in English and French', () => {
  it('is told once of a SKU change, in French, by the French version', async () => {
    standIn.answer('users.info', localesByIdStart({ U0FR: 'fr-FR' }));
    const owner = 'U0FRWATCH';
    const channel = 'D0WATCHFR';
    const frenchCopies = () => logEntries(app, 'Catalogue copy refreshed', { locale: 'fr' }).length;
    await sendList(owner, channel, [70, 71, 72, 73, 74, 75, 76, 77].map(typed));
    await standIn.waitForUpload(60_000, (upload) => upload.channelId === channel);
    // Asked in French: the market's French copy made (its first: nothing told).
    await expect.poll(frenchCopies, { timeout: 60_000 }).toBe(1);

    sample.replaceCatalogue(edited(lastCatalogue, { skus: [72] }));
    // Slower reads: the French copy is refreshed after the English version's notices ran.
    sample.setLatency(100);
    await refresh();
    sample.setLatency(0);
    expect(frenchCopies()).toBe(2);
    // Every notice added (by the English and the French versions) done: then nothing more is posted.
    const notices = logEntries(app, 'Watched lists checked against a refresh').reduce(
      (sum, entry) => sum + Number(entry.lists),
      0,
    );
    await expect.poll(() => jobCount(app, 'watchNotice', 'completed'), { timeout: 30_000 }).toBe(notices);
    const told = postsIn(standIn, channel).filter((call) =>
      String(call.body.text).startsWith('Le catalogue a changé'),
    );
    expect(told).toHaveLength(1);
    expect(String(told[0]?.body.text)).toContain('Le catalogue a changé 1 ligne de votre liste');
    expect(JSON.stringify(told[0]?.body.blocks)).toMatch(/Ligne 3\s?:/);
    expect(JSON.stringify(told[0]?.body.blocks)).toContain(newSku(72));
    expect(changeMessages(standIn, channel)).toHaveLength(0);
    expect(uploadsIn(standIn, channel)).toHaveLength(2);
  }, 120_000);
});
