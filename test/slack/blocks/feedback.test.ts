/** The feedback buttons: what each carries comes back whole, within Slack's limit, and nothing else reads as a press. */
import { describe, expect, it } from 'vitest';
import { decodeFeedback, type FeedbackFacts, feedbackBlock } from '../../../src/slack/blocks/feedback.js';
import { actionIds } from '../../../src/slack/blocks/ids.js';
import { slackLimitViolations } from '../../support/slack-limits.js';

const facts: FeedbackFacts = {
  market: 'GB',
  brand: 'Daikin',
  model: 'FTXM25R',
  skus: ['DK-WIFI-01', 'DK-WIRED-02'],
  question: 'daikin ftxm25r',
};

const buttonsOf = (block: ReturnType<typeof feedbackBlock>) => {
  const [element] = block.elements;
  if (element?.type !== 'feedback_buttons') throw new Error('no feedback buttons');
  return element;
};

describe('feedbackBlock', () => {
  it('is a context_actions block whose 👍 and 👎 carry the verdict and the facts back', () => {
    const block = feedbackBlock(facts, 'fr');
    const buttons = buttonsOf(block);
    expect(block.type).toBe('context_actions');
    expect(buttons.action_id).toBe(actionIds.answerFeedback);
    expect(buttons.negative_button.accessibility_label).toBe('Cette réponse est fausse');
    expect(decodeFeedback(buttons.positive_button.value)).toEqual({ verdict: 'right', ...facts });
    expect(decodeFeedback(buttons.negative_button.value)).toEqual({ verdict: 'wrong', ...facts });
    expect(slackLimitViolations({ text: 'answer', blocks: [block] })).toEqual([]);
  });

  it('stays within Slack’s 2,000 characters however long the question and the SKUs, the question cut first', () => {
    const long = {
      ...facts,
      skus: Array.from({ length: 20 }, (_, i) => `"${'S'.repeat(50)}${i}`),
      question: '"\\'.repeat(2000),
    };
    const buttons = buttonsOf(feedbackBlock(long, 'en'));
    expect(buttons.negative_button.value.length).toBeLessThanOrEqual(2000);
    const read = decodeFeedback(buttons.negative_button.value);
    expect(read?.market).toBe('GB');
    expect(read?.question.length).toBeLessThan(long.question.length);
  });

  it('reads nothing it did not write', () => {
    for (const value of [
      undefined,
      '',
      'positive_feedback',
      '{"v":"wrong","m":"GB"}',
      '{"v":"maybe","m":"GB","b":"","u":"","s":[],"q":""}',
    ])
      expect(decodeFeedback(value)).toBeUndefined();
  });
});
