/**
 * A hostile spreadsheet against the real app as `npm start` runs it (a child process with its
 * own temp folder, the Slack stand-in and the sample catalogue in this process), acceptance of
 * issue 28 for spreadsheets: a 1 MB .xlsx shared in a DM, whose first sheet unpacks to the most
 * the app reads and whose second is a zip bomb behind a false size, is refused in plain words
 * ("too large to read"); while it is read, another user's `/controller daikin ftxm25r` is acked
 * and answered and `/healthz` answers; no file appears in the app's temp folder.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { xlsxLimits } from '../../src/project-lists/xlsx.js';
import { startApp } from '../support/app-process.js';
import { processEnv, slashCommand } from '../support/app-requests.js';
import { durableServers } from '../support/durable-jobs.js';
import { signingSecret } from '../support/slack-app.js';
import { eventEnvelope, postSigned } from '../support/slack-signer.js';
import { bombSheetXml, workbookParts, zip } from '../support/xlsx-files.js';

const servers = durableServers();
let directory: string | undefined;
afterAll(async () => {
  if (directory) await rm(directory, { recursive: true, force: true });
});

/**
 * About 1 MB: a first sheet of empty cells just under the part limit (read to its end, holding
 * no row), a second that declares as much and unpacks to 60 MB, and a picture's worth of
 * incompressible bytes.
 */
function hostileXlsx(): Buffer {
  const near = xlsxLimits.partBytes - 64 * 1024;
  const entries = workbookParts(
    [
      { name: 'Cover', rows: [] },
      { name: 'Units', rows: [] },
    ],
    { sheetXml: { 0: bombSheetXml(near, { unit: false }), 1: bombSheetXml(60e6) } },
  ).map((entry) =>
    entry.name === 'xl/worksheets/sheet2.xml'
      ? { ...entry, level: 6, declaredSize: near }
      : { ...entry, level: 6 },
  );
  const padding = 1_000_000 - zip(entries).length;
  return zip([...entries, { name: 'xl/media/image1.png', data: randomBytes(padding), stored: true }]);
}

describe('a 1 MB hostile .xlsx shared in a DM', () => {
  it('is refused as too large to read, while other users are answered and nothing is left in the temp folder', async () => {
    directory = await mkdtemp(join(tmpdir(), 'cf-hostile-xlsx-'));
    const appTemp = join(directory, 'tmp');
    await mkdir(appTemp);
    const env = processEnv(servers.standIn, servers.sample, {
      DATA_DIR: join(directory, 'data'),
      TMPDIR: appTemp,
    });
    const app = await startApp(servers.main, env, directory);
    servers.apps.push(app);
    const tempBefore = await readdir(appTemp);
    // The first lookup warms the app (its catalogue, its engine): asked before the file comes.
    const warm = await slashCommand(app, servers.standIn, 'U0OTHER01', 'daikin ftxm25r', 'hostile-warm');
    expect(warm.status).toBe(200);

    const bytes = hostileXlsx();
    expect(bytes.length).toBeGreaterThan(990_000);
    expect(bytes.length).toBeLessThanOrEqual(1024 * 1024);
    const file = servers.standIn.shareFile({ name: 'obra.xlsx', content: bytes });
    const channel = 'D0HOSTX01';
    const refusal = servers.standIn.waitForCall(
      'chat.postMessage',
      60_000,
      (c) => c.body.channel === channel,
    );
    let refused = false;
    void refusal.then(() => {
      refused = true;
    });
    const ts = '1700300000.000100';
    const shared = await postSigned(`${app.baseUrl}/slack/events`, signingSecret, {
      json: eventEnvelope(
        {
          type: 'message',
          subtype: 'file_share',
          files: [file],
          channel,
          channel_type: 'im',
          user: 'U0HOSTILE',
          text: '',
          ts,
          event_ts: ts,
        },
        'EvHOSTX01',
      ),
    });
    expect(shared.status).toBe(200);
    await expect
      .poll(() => servers.standIn.downloads.some((d) => d.fileId === file.id && d.served), {
        timeout: 10_000,
      })
      .toBe(true);

    // Another user asks, and /healthz is asked, again and again while the file is read.
    const probes: { ackStatus: number; health: number; whileReading: boolean }[] = [];
    const temps: string[][] = [];
    while (!refused && probes.length < 200) {
      const id = `hostile-${probes.length}`;
      const ack = await slashCommand(app, servers.standIn, 'U0OTHER01', 'daikin ftxm25r', id);
      const health = await fetch(`${app.baseUrl}/healthz`);
      temps.push(await readdir(appTemp));
      const answer = ack.json?.text ? ack.json : (await servers.standIn.waitForResponse(id, 10_000)).body;
      expect(String(answer?.text)).toContain('Daikin FTXM25R');
      probes.push({ ackStatus: ack.status, health: health.status, whileReading: !refused });
    }
    const post = await refusal;

    expect(String(post.body.text)).toContain('That file is too large to read');
    // Answered while the file was read: the reading never held the app (no timing asserted).
    expect(probes.filter((probe) => probe.whileReading).length).toBeGreaterThan(0);
    expect(probes.map((probe) => [probe.ackStatus, probe.health])).toEqual(probes.map(() => [200, 200]));
    expect(temps.flat()).toEqual([]);
    expect(await readdir(appTemp)).toEqual(tempBefore);
  }, 120_000);
});
