/**
 * The feedback buttons under an answer in the agent pane, over real HTTP (signed `block_actions`
 * presses shaped as Slack's `feedback_buttons` reference shows them, the real app, the Web API
 * stand-in): the user is thanked to them alone, and what they said reaches the admins' gap report.
 */

import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AgentThread, feedbackAction, threadClick } from '../support/agent-payloads.js';
import { agentThreads, feedbackOf } from '../support/agent-threads.js';
import { nonEmpty } from '../support/non-empty.js';
import { sampleSkus } from '../support/sample-units.js';
import type { RecordedCall } from '../support/slack-api.js';
import { type SlackHarness, startSlackHarness } from '../support/slack-app.js';

const ftxm25r = sampleSkus('Daikin', 'FTXM25R');

let harness: SlackHarness;
beforeAll(async () => {
  harness = await startSlackHarness({ env: { ADMIN_USER_IDS: 'U0ADMIN01' } });
});
afterAll(async () => {
  await harness?.close();
});

const { newThread, ask, nextPostIn } = agentThreads(() => harness, '1700006000');

/** Presses 👍 or 👎 under `answer` (posted in `thread` as `messageTs`). */
const press = (
  thread: AgentThread,
  answer: RecordedCall,
  messageTs: string,
  which: 'positive' | 'negative',
) => {
  const element = feedbackOf(answer);
  if (!element) throw new Error('the answer has no feedback buttons');
  return harness.interact(
    threadClick(thread, {
      messageTs,
      responseUrl: harness.standIn.responseUrl(harness.newResponseId()),
      actions: [feedbackAction(element, which)],
    }),
  );
};
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

    const { responseId } = await harness.command('report', { userId: 'U0ADMIN01' });
    await harness.standIn.waitForResponse(responseId);
    const upload = await harness.standIn.waitForUpload(5000, (u) => u.channelId === 'D0ADMIN01');
    const rows = parse(upload.content.toString('utf8').slice(1), { relax_column_count: true }) as string[][];
    expect(rows).toContainEqual(['Answers marked right', '1']);
    expect(rows).toContainEqual(['Answers marked wrong', '1']);
    expect(rows).toContainEqual([
      'FTXM25R',
      'Daikin',
      'Daikin FTXM25R please',
      'answer marked wrong',
      '1',
      'GB',
      nonEmpty(ftxm25r).join(' | '),
    ]);
  });
});
