/**
 * One truth with several instances (issue 34), for real: three app processes on one Redis,
 * `/controller refresh` pressed on all three at once, ten times over a changing catalogue: one
 * digest per change, every instance answers the newest SKU, never an older one, and a watched list
 * naming the ten changed units is told once per change (one message, one CSV, one update of the
 * changed line's Slack List item); a digest
 * whose CSV upload fails is posted once; then two instances killed one after the other in the
 * middle of a refresh: one whole copy, one digest.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppProcess } from '../support/app-process.js';
import { directMessage } from '../support/app-requests.js';
import { jobCount, logEntries, postsIn, uploadsIn } from '../support/durable-jobs.js';
import { changeMessages, linesNamed } from '../support/list-watch.js';
import { openRefreshRace, type RaceRound, type RefreshRace } from '../support/refresh-race.js';

let race: RefreshRace;

beforeAll(async () => {
  // Lists watched (processEnv turns them off): one list is watched through the rounds.
  race = await openRefreshRace({ instances: 3, env: { LIST_WATCH_DAYS: '90' } });
}, 180_000);

afterAll(async () => {
  await race?.close();
});

/** The copy every live instance serves: whole, and the same version on each. */
async function sameCopyEverywhere(): Promise<string> {
  const seen = await Promise.all(race.live.map((app) => race.health(app)));
  const ats = new Set(seen.map((health) => (health?.complete ? health.at : 'incomplete')));
  return ats.size === 1 ? ([...ats][0] ?? '') : 'differing';
}

/** Waits until every live instance serves a copy made after `before`; gives its time. */
async function newCopyEverywhere(before: string): Promise<string> {
  await expect
    .poll(
      async () => {
        const now = await sameCopyEverywhere();
        return now !== before && now !== 'differing' && now !== 'incomplete';
      },
      { timeout: 60_000, interval: 200 },
    )
    .toBe(true);
  return sameCopyEverywhere();
}

/** The reply names the round's new SKU and not the one it replaced. */
async function answersNewest(app: AppProcess, round: RaceRound): Promise<void> {
  const text = await race.ask(app, round);
  expect(text).toContain(round.sku);
  expect(text).not.toMatch(new RegExp(`${round.previousSku}(?!R2)`));
}

const listChannel = 'D0RACELIST';

/** A list whose line `i` names round i's unit, answered (and made a Slack List) by one instance. */
async function watchRoundUnits(): Promise<void> {
  const [first] = race.live;
  if (!first) throw new Error('no instance');
  const lines = race.roundUnits(10).map((unit) => `${unit.brandName} ${unit.designation}`);
  await directMessage(first, {
    userId: 'U0RACELIST',
    channel: listChannel,
    ts: '1700400000.000100',
    text: lines.join('\n'),
    eventId: 'EvRaceList',
  });
  await race.standIn.waitForUpload(60_000, (upload) => upload.channelId === listChannel);
  await expect.poll(() => race.standIn.slackLists[0]?.items.size, { timeout: 30_000 }).toBe(10);
}

const noticesAdded = () =>
  race.live
    .flatMap((app) => logEntries(app, 'Watched lists checked against a refresh'))
    .reduce((sum, entry) => sum + Number(entry.lists), 0);

/** After round `i`'s refresh: every notice added done, then the list was told of line `i` once. */
async function listToldOnce(i: number, addedBefore: number): Promise<number> {
  await expect.poll(() => race.refreshedDms().length, { timeout: 60_000, interval: 100 }).toBe(i);
  const [first] = race.live;
  if (!first) throw new Error('no instance');
  // The round's refresh added notices (on any instance), and every notice added is done.
  await expect
    .poll(
      async () => {
        const added = noticesAdded();
        return added > addedBefore && (await jobCount(first, 'watchNotice', 'completed')) === added;
      },
      { timeout: 60_000, interval: 200 },
    )
    .toBe(true);
  const told = changeMessages(race.standIn, listChannel);
  expect(told).toHaveLength(i);
  expect(linesNamed(told.at(-1))).toEqual([i]);
  // The answer's progress line, then one message per change: nothing else.
  expect(postsIn(race.standIn, listChannel)).toHaveLength(1 + i);
  expect(uploadsIn(race.standIn, listChannel)).toHaveLength(1 + i);
  const [slackList] = race.standIn.slackLists;
  const items = [...(slackList?.items.keys() ?? [])];
  expect(race.standIn.callsTo('slackLists.items.update')).toHaveLength(i);
  expect(slackList?.updates.at(-1)).toEqual([items[i - 1]]);
  return noticesAdded();
}

describe('a refresh pressed on three instances at once', () => {
  it('gives one digest per change, every instance the newest SKUs, a watched list one notice, ten times over', async () => {
    await expect.poll(sameCopyEverywhere, { timeout: 90_000, interval: 250 }).toMatch(/Z$/);
    let copyAt = await sameCopyEverywhere();
    await watchRoundUnits();
    let notices = noticesAdded();
    const rounds: RaceRound[] = [];
    for (let i = 1; i <= 10; i++) {
      const round = race.change(i);
      rounds.push(round);
      expect(await race.pressRefreshEverywhere(`r${i}`)).toEqual([200, 200, 200]);
      await expect.poll(() => race.digests().length, { timeout: 60_000, interval: 100 }).toBe(i);
      copyAt = await newCopyEverywhere(copyAt);
      expect(String(race.digests().at(-1)?.body.text)).toContain('with another SKU: 1');
      for (const app of race.live) await answersNewest(app, round);
      notices = await listToldOnce(i, notices);
    }
    // Every change told once, each in its own digest.
    const texts = race.digests().map((call) => JSON.stringify(call.body.blocks));
    expect(texts).toHaveLength(10);
    for (const [i, round] of rounds.entries()) expect(texts[i]).toContain(round.designation);
    // No refresh made an older snapshot current since: every instance still on the last copy.
    expect(await sameCopyEverywhere()).toBe(copyAt);
  }, 600_000);

  it("posts a digest once when its CSV's upload fails", async () => {
    const told = race.digests().length;
    const done = race.refreshedDms().length;
    // 25 units with other warnings and one with another SKU: more than the digest shows, a CSV follows.
    race.change(11, { warnings: 25 });
    race.standIn.answer('files.completeUploadExternal', () => ({ ok: false, error: 'internal_error' }));
    await race.pressRefreshEverywhere('csv');
    await expect.poll(() => race.refreshedDms().length, { timeout: 60_000, interval: 100 }).toBe(done + 1);
    expect(race.standIn.callsTo('files.completeUploadExternal').length).toBeGreaterThan(0);
    expect(race.digests()).toHaveLength(told + 1);
    expect(String(race.digests().at(-1)?.body.text)).toContain('with other warnings: 25');
    race.standIn.answer('files.completeUploadExternal', (call, standard) => standard(call));
  }, 120_000);

  it('makes one whole copy and one digest when two instances are killed one after the other', async () => {
    const before = await sameCopyEverywhere();
    const told = race.digests().length;
    const round = race.change(12);
    race.sample.resetCounters();
    race.sample.setLatency(40);
    const runs = race.refreshRuns();
    await race.pressRefreshEverywhere('k');
    for (let kill = 0; kill < 2; kill++) {
      const from = race.sample.callCount('/iumodels/');
      await expect.poll(() => race.runningRefresh(runs), { timeout: 60_000, interval: 100 }).toBeDefined();
      const running = race.runningRefresh(runs);
      if (!running) throw new Error('no instance runs the refresh');
      // Killed half-way through what is left to read.
      await expect
        .poll(() => race.sample.callCount('/iumodels/'), { timeout: 60_000, interval: 50 })
        .toBeGreaterThan(from + 20);
      await race.kill(running);
      expect(race.digests()).toHaveLength(told);
    }
    race.sample.setLatency(0);
    expect(race.live).toHaveLength(1);
    await expect.poll(() => race.digests().length, { timeout: 90_000, interval: 100 }).toBe(told + 1);
    await newCopyEverywhere(before);
    const [survivor] = race.live;
    if (!survivor) throw new Error('no instance left');
    expect((await race.health(survivor))?.complete).toBe(true);
    await answersNewest(survivor, round);
    expect(String(race.digests().at(-1)?.body.text)).toContain('with another SKU: 1');
  }, 300_000);
});
