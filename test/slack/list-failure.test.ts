/**
 * A list that fails on the way (here the state store breaks its promise never to throw while
 * the lines are logged) over the real app and the Slack stand-in: the "Looking up your list…"
 * message is replaced by a plain failure notice in the same place, and no file is sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/log/logger.js';
import { openMemoryState } from '../../src/state/memory.js';
import type { AppState } from '../../src/state/store.js';
import { type SlackHarness, startSlackHarness } from '../support/slack-app.js';

/** A real in-memory store whose lookup log throws (a broken disk, a bug). */
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

let harness: SlackHarness;
beforeAll(async () => {
  harness = await startSlackHarness({ state: brokenLogStore() });
});
afterAll(async () => {
  await harness?.close();
});

describe('a list that fails', () => {
  it('replaces its progress message by a plain failure notice, and sends no file', async () => {
    await harness.event(
      {
        type: 'message',
        channel: 'D0FAIL001',
        channel_type: 'im',
        user: 'U0FAIL001',
        text: 'daikin ftxm25r\ndaikin ftxm35r',
        ts: '1700003000.000001',
        event_ts: '1700003000.000001',
      },
      'EvFail001',
    );
    const progress = await harness.standIn.waitForCall(
      'chat.postMessage',
      5000,
      (c) => c.body.channel === 'D0FAIL001',
    );
    expect(String(progress.body.text)).toContain('Looking up your list of 2 units');
    const notice = await harness.standIn.waitForCall(
      'chat.update',
      10_000,
      (c) => c.body.channel === 'D0FAIL001' && String(c.body.text).includes('Something went wrong'),
    );
    expect(notice.body.text).toBe(
      'Something went wrong while looking up your list, sorry. Please send it again.',
    );
    expect(
      harness.standIn.callsTo('chat.postMessage').filter((c) => c.body.channel === 'D0FAIL001'),
    ).toHaveLength(1);
    expect(harness.standIn.uploads.filter((u) => u.channelId === 'D0FAIL001')).toEqual([]);
  });
});
