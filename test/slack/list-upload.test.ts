/**
 * A list's CSV when Slack's upload fails, over the real app and the Slack stand-in
 * (src/slack/files/csv-upload.ts): a failure in passing (HTTP 500 for as long as the Web API
 * client's own quick retries last) is tried again and the CSV arrives, once, with no word of a
 * failure to the user; a refusal (`not_in_channel`) is told at once, the upload not tried again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpAnswer } from '../support/slack-api.js';
import { type SlackHarness, startSlackHarness } from '../support/slack-app.js';

/** Slack answers 500 to this DM's uploads for one whole call of the client (its three tries). */
const passing = 'D0UPLD001';
/** Slack refuses this DM's uploads. */
const refusing = 'D0UPLD002';
const failedCalls = 3;

let harness: SlackHarness;
beforeAll(async () => {
  harness = await startSlackHarness({
    prepare: (standIn) => {
      let failed = 0;
      standIn.answer('files.completeUploadExternal', (call, standard) => {
        if (call.body.channel_id === passing && failed < failedCalls) {
          failed += 1;
          return new HttpAnswer(500, {}, { ok: false, error: 'internal_error' });
        }
        if (call.body.channel_id === refusing) return { ok: false, error: 'not_in_channel' };
        return standard(call);
      });
    },
  });
});
afterAll(async () => {
  await harness?.close();
});

const lines = ['ftxm20r', 'ftxm25r', 'ftxm35r', 'ftxm42r', 'ftxm50r', 'ftxm60r'].map((m) => `daikin ${m}`);
const listMessage = (channel: string, user: string, ts: string) => ({
  type: 'message',
  channel,
  channel_type: 'im',
  user,
  text: lines.join('\n'),
  ts,
  event_ts: ts,
});
const uploadFailedText =
  'I could not attach the CSV file here. Please ask whoever runs this app to allow file uploads.';
const completions = (channel: string) =>
  harness.standIn.callsTo('files.completeUploadExternal').filter((c) => c.body.channel_id === channel);
const postsIn = (channel: string) =>
  harness.standIn.callsTo('chat.postMessage').filter((c) => c.body.channel === channel);

describe('the CSV of a list', () => {
  it('is uploaded once after Slack failed in passing, the user told nothing of it', async () => {
    await harness.event(listMessage(passing, 'U0UPLD001', '1700005000.000001'), 'EvUpload001');
    const upload = await harness.standIn.waitForUpload(20_000, (u) => u.channelId === passing);
    expect(upload.filename).toMatch(/^controllers-[0-9a-f-]{36}\.csv$/);
    expect(completions(passing).length).toBeGreaterThan(failedCalls);
    expect(harness.standIn.uploads.filter((u) => u.channelId === passing)).toHaveLength(1);
    expect(postsIn(passing).map((c) => c.body.text)).not.toContain(uploadFailedText);
  });

  it('is told at once when Slack refuses it, and not tried again', async () => {
    await harness.event(listMessage(refusing, 'U0UPLD002', '1700005000.000002'), 'EvUpload002');
    const told = await harness.standIn.waitForCall(
      'chat.postMessage',
      20_000,
      (c) => c.body.channel === refusing && c.body.text === uploadFailedText,
    );
    expect(told.body.text).toBe(uploadFailedText);
    expect(completions(refusing)).toHaveLength(1);
  });
});
