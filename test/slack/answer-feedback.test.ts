/**
 * The feedback buttons under an answer in the agent pane, over real HTTP (signed `block_actions`
 * presses shaped as Slack's `feedback_buttons` reference shows them, the real app, the Web API
 * stand-in): the user is thanked to them alone, and what they said reaches the admins' gap report.
 */

import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../src/log/logger.js';
import { openMemoryState } from '../../src/state/memory.js';
import type { AppState } from '../../src/state/store.js';
import { type AgentThread, feedbackAction, threadClick } from '../support/agent-payloads.js';
import { agentThreads, feedbackOf } from '../support/agent-threads.js';
import { nonEmpty } from '../support/non-empty.js';
import { sampleSkus } from '../support/sample-units.js';
import type { RecordedCall } from '../support/slack-api.js';
import { type SlackHarness, startSlackHarness } from '../support/slack-app.js';

const ftxm25r = sampleSkus('Daikin', 'FTXM25R');

/** The app's store, its next feedback press failing to be kept when `failNextPress` is set. */
const kept = openMemoryState({ logger: createLogger({ level: 'silent' }), lookupLogDays: 90 });
let failNextPress = false;
const state: AppState = {
  ...kept,
  feedback: {
    record: async (entry) => {
      if (!failNextPress) return kept.feedback.record(entry);
      failNextPress = false;
      throw new Error('the store is down');
    },
    since: kept.feedback.since,
  },
};

let harness: SlackHarness;
beforeAll(async () => {
  harness = await startSlackHarness({ env: { ADMIN_USER_IDS: 'U0ADMIN01' }, state });
});
afterAll(async () => {
  await harness?.close();
});

const { newThread, ask, nextPostIn } = agentThreads(() => harness, '1700006000');

/** Presses 👍 or 👎 under `answer` (posted in `thread` as `messageTs`); the same `actionTs` again is the same press delivered again. */
const press = (
  thread: AgentThread,
  answer: RecordedCall,
  messageTs: string,
  which: 'positive' | 'negative',
  actionTs?: string,
) => {
  const element = feedbackOf(answer);
  if (!element) throw new Error('the answer has no feedback buttons');
  return harness.interact(
    threadClick(thread, {
      messageTs,
      responseUrl: harness.standIn.responseUrl(harness.newResponseId()),
      actions: [feedbackAction(element, which, actionTs)],
    }),
  );
};
/** The gap report CSV an admin gets now, as rows. */
async function gapReport(): Promise<string[][]> {
  const before = harness.standIn.uploads.length;
  const { responseId } = await harness.command('report', { userId: 'U0ADMIN01' });
  await harness.standIn.waitForResponse(responseId);
  const upload = await harness.standIn.waitForUpload(
    5000,
    (u) => u.channelId === 'D0ADMIN01' && harness.standIn.uploads.indexOf(u) >= before,
  );
  return parse(upload.content.toString('utf8').slice(1), { relax_column_count: true }) as string[][];
}
const figure = (rows: string[][], name: string) => rows.find((row) => row[0] === name)?.[1];
const thanksIn = (thread: AgentThread, text: string) =>
  harness.standIn
    .callsTo('chat.postEphemeral')
    .filter((c) => c.body.channel === thread.channel && c.body.text === text);
const thanked = (thread: AgentThread, text: string) =>
  harness.standIn.waitForCall(
    'chat.postEphemeral',
    5000,
    (c) => c.body.channel === thread.channel && c.body.text === text,
  );
const wrongThanks = 'Thanks: the admins will see this answer marked wrong in their gap report.';

describe('the feedback buttons', () => {
  it('a 👎 reaches the gap report CSV with the question and the SKUs shown, once however often pressed; a 👍 is counted', async () => {
    const wrong = newThread('U0AGENT05');
    await ask(wrong, 'Daikin FTXM25R please', { ts: wrong.threadTs });
    const answer = await nextPostIn(wrong, 0);
    expect((await press(wrong, answer, '1700005000.000001', 'negative')).status).toBe(200);
    const thanks = await thanked(wrong, wrongThanks);
    expect(thanks.body).toMatchObject({ user: 'U0AGENT05', thread_ts: wrong.threadTs });
    expect((await press(wrong, answer, '1700005000.000001', 'negative')).status).toBe(200);

    const right = newThread('U0AGENT06');
    await ask(right, 'mitsubishi msz-ln25vg', { ts: right.threadTs });
    const other = await nextPostIn(right, 0);
    await press(right, other, '1700005000.000002', 'positive');
    await thanked(right, 'Thanks for telling me.');
    expect(thanksIn(wrong, wrongThanks)).toHaveLength(1);

    const rows = await gapReport();
    expect(rows).toContainEqual(['Answers marked right', '1']);
    expect(rows).toContainEqual(['Answers marked wrong', '1']);
    expect(rows).toContainEqual([
      'FTXM25R',
      'Daikin',
      'FTXM25R',
      'answer marked wrong',
      '1',
      'GB',
      nonEmpty(ftxm25r).join(' | '),
      'Daikin FTXM25R please',
    ]);
  });

  it('hears a user who changes their mind: their latest press counts, once however often delivered', async () => {
    const before = await gapReport();
    const thread = newThread('U0AGENT07');
    await ask(thread, 'daikin ftxm25n', { ts: thread.threadTs });
    const answer = await nextPostIn(thread, 0);
    await press(thread, answer, '1700006500.000001', 'positive', '1700006500.1');
    await thanked(thread, 'Thanks for telling me.');
    await press(thread, answer, '1700006500.000001', 'negative', '1700006500.2');
    await thanked(thread, wrongThanks);
    // The same 👎 delivered again (a retry, another instance): not a press of its own.
    await press(thread, answer, '1700006500.000001', 'negative', '1700006500.2');

    const after = await gapReport();
    expect(figure(after, 'Answers marked right')).toBe(figure(before, 'Answers marked right'));
    expect(Number(figure(after, 'Answers marked wrong'))).toBe(
      Number(figure(before, 'Answers marked wrong')) + 1,
    );
    expect(after.filter((row) => row[0] === 'FTXM25N')).toEqual([
      [
        'FTXM25N',
        'Daikin',
        'FTXM25N',
        'answer marked wrong',
        '1',
        'GB',
        nonEmpty(sampleSkus('Daikin', 'FTXM25N')).join(' | '),
        'daikin ftxm25n',
      ],
    ]);
    expect(thanksIn(thread, wrongThanks)).toHaveLength(1);
  });

  it('keeps a press the store failed to keep: delivered again, it is recorded', async () => {
    const thread = newThread('U0AGENT08');
    await ask(thread, 'mitsubishi msz-ln25vg please', { ts: thread.threadTs });
    const answer = await nextPostIn(thread, 0);
    failNextPress = true;
    await press(thread, answer, '1700006500.000002', 'negative', '1700006500.3');
    await vi.waitFor(() =>
      expect(
        harness.logLines.filter((line) => line.includes('Could not record a feedback press')),
      ).toHaveLength(1),
    );
    expect(thanksIn(thread, wrongThanks)).toEqual([]);

    await press(thread, answer, '1700006500.000002', 'negative', '1700006500.3');
    await thanked(thread, wrongThanks);
    const rows = await gapReport();
    expect(
      rows
        .filter((row) => row[1] === 'Mitsubishi Electric' && row.length > 2)
        .map((row) => [row[2], row[4], row[7]]),
    ).toEqual([['MSZ-LN25VG', '1', 'mitsubishi msz-ln25vg please']]);
  });
});
