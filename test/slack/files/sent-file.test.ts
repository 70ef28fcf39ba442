/**
 * Finding a file sent before (files/sent-file.ts) against the Slack stand-in, which pages files.list
 * as Slack does: a channel's file past the first 100 is found, one never sent is not, another
 * channel's files are not looked at, and an entry that does not read as a file costs nothing else.
 */
import { webApi } from '@slack/bolt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSentFile, type ListedFile } from '../../../src/slack/files/sent-file.js';
import { captureLogger } from '../../support/catalogue-harness.js';
import { type SlackStandIn, startSlackStandIn } from '../../support/slack-api.js';

let standIn: SlackStandIn;
let client: webApi.WebClient;
const { logger } = captureLogger();
const since = Date.now();

beforeAll(async () => {
  standIn = await startSlackStandIn();
  client = new webApi.WebClient('xoxb-sent-file', { slackApiUrl: standIn.apiUrl });
  // 130 files in one channel, the one looked for first (so on the second page, newest first).
  for (let n = 0; n < 130; n++)
    await client.filesUploadV2({
      channel_id: 'C0SENT1',
      file: Buffer.from(`${n}`),
      filename: `file-${n}.csv`,
    });
  await client.filesUploadV2({ channel_id: 'C0SENT2', file: Buffer.from('x'), filename: 'elsewhere.csv' });
}, 60_000);
afterAll(async () => {
  await standIn.close();
});

/** The id Slack gave the upload named `filename` (it must have been uploaded). */
function uploadedId(filename: string): string {
  const fileId = standIn.uploads.find((upload) => upload.filename === filename)?.fileId;
  if (!fileId) throw new Error(`${filename} was not uploaded`);
  return fileId;
}

describe('a file sent before', () => {
  it('is found past the first page of files.list', async () => {
    const found = await findSentFile(
      client,
      { channel: 'C0SENT1' },
      since,
      (f) => f.name === 'file-0.csv',
      logger,
    );
    expect(found).toBe(uploadedId('file-0.csv'));
    expect(standIn.callsTo('files.list').map((call) => call.body.page)).toEqual(['1', '2']);
  });

  it('is not found when never sent, or sent to another channel', async () => {
    const named = (name: string) => (file: ListedFile) => file.name === name;
    expect(
      await findSentFile(client, { channel: 'C0SENT1' }, since, named('file-999.csv'), logger),
    ).toBeUndefined();
    expect(
      await findSentFile(client, { channel: 'C0SENT1' }, since, named('elsewhere.csv'), logger),
    ).toBeUndefined();
  });

  it('is found on a page where another entry does not read as a file', async () => {
    standIn.answer('files.list', async (call, standard) => {
      const page = (await standard(call)) as { files?: unknown[] };
      return { ...page, files: [{ id: 'F0ODD', name: null }, 'not a file', ...(page.files ?? [])] };
    });
    const found = await findSentFile(
      client,
      { channel: 'C0SENT2' },
      since,
      (f) => f.name === 'elsewhere.csv',
      logger,
    );
    expect(found).toBe(uploadedId('elsewhere.csv'));
  });
});
