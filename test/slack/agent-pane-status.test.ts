/**
 * The agent pane thread's status around its answer, over real HTTP (the real app, the Web API
 * stand-in): a slow assistant.threads.setStatus never holds the answer back, a status that lands
 * after the answer is cleared, and a message delivered again sets no status once answered.
 */

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eventDuplicates } from '../../src/metrics/registry.js';
import { tabMessage } from '../support/agent-payloads.js';
import { agentThreads } from '../support/agent-threads.js';
import { type SlackHarness, startSlackHarness } from '../support/slack-app.js';

let harness: SlackHarness;
beforeAll(async () => {
  harness = await startSlackHarness();
});
afterAll(async () => {
  await harness?.close();
});

const { newThread, ask, nextPostIn } = agentThreads(() => harness, '1700007000');
const statusesIn = (channel: string) =>
  harness.standIn
    .callsTo('assistant.threads.setStatus')
    .filter((c) => c.body.channel_id === channel)
    .map((c) => c.body.status);
const duplicates = async () => (await eventDuplicates.get()).values[0]?.value ?? 0;

describe('the pane thread’s status', () => {
  it('does not hold the answer while Slack is slow to set it, and is cleared when it lands after the answer', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    harness.standIn.answer('assistant.threads.setStatus', async (call, standard) => {
      if (call.body.status !== '') await held;
      return standard(call);
    });
    try {
      const thread = newThread();
      await ask(thread, 'daikin ftxm25r', { ts: thread.threadTs });
      // Answered while the status call is still waiting on Slack.
      const answer = await nextPostIn(thread, 0);
      expect(answer.body.text).toContain('FTXM25R');
      expect(statusesIn(thread.channel)).toEqual(['Looking up daikin ftxm25r…']);
      release();
      await vi.waitFor(() => expect(statusesIn(thread.channel)).toEqual(['Looking up daikin ftxm25r…', '']));
    } finally {
      release();
    }
  });

  it('is set once, before the answer: the message delivered again (a Slack retry) sets none', async () => {
    const thread = newThread();
    await ask(thread, 'daikin ftxm25r', { ts: thread.threadTs });
    await nextPostIn(thread, 0);
    const before = await duplicates();
    const again = await harness.event(
      tabMessage(thread, thread.threadTs, 'daikin ftxm25r'),
      `EvAgent${thread.threadTs}`,
      {
        retryNum: 1,
      },
    );
    expect(again.status).toBe(200);
    await vi.waitFor(async () => expect(await duplicates()).toBe(before + 1));
    expect(statusesIn(thread.channel)).toEqual(['Looking up daikin ftxm25r…']);
    expect(
      harness.standIn
        .callsTo('assistant.threads.setTitle')
        .filter((c) => c.body.channel_id === thread.channel),
    ).toHaveLength(1);
  });
});
