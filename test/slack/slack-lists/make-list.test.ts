/**
 * A Slack List made once per job (slack-lists/make-list.ts), through the app's Lists client on the
 * Slack stand-in, its watch store in SQLite, and the job checkpoint's real `once` over a record
 * store that loses its disk right after `slackLists.create` answered (as a crash there would):
 * the next run finds the List that run made, by its name, and makes no second one; it shares and
 * fills that one, and it is whole. A run that died after a batch's items, before its record: the
 * next removes those items and makes the batch again, no line twice; so does the run after one
 * the instance's stop cut short (the List left as it was, not deleted). Without lists:read (items
 * not listed: `missing_scope`) that List alone fails and goes; Lists are not switched off. The
 * List is found past the first page of the bot's files (150 other Lists made since).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCheckpoint } from '../../../src/jobs/checkpoint.js';
import { createLogger } from '../../../src/log/logger.js';
import { appJobKinds } from '../../../src/slack/jobs/kinds.js';
import { boltLogger } from '../../../src/slack/runtime/bolt-logger.js';
import { createSlackClients } from '../../../src/slack/runtime/slack-clients.js';
import {
  createSlackLists,
  type SlackLists,
  type SlackListToMake,
} from '../../../src/slack/slack-lists/slack-lists.js';
import { openSqliteState } from '../../../src/state/sqlite/sqlite-state.js';
import { sqliteWatchStore } from '../../../src/state/sqlite/watched-list-store.js';
import type { AppState } from '../../../src/state/store.js';
import type { WatchedLine } from '../../../src/watched-lists/lines.js';
import { botToken, type SlackStandIn, startSlackStandIn, teamId } from '../../support/slack-api.js';
import type { StandInList } from '../../support/slack-lists.js';
import { tempDirs } from '../../support/temp-dirs.js';

const tempDir = tempDirs('cf-make-list-');
const logger = createLogger({ level: 'silent' });

let standIn: SlackStandIn;
let state: AppState;
beforeAll(async () => {
  standIn = await startSlackStandIn();
  state = openSqliteState(await tempDir(), { logger, lookupLogDays: 90 });
});
afterAll(async () => {
  await state?.close();
  await standIn?.close();
});

const lines: WatchedLine[] = Array.from({ length: 70 }, (_, i) => ({
  line: {
    number: i + 1,
    typed: `Daikin FTXM${i}R`,
    query: `Daikin FTXM${i}R`,
    quantity: 1,
    quantityGiven: false,
  },
  outcome: { status: 'not_found', skus: [], candidates: [], warnings: [] },
}));

/**
 * A job record store whose disk goes as `record` is first written done: that record and every
 * later write of that run are lost (the run then fails to start its next step, as a crash there).
 * `revive()` brings the disk back for the next run.
 */
function dyingRecordStore(record: string) {
  const records = new Map<string, string>();
  let diskGone = false;
  let crashes = 1;
  return {
    read: async () => new Map(records),
    write: async (_id: string, name: string, value: string) => {
      if (name === record && value.includes('done') && crashes-- > 0) diskGone = true;
      if (diskGone) throw new Error('the disk went away');
      records.set(name, value);
    },
    revive: () => {
      diskGone = false;
    },
  };
}

const watchStore = () => {
  if (!state.database) throw new Error('no SQLite database');
  return sqliteWatchStore(state.database);
};

const newLists = () => {
  const clients = createSlackClients({ apiUrl: standIn.apiUrl, botToken, logger: boltLogger(logger) });
  return createSlackLists({ client: clients.slackLists(), store: watchStore(), logger });
};

type Records = Parameters<typeof readCheckpoint>[0];

/** One run of the job making `list`'s List, over what earlier runs recorded in `records`. */
async function run(lists: SlackLists, records: Records, list: SlackListToMake, signal?: AbortSignal) {
  const { once } = await readCheckpoint(records, list.jobId, appJobKinds.list, logger);
  return lists.create(list, once, signal);
}

/** A first run that dies as `records` loses its disk: the List it left (the last one made). */
async function diedRun(lists: SlackLists, records: Records, list: SlackListToMake) {
  await expect(run(lists, records, list)).rejects.toThrow('could not be recorded');
  return standIn.slackLists.at(-1);
}

/** The lines a List's items hold, as typed (its first cell): a line made twice counts once. */
const linesIn = (made: StandInList | undefined) =>
  new Set([...(made?.items.values() ?? [])].map((cells) => JSON.stringify([...cells.values()][0])));

const listOf = (jobId: string, count: number) => ({
  jobId,
  createdAt: Date.now(),
  name: 'tender.csv',
  owner: 'U0OWNER1',
  language: 'en' as const,
  lines: lines.slice(0, count),
});

describe('a Slack List whose create was not recorded (the run died right after it)', () => {
  it('is found by the next run and finished, never made twice', async () => {
    const lists = newLists();
    const records = dyingRecordStore('once:slack-list-create');
    const list = listOf('job-0001-made-once', 70);
    const made = await diedRun(lists, records, list);
    expect(made?.items.size).toBe(0);
    const creates = standIn.callsTo('slackLists.create').length;

    records.revive();
    const outcome = await run(lists, records, list);
    expect(standIn.callsTo('slackLists.create')).toHaveLength(creates);
    expect(standIn.slackLists.filter((each) => each.name.includes('job-0001'))).toHaveLength(1);
    expect(outcome).toMatchObject({ kind: 'made', ref: { id: made?.id } });
    expect(made?.items.size).toBe(70);
    expect(made?.access).toEqual([{ level: 'write', users: ['U0OWNER1'] }]);
  });
});

describe('a Slack List whose create was not recorded, 150 other Lists of the bot made since', () => {
  it('is found past the first page of the bot’s files, never made twice', async () => {
    const lists = newLists();
    const records = dyingRecordStore('once:slack-list-create');
    const list = listOf('job-0005-page-two', 3);
    const made = await diedRun(lists, records, list);
    const client = createSlackClients({ apiUrl: standIn.apiUrl, botToken, logger: boltLogger(logger) });
    for (let i = 0; i < 150; i++) await client.slackLists().slackLists.create({ name: `another list ${i}` });
    const creates = standIn.callsTo('slackLists.create').length;

    records.revive();
    const outcome = await run(lists, records, list);
    expect(standIn.callsTo('slackLists.create')).toHaveLength(creates);
    expect(standIn.slackLists.filter((each) => each.name.includes('job-0005'))).toHaveLength(1);
    expect(outcome).toMatchObject({ kind: 'made', ref: { id: made?.id } });
    expect(made?.items.size).toBe(3);
  });
});

describe('a Slack List whose batch was not recorded (the run died after making its items)', () => {
  it('has that batch’s items removed and made again: whole, no line twice', async () => {
    const lists = newLists();
    const records = dyingRecordStore('once:slack-list-items:0');
    const list = listOf('job-0002-batch-again', 70);
    const made = await diedRun(lists, records, list);
    expect(made?.items.size).toBe(50);

    records.revive();
    const outcome = await run(lists, records, list);
    expect(outcome).toMatchObject({ kind: 'made', ref: { id: made?.id } });
    expect(made?.items.size).toBe(70);
    expect(
      standIn.callsTo('slackLists.items.deleteMultiple').filter((c) => c.body.list_id === made?.id),
    ).toHaveLength(1);
    expect(linesIn(made).size).toBe(70);
  });
});

describe('a Slack List being filled when the instance stops', () => {
  it('is left as it is (not deleted), and the next run finishes it: whole, no line twice', async () => {
    const lists = newLists();
    const records = dyingRecordStore('never');
    const list = listOf('job-0003-stopped', 70);
    const stopping = new AbortController();
    let items = 0;
    standIn.answer('slackLists.items.create', (call, standard) => {
      if (++items === 60) stopping.abort();
      return standard(call);
    });
    await expect(run(lists, records, list, stopping.signal)).rejects.toThrow('stopping');
    const made = standIn.slackLists.at(-1);
    expect(made?.deleted).toBe(false);
    expect(made?.items.size).toBe(60);

    const outcome = await run(lists, records, list, new AbortController().signal);
    expect(outcome).toMatchObject({ kind: 'made', ref: { id: made?.id } });
    expect(made?.items.size).toBe(70);
    expect(linesIn(made).size).toBe(70);
  });
});

describe('a half-made batch whose items cannot be listed (a token without lists:read)', () => {
  it('fails that List alone (deleted); the workspace is not said to refuse Lists', async () => {
    const lists = newLists();
    const records = dyingRecordStore('once:slack-list-items:0');
    const list = listOf('job-0004-no-lists-read', 70);
    const made = await diedRun(lists, records, list);

    records.revive();
    standIn.grantScopes(['files:write', 'lists:write']);
    try {
      const outcome = await run(lists, records, list);
      expect(standIn.callsTo('slackLists.items.list').at(-1)?.body.list_id).toBe(made?.id);
      expect(outcome).toEqual({ kind: 'removed', done: 0, total: 70 });
      expect(made?.deleted).toBe(true);
      expect(await watchStore().listsRefused(teamId, Date.now())).toBe(false);
    } finally {
      standIn.grantScopes(['files:write', 'lists:read', 'lists:write']);
    }
  });
});
