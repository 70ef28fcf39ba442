/**
 * Lists when something breaks on the way, over the real app and the Slack stand-in:
 * - Slack refuses both to put the answer in place of "Looking up your list…" and to post it
 *   anew: the progress message is replaced by a plain failure notice, and no file is sent;
 * - the state store's lookup log throws (a broken disk, a bug): the list is answered anyway,
 *   with its file, and the failure is logged (recording never breaks an answer).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/log/logger.js';
import { openMemoryState } from '../../src/state/memory.js';
import type { AppState } from '../../src/state/store.js';
import { type SlackHarness, startSlackHarness } from '../support/slack-app.js';

/** A real in-memory store whose lookup log throws. */
function brokenLogStore(): AppState {
  const inner = openMemoryState({ logger: createLogger({ level: 'silent' }), lookupLogDays: 90 });
  return {
    ...inner,
    lookupLog: {
      record() {
        throw new Error('the lookup log is broken');
      },
      since: (at) => inner.lookupLog.since(at),
      report: (at, limit) => inner.lookupLog.report(at, limit),
    },
  };
}

const refusing = 'D0FAIL001';
let harness: SlackHarness;
beforeAll(async () => {
  harness = await startSlackHarness({
    state: brokenLogStore(),
    prepare: (standIn) => {
      // In the refusing channel: the progress message is posted, then nothing else is, and
      // nothing is updated but for the failure notice.
      let posted = 0;
      standIn.answer('chat.postMessage', (c) =>
        c.body.channel !== refusing || ++posted === 1
          ? { ok: true, channel: c.body.channel, ts: `1700003000.00010${posted}`, message: c.body }
          : { ok: false, error: 'channel_not_found' },
      );
      standIn.answer('chat.update', (c) =>
        c.body.channel !== refusing || String(c.body.text).includes('Something went wrong')
          ? { ok: true, channel: c.body.channel, ts: c.body.ts, text: c.body.text }
          : { ok: false, error: 'message_not_found' },
      );
    },
  });
});
afterAll(async () => {
  await harness?.close();
});

const listMessage = (channel: string, user: string, ts: string) => ({
  type: 'message',
  channel,
  channel_type: 'im',
  user,
  // More than five units: a list (up to five are one question, answered inline).
  text: ['ftxm20r', 'ftxm25r', 'ftxm35r', 'ftxm42r', 'ftxm50r', 'ftxm60r']
    .map((model) => `daikin ${model}`)
    .join('\n'),
  ts,
  event_ts: ts,
});

describe('a list that fails', () => {
  it('replaces its progress message by a plain failure notice, and sends no file', async () => {
    await harness.event(listMessage(refusing, 'U0FAIL001', '1700003000.000001'), 'EvFail001');
    const progress = await harness.standIn.waitForCall(
      'chat.postMessage',
      5000,
      (c) => c.body.channel === refusing,
    );
    expect(String(progress.body.text)).toContain('Looking up your list of 6 units');
    const notice = await harness.standIn.waitForCall(
      'chat.update',
      10_000,
      (c) => c.body.channel === refusing && String(c.body.text).includes('Something went wrong'),
    );
    expect(notice.body.text).toBe(
      'Something went wrong while looking up your list, sorry. Please send it again.',
    );
    expect(notice.body.ts).toBe('1700003000.000101');
    expect(harness.standIn.uploads.filter((u) => u.channelId === refusing)).toEqual([]);
  });

  it('is answered, file and all, when the lookup log throws, and the failure is logged', async () => {
    await harness.event(listMessage('D0FAIL002', 'U0FAIL002', '1700003000.000002'), 'EvFail002');
    const upload = await harness.standIn.waitForUpload(10_000, (u) => u.channelId === 'D0FAIL002');
    expect(upload.filename).toMatch(/\.csv$/);
    // Recorded after the answers, once the recording period is over.
    await expect.poll(() => harness.logLines.join('\n')).toContain('the lookup log is broken');
  });
});
