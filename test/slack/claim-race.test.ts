/**
 * Two instances sharing one store get the same DM at the same moment, and their claims on it
 * (by channel and ts, and by event id) interleave: the first instance wins the message key while
 * the second, its message claim held back, reaches the event key first. Exactly one of them
 * answers (messages/reply-to-message.ts claims the keys in one order, one after the other), never
 * neither.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/log/logger.js';
import { eventDuplicates } from '../../src/metrics/registry.js';
import { openMemoryState } from '../../src/state/memory.js';
import type { AppState } from '../../src/state/store.js';
import { type SlackHarness, startSlackHarness } from '../support/slack-app.js';

const shared = openMemoryState({ logger: createLogger({ level: 'silent' }), lookupLogDays: 90 });

/** The shared store, with this instance's claims on keys starting with `slow` held back a moment. */
const holdingBack = (slow: string): AppState => ({
  ...shared,
  events: {
    claim: async (key, ttlMs) => {
      if (key.startsWith(slow)) await new Promise((resolve) => setTimeout(resolve, 100));
      return shared.events.claim(key, ttlMs);
    },
    release: shared.events.release,
  },
});

let first: SlackHarness;
let second: SlackHarness;
beforeAll(async () => {
  [first, second] = await Promise.all([
    startSlackHarness({ state: holdingBack('event:') }),
    startSlackHarness({ state: holdingBack('message:') }),
  ]);
});
afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
});

/** Messages an instance stood down from, already answered (cf_event_duplicates_total). */
const duplicates = async () => (await eventDuplicates.get()).values[0]?.value ?? 0;
const posts = () =>
  [first, second].flatMap((harness) =>
    harness.standIn.callsTo('chat.postMessage').filter((call) => call.body.channel === 'D0RACE001'),
  );

describe('one DM delivered to two instances at once', () => {
  it('is answered by exactly one of them', async () => {
    const ts = '1700009000.000001';
    const event = {
      type: 'message',
      channel: 'D0RACE001',
      channel_type: 'im',
      user: 'U0RACE001',
      text: 'daikin ftxm25r',
      ts,
      event_ts: ts,
    };
    const before = await duplicates();
    const acks = await Promise.all([first.event(event, 'EvRace001'), second.event(event, 'EvRace001')]);
    expect(acks.map((ack) => ack.status)).toEqual([200, 200]);
    await expect.poll(() => posts().length, { timeout: 5000 }).toBe(1);
    // The other instance has stood down (it counts the message a duplicate): no second answer to come.
    await expect.poll(duplicates, { timeout: 5000 }).toBe(before + 1);
    expect(posts()).toHaveLength(1);
  });
});
