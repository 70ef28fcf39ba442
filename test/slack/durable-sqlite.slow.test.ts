import { describe, expect, it } from 'vitest';
import { type AppProcess, startApp } from '../support/app-process.js';
import { directMessage, processEnv } from '../support/app-requests.js';
import {
  csvLineRows,
  durableServers,
  expectListAnsweredOnce,
  jobCount,
  logEntries,
  unitList,
  updatesIn,
  uploadsIn,
} from '../support/durable-jobs.js';
import { holds } from '../support/holds.js';
import { tempDirs } from '../support/temp-dirs.js';

const servers = durableServers();
const newDataDir = tempDirs('cf-durable-');
const start = async (dataDir: string) => {
  const env = processEnv(servers.standIn, servers.sample, {
    DATA_DIR: dataDir,
    JOB_RETRY_BACKOFF_MS: '100',
    CATALOGUE_TIMEOUT_MS: '500',
  });
  const app = await startApp(servers.main, env, dataDir);
  servers.apps.push(app);
  return app;
};
const sendList = (app: AppProcess, channel: string, text: string) =>
  directMessage(app, {
    userId: `U${channel.slice(1)}`,
    channel,
    ts: '1700100000.000100',
    text,
    eventId: `Ev${channel}`,
  });
/** Distinct units whose details the catalogue was asked for, from request `from` on. */
const detailsAsked = (from: number) =>
  new Set(servers.sample.requests.slice(from).flatMap((r) => /\/iumodels\/\d+/.exec(r.path) ?? [])).size;

describe('a list on SQLite whose app is killed', () => {
  it('(a) is finished by the app started again on the same DATA_DIR: one CSV of every line, the final counts', async () => {
    const channel = 'D0DURA001';
    const list = unitList(240);
    const dataDir = await newDataDir();
    const first = await start(dataDir);
    await sendList(first, channel, list.text);
    const progress = await servers.standIn.waitForCall(
      'chat.postMessage',
      15_000,
      (c) => c.body.channel === channel,
    );
    expect(progress.body.text).toBe('Looking up your list of 240 units…');
    const shown = await servers.standIn.waitForCall('chat.update', 60_000, (c) => c.body.channel === channel);
    const done = Number(/^Looked up (\d+) of 240…$/.exec(String(shown.body.text))?.[1]);
    expect(done).toBeGreaterThanOrEqual(24);
    // Nothing more answers, then the app dies in the middle of the list.
    servers.sample.injectFault({ kind: 'hang' });
    await first.stop('SIGKILL');
    servers.sample.clearFaults();

    const from = servers.sample.requests.length;
    const second = await start(dataDir);
    const final = await servers.standIn.waitForCall(
      'chat.update',
      90_000,
      (c) => c.body.channel === channel && String(c.body.text).startsWith('List of 240 units: '),
    );
    expect(final.body.ts).toBe(shown.body.ts);
    const upload = await servers.standIn.waitForUpload(30_000, (u) => u.channelId === channel);
    const rows = csvLineRows(upload.content);
    expect(rows).toHaveLength(240);
    for (const designation of list.designations) expect(rows.join('\n')).toContain(designation);
    expect(logEntries(second, 'Taking up a job whose instance died')).toHaveLength(1);
    // The lines checkpointed before the kill were not looked up again.
    expect(detailsAsked(from)).toBeLessThanOrEqual(240 - done);
    await expect.poll(() => jobCount(second, 'list', 'completed'), { timeout: 10_000 }).toBe(1);
    expectListAnsweredOnce(servers.standIn, channel, 'List of 240 units: ');
  }, 240_000);
});

describe('a list the catalogue keeps failing', () => {
  it('(d) tells its user after the last attempt, with the lines answered as a partial CSV', async () => {
    const channel = 'D0DURA004';
    const dataDir = await newDataDir();
    const app = await start(dataDir);
    await sendList(app, channel, unitList(60).text);
    await servers.standIn.waitForCall('chat.update', 60_000, (c) => c.body.channel === channel);
    servers.sample.injectFault({ kind: 'status', status: 503 });
    const notice = await servers.standIn.waitForCall(
      'chat.update',
      120_000,
      (c) => c.body.channel === channel && String(c.body.text).includes('could not finish'),
    );
    const told = /The (\d+) of 60 lines already looked up are in the file below, marked partial/.exec(
      String(notice.body.text),
    );
    expect(String(notice.body.text)).toContain(
      'I could not finish your list of 60 units: the catalogue did not answer for too long.',
    );
    const answered = Number(told?.[1]);
    expect(answered).toBeGreaterThan(0);
    expect(answered).toBeLessThan(60);
    const upload = await servers.standIn.waitForUpload(30_000, (u) => u.channelId === channel);
    expect(upload.filename).toMatch(/^controllers-partial-[0-9a-f-]{36}\.csv$/);
    expect(csvLineRows(upload.content)).toHaveLength(answered);
    // Told once, after three attempts.
    expect(logEntries(app, 'A job attempt failed; it will be tried again')).toHaveLength(2);
    expect(logEntries(app, 'A job failed for good')).toHaveLength(1);
    await expect.poll(() => jobCount(app, 'list', 'failed'), { timeout: 10_000 }).toBe(1);
    expect(updatesIn(servers.standIn, channel, 'could not finish')).toHaveLength(1);
    expect(uploadsIn(servers.standIn, channel)).toHaveLength(1);
  }, 240_000);
});

describe('a list run twice', () => {
  it('(e) gives one CSV and one final message when its app died between the upload and its record', async () => {
    const channel = 'D0DURA005';
    const dataDir = await newDataDir();
    const held = holds();
    // Slack takes the file, and its answer never reaches the first app.
    servers.standIn.answer('files.completeUploadExternal', async (call, standard) => {
      const answered = await standard(call);
      await held.hold('upload');
      return answered;
    });
    try {
      const first = await start(dataDir);
      await sendList(first, channel, unitList(6).text);
      await servers.standIn.waitForUpload(60_000, (u) => u.channelId === channel);
      await first.stop('SIGKILL');
      held.releaseAll();

      const second = await start(dataDir);
      await expect.poll(() => jobCount(second, 'list', 'completed'), { timeout: 60_000 }).toBe(1);
      expect(logEntries(second, 'Taking up a job whose instance died')).toHaveLength(1);
      expect(servers.standIn.callsTo('files.list').filter((c) => c.body.channel === channel)).toHaveLength(1);
      expectListAnsweredOnce(servers.standIn, channel, 'List of 6 units: ');
    } finally {
      held.releaseAll();
      servers.standIn.answer('files.completeUploadExternal', (call, standard) => standard(call));
    }
  }, 240_000);
});
