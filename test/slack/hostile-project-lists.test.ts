/**
 * Hostile list files over the real app as `npm start` runs it (a child process, SQLite in
 * DATA_DIR, the Slack stand-in and the sample catalogue in this process), acceptance of issue
 * 28 points 1 and 3:
 * - a 1 MB `.csv` whose first cell is `1`, a megabyte of spaces and `!`, shared in a DM, and
 *   a 1 MB `.txt` whose first line is a unit, `qty`, 500,000 spaces and `!` (then lines of
 *   short words), shared in three DMs at once: another user's `/controller daikin ftxm25r` is
 *   acked, and `/healthz` answers, while the files are read (before the first answer is
 *   posted), and the files' units are answered all the same;
 * - a CSV whose cells hide formulas after a line break (`Daikin FTXP60N⏎=1+2`) is answered
 *   with a CSV in which no cell starts with a formula character, read by a CSV parser or by a
 *   reader that splits at every line break.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppProcess, buildApp, startApp } from '../support/app-process.js';
import { processEnv, slashCommand } from '../support/app-requests.js';
import { type SampleServer, startSampleServer } from '../support/sample-server.js';
import { type SharedFileObject, type SlackStandIn, startSlackStandIn } from '../support/slack-api.js';
import { signingSecret } from '../support/slack-app.js';
import { eventEnvelope, postSigned } from '../support/slack-signer.js';

let standIn: SlackStandIn;
let sample: SampleServer;
let app: AppProcess;
let dataDir: string;
beforeAll(async () => {
  const main = await buildApp();
  standIn = await startSlackStandIn();
  sample = await startSampleServer({ host: '127.0.0.1', port: 0 });
  dataDir = await mkdtemp(join(tmpdir(), 'cf-hostile-project-lists-'));
  app = await startApp(main, processEnv(standIn, sample, { DATA_DIR: dataDir }), dataDir);
}, 120_000);
afterAll(async () => {
  await app?.stop('SIGKILL');
  await sample?.close();
  await standIn?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Just under the app's 1 MB download limit. */
const fileBytes = 1_040_000;

/** A DM sharing `file` with the app, as the Events API delivers it. */
function shareInDm(channel: string, file: SharedFileObject) {
  const ts = `1700300000.${channel.slice(-6)}`;
  const event = {
    type: 'message',
    subtype: 'file_share',
    channel,
    channel_type: 'im',
    user: `U${channel.slice(1)}`,
    text: '',
    ts,
    event_ts: ts,
    files: [file],
  };
  return postSigned(`${app.baseUrl}/slack/events`, signingSecret, {
    json: eventEnvelope(event, `Ev${channel}`),
  });
}

/** Resolves with when it settled (the stand-in's clock: performance.now() of this process). */
const settledAt = async <T>(work: Promise<T>) => {
  const value = await work;
  return { value, at: performance.now() };
};

/** The per-line rows of the answer CSV uploaded in `channel`. */
async function answerRows(channel: string): Promise<string[][]> {
  const upload = await standIn.waitForUpload(60_000, (u) => u.channelId === channel);
  const rows = parse(upload.content.toString('utf8').replace(/^\uFEFF/, ''), {
    relax_column_count: true,
  }) as string[][];
  const summary = rows.findIndex((row) => row.length === 1 && row[0] === '');
  return rows.slice(1, summary);
}

/**
 * Shares `content` as `name` in each DM of `channels` at once, and once the app has fetched them,
 * asks as another user and reads /healthz: both are answered before the first of the files'
 * answers is posted.
 */
async function othersServedWhileRead(channels: readonly string[], name: string, content: string) {
  expect(Buffer.byteLength(content)).toBeGreaterThan(1_000_000);
  expect(Buffer.byteLength(content)).toBeLessThanOrEqual(1024 * 1024);
  const files = channels.map(() => standIn.shareFile({ name, content }));
  const shared = await Promise.all(
    channels.map((channel, at) => shareInDm(channel, files[at] as SharedFileObject)),
  );
  expect(shared.map((reply) => reply.status)).toEqual(channels.map(() => 200));
  const fetched = (file: SharedFileObject) =>
    standIn.downloads.some((download) => download.fileId === file.id && download.served);
  await expect.poll(() => files.every(fetched), { timeout: 15_000, interval: 5 }).toBe(true);
  const [ack, health] = await Promise.all([
    settledAt(slashCommand(app, standIn, 'U0OTHER01', 'daikin ftxm25r', `r${channels[0]}`)),
    settledAt(fetch(`${app.baseUrl}/healthz`)),
  ]);
  const answers = await Promise.all(
    channels.map((channel) =>
      standIn.waitForCall('chat.postMessage', 60_000, (c) => c.body.channel === channel),
    ),
  );
  const firstAnswer = Math.min(...answers.map((answer) => answer.at));
  expect(ack.value.status).toBe(200);
  expect(health.value.status).toBe(200);
  expect(ack.at).toBeLessThan(firstAnswer);
  expect(health.at).toBeLessThan(firstAnswer);
}

describe('a 1 MB hostile list file shared in a DM', () => {
  it('.csv, first cell `1`, spaces, `!`: another user is acked and /healthz answers while it is read', async () => {
    const tail = '!,x\r\nDaikin,FTXM25R,2\r\n';
    const content = `1${' '.repeat(fileBytes - 1 - tail.length)}${tail}`;
    await othersServedWhileRead(['D0HOSTCSV'], 'hostile.csv', content);
    const rows = await answerRows('D0HOSTCSV');
    expect(rows.map((row) => [row[1], row[2], row[4], row[7]])).toEqual([
      ['Daikin,FTXM25R,2', '2', 'FTXM25R', 'answered'],
    ]);
  }, 120_000);

  it('.txt, `<unit> qty`, 200,000 spaces, `!`: another user is acked and /healthz answers while it is read', async () => {
    const hostile = `Daikin FTXM25R qty${' '.repeat(500_000)}!\n`;
    const tail = 'Daikin FTXM35R x2\n';
    const filler = `${'a1 '.repeat(60)}\n`;
    const content =
      hostile + filler.repeat(Math.floor((fileBytes - hostile.length - tail.length) / filler.length)) + tail;
    const channels = ['D0HOSTTX1', 'D0HOSTTX2', 'D0HOSTTX3'];
    await othersServedWhileRead(channels, 'hostile.txt', content);
    for (const channel of channels) {
      const rows = await answerRows(channel);
      expect(rows.map((row) => [row[1], row[2], row[4], row[7]])).toEqual([
        ['Daikin FTXM25R qty !', '1', 'FTXM25R', 'answered'],
        ['Daikin FTXM35R x2', '2', 'FTXM35R', 'answered'],
      ]);
    }
  }, 120_000);
});

describe('a CSV whose cells hide formulas after a line break', () => {
  it('is answered with a CSV in which no cell starts with a formula character, however it is read', async () => {
    const content =
      '"Daikin FTXP60N\n=1+2"\r\n"Daikin FTXM25R\n=HYPERLINK(""http://x"")"\r\n"\n+SUM(1)\nDaikin FTXM35R"\r\n';
    const file = standIn.shareFile({ name: 'formulas.csv', content });
    expect((await shareInDm('D0FORMULA', file)).status).toBe(200);
    const upload = await standIn.waitForUpload(60_000, (u) => u.channelId === 'D0FORMULA');
    const text = upload.content.toString('utf8').replace(/^\uFEFF/, '');
    const parsed = (parse(text, { relax_column_count: true }) as string[][]).flat();
    const byLine = text.split(/\r\n|\r|\n/).flatMap((line) => line.split(','));
    const formulaStart = /^"?[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
    expect(parsed).toContain('Daikin FTXM25R =HYPERLINK("http://x")');
    expect(parsed).toContain("'+SUM(1) Daikin FTXM35R");
    expect(parsed.filter((cell) => formulaStart.test(cell))).toEqual([]);
    expect(byLine.filter((cell) => formulaStart.test(cell))).toEqual([]);
  }, 120_000);
});
