/** The feedback buttons' presses summed up: each user's latest verdict on an answer counts, once. */
import { describe, expect, it } from 'vitest';
import { summariseFeedback } from '../../src/reports/feedback-summary.js';
import type { AnswerFeedback } from '../../src/state/schema.js';

const pressed = (at: number, verdict: AnswerFeedback['verdict'], press?: string): AnswerFeedback => ({
  at,
  verdict,
  market: 'GB',
  question: 'daikin ftxm25r',
  brand: 'Daikin',
  model: 'FTXM25R',
  skus: ['DK-WIFI-01'],
  ...(press ? { press } : {}),
});

describe('summariseFeedback', () => {
  it('counts the latest press of each user on each answer, and each press kept without one', () => {
    const summary = summariseFeedback([
      pressed(1, 'right', 'a'),
      pressed(2, 'wrong', 'a'),
      pressed(3, 'wrong', 'b'),
      pressed(4, 'right', 'b'),
      pressed(5, 'wrong', 'c'),
      pressed(6, 'wrong'),
      pressed(7, 'wrong'),
    ]);
    expect(summary.right).toBe(1);
    expect(summary.wrong).toBe(4);
    expect(summary.wrongAnswers.map((row) => row.count)).toEqual([4]);
  });
});
