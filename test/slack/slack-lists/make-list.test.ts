/**
 * A Slack List made once per job (slack-lists/make-list.ts), through the app's Lists client on the
 * Slack stand-in, its watch store in SQLite, and the job checkpoint's real `once` over a record
 * store that loses its disk right after `slackLists.create` answered (as a crash there would):
 * the next run finds the List that run made, by its name, and makes no second one; it shares and
 * fills that one, and it is whole.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCheckpoint } from '../../../src/jobs/checkpoint.js';
import { createLogger } from '../../../src/log/logger.js';
import { appJobKinds } from '../../../src/slack/jobs/kinds.js';
import { boltLogger } from '../../../src/slack/runtime/bolt-logger.js';
import { createSlackClients } from '../../../src/slack/runtime/slack-clients.js';
import { createSlackLists } from '../../../src/slack/slack-lists/slack-lists.js';
import { openSqliteState } from '../../../src/state/sqlite/sqlite-state.js';
import { sqliteWatchStore } from '../../../src/state/sqlite/watched-list-store.js';
import type { AppState } from '../../../src/state/store.js';
import type { WatchedLine } from '../../../src/watched-lists/lines.js';
import { botToken, type SlackStandIn, startSlackStandIn } from '../../support/slack-api.js';
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

describe('a Slack List whose create was not recorded (the run died right after it)', () => {
  it('is found by the next run and finished, never made twice', async () => {
    if (!state.database) throw new Error('no SQLite database');
    const clients = createSlackClients({ apiUrl: standIn.apiUrl, botToken, logger: boltLogger(logger) });
    const lists = createSlackLists({
      client: clients.slackLists(),
      store: sqliteWatchStore(state.database),
      logger,
    });
    const records = new Map<string, string>();
    let diskGone = false;
    let crashes = 1;
    const recordStore = {
      read: async () => new Map(records),
      write: async (_id: string, name: string, value: string) => {
        // The disk goes as create's answer is recorded: that record and every later one are lost.
        if (name === 'once:slack-list-create' && value.includes('done') && crashes-- > 0) diskGone = true;
        if (diskGone) throw new Error('the disk went away');
        records.set(name, value);
      },
    };
    const list = {
      jobId: 'job-0001-made-once',
      createdAt: Date.now(),
      name: 'tender.csv',
      owner: 'U0OWNER1',
      language: 'en' as const,
      lines,
    };
    const first = await readCheckpoint(recordStore, list.jobId, appJobKinds.list, logger);
    await expect(lists.create(list, first.once)).rejects.toThrow('could not be recorded');
    expect(standIn.slackLists).toHaveLength(1);
    expect(standIn.slackLists[0]?.items.size).toBe(0);

    diskGone = false;
    const second = await readCheckpoint(recordStore, list.jobId, appJobKinds.list, logger);
    const outcome = await lists.create(list, second.once);
    expect(standIn.callsTo('slackLists.create')).toHaveLength(1);
    expect(standIn.slackLists).toHaveLength(1);
    const [made] = standIn.slackLists;
    expect(outcome).toMatchObject({ kind: 'made', ref: { id: made?.id } });
    expect(made?.items.size).toBe(70);
    expect(made?.access).toEqual([{ level: 'write', users: ['U0OWNER1'] }]);
  });
});
