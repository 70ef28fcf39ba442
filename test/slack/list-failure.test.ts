/**
 * Lists when something breaks on the way, over the real app and the Slack stand-in:
 * - Slack refuses to put the answer in place of "Looking up your list…" at every attempt of the
 *   list's job: after the last one, the progress message is replaced by a plain notice of what
 *   failed and what to do, and the lines answered go out as one CSV marked partial; its lines are
 *   in the lookup log once, however many attempts answered them;
 * - Slack refuses the failure notice too: the partial CSV goes out all the same;
 * - the user deleted "Looking up your list…": the answer is posted anew in the same DM;
 * - the state store's lookup log throws (a broken disk, a bug, here for one user): the list is
 *   answered anyway, with its file, and the failure is logged (recording never breaks an answer).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/log/logger.js';
import { openMemoryState } from '../../src/state/memory.js';
import type { AppState } from '../../src/state/store.js';
import { type SlackHarness, startSlackHarness } from '../support/slack-app.js';

/** A real in-memory store whose lookup log throws for one user's lookups. */
function brokenLogStore(brokenFor: string): AppState {
  const inner = openMemoryState({ logger: createLogger({ level: 'silent' }), lookupLogDays: 90 });
  return {
    ...inner,
    lookupLog: {
      record(entry) {
        if (entry.userId === brokenFor) throw new Error('the lookup log is broken');
        inner.lookupLog.record(entry);
      },
      since: (at) => inner.lookupLog.since(at),
      report: (at, limit) => inner.lookupLog.report(at, limit),
    },
  };
}

const refusing = 'D0FAIL001';
/** A DM whose "Looking up…" message the user deleted: no update of it lands. */
const deleted = 'D0GONE001';
/** A DM where Slack refuses every update (not a message gone: the attempt fails, and so does the notice). */
const archived = 'D0ARCH001';
let harness: SlackHarness;
beforeAll(async () => {
  harness = await startSlackHarness({
    state: brokenLogStore('U0FAIL002'),
    // The job's retries come quickly here (5 s, then 10 s, by default).
    env: { JOB_RETRY_BACKOFF_MS: '20' },
    prepare: (standIn) => {
      // In the refusing channel: the progress message is posted, then nothing else is, and
      // nothing is updated but for the notice that the list failed.
      let posted = 0;
      standIn.answer('chat.postMessage', (c) =>
        c.body.channel !== refusing || ++posted === 1
          ? { ok: true, channel: c.body.channel, ts: `1700003000.00010${posted}`, message: c.body }
          : { ok: false, error: 'channel_not_found' },
      );
      standIn.answer('chat.update', (c) => {
        if (c.body.channel === archived) return { ok: false, error: 'is_archived' };
        if (c.body.channel === deleted) return { ok: false, error: 'message_not_found' };
        if (c.body.channel === refusing && !String(c.body.text).includes('could not finish'))
          return { ok: false, error: 'message_not_found' };
        return { ok: true, channel: c.body.channel, ts: c.body.ts, text: c.body.text };
      });
    },
  });
});
afterAll(async () => {
  await harness?.close();
});

/** The list's lines: more than five units (up to five are one question, answered inline). */
const lines = ['ftxm20r', 'ftxm25r', 'ftxm35r', 'ftxm42r', 'ftxm50r', 'ftxm60r'].map(
  (model) => `daikin ${model}`,
);
const listMessage = (channel: string, user: string, ts: string) => ({
  type: 'message',
  channel,
  channel_type: 'im',
  user,
  text: lines.join('\n'),
  ts,
  event_ts: ts,
});

describe('a list that fails', () => {
  it('after its last attempt, replaces its progress message by a plain notice and sends the partial CSV', async () => {
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
      (c) => c.body.channel === refusing && String(c.body.text).includes('could not finish'),
    );
    expect(notice.body.text).toBe(
      'I could not finish your list of 6 units: something kept going wrong on my side. The 6 of 6 lines already looked up are in the file below, marked partial: please send the other lines again later.',
    );
    expect(notice.body.ts).toBe('1700003000.000101');
    // Three attempts, each refused its answer.
    const refused = harness.standIn
      .callsTo('chat.update')
      .filter((c) => c.body.channel === refusing && String(c.body.text).includes('List of 6 units'));
    expect(refused).toHaveLength(3);
    const upload = await harness.standIn.waitForUpload(10_000, (u) => u.channelId === refusing);
    expect(upload.filename).toMatch(/^controllers-partial-[0-9a-f-]{36}\.csv$/);
    expect(upload.title).toBe('Controllers for your list (partial: 6 of 6 lines)');
    const csv = upload.content.toString('utf8');
    expect(csv).toContain('daikin ftxm25r');
    expect(csv).toContain('daikin ftxm35r');
    expect(harness.standIn.uploads.filter((u) => u.channelId === refusing)).toHaveLength(1);
    // Its lines went into the lookup log once, not once per attempt.
    const logged = (await harness.state.lookupLog.since(0)).filter((entry) => entry.userId === 'U0FAIL001');
    expect(logged.map((entry) => entry.query).sort()).toEqual(lines);
  });

  it('whose failure notice Slack refuses too: still sends the partial CSV', async () => {
    await harness.event(listMessage(archived, 'U0ARCH001', '1700003000.000004'), 'EvArch001');
    const upload = await harness.standIn.waitForUpload(20_000, (u) => u.channelId === archived);
    expect(upload.filename).toMatch(/^controllers-partial-[0-9a-f-]{36}\.csv$/);
    expect(upload.title).toBe('Controllers for your list (partial: 6 of 6 lines)');
    const notices = harness.standIn
      .callsTo('chat.update')
      .filter((c) => c.body.channel === archived && String(c.body.text).includes('could not finish'));
    expect(notices).toHaveLength(1);
  });

  it('whose progress message was deleted: posts its answer anew in the same place, with its file', async () => {
    await harness.event(listMessage(deleted, 'U0GONE001', '1700003000.000003'), 'EvGone001');
    const answer = await harness.standIn.waitForCall(
      'chat.postMessage',
      10_000,
      (c) => c.body.channel === deleted && String(c.body.text).startsWith('List of 6 units'),
    );
    // In the thread the message starts in the Messages tab (the app's DM).
    expect(answer.body.thread_ts).toBe('1700003000.000003');
    const upload = await harness.standIn.waitForUpload(10_000, (u) => u.channelId === deleted);
    expect(upload.filename).toMatch(/^controllers-[0-9a-f-]{36}\.csv$/);
    expect(
      harness.standIn
        .callsTo('chat.postMessage')
        .filter((c) => c.body.channel === deleted)
        .map((c) => c.body.text),
    ).toEqual(['Looking up your list of 6 units…', answer.body.text]);
  });

  it('is answered, file and all, when the lookup log throws, and the failure is logged', async () => {
    await harness.event(listMessage('D0FAIL002', 'U0FAIL002', '1700003000.000002'), 'EvFail002');
    const upload = await harness.standIn.waitForUpload(10_000, (u) => u.channelId === 'D0FAIL002');
    expect(upload.filename).toMatch(/\.csv$/);
    // Recorded after the answers, once the recording period is over.
    await expect.poll(() => harness.logLines.join('\n')).toContain('the lookup log is broken');
  });
});
