/**
 * Slack's 👍 👎 feedback buttons under an answer. Everything a press needs travels in the buttons'
 * values, so any instance reads a press alike; each value is checked again when it comes back
 * (`decodeFeedback`, the market by middleware/round-trip.ts) and kept within Slack's 2,000
 * characters.
 */
import type { types } from '@slack/bolt';
import { z } from 'zod';
import { type Language, t } from '../../i18n/index.js';
import { parseJson } from '../../shared/parse-json.js';
import { type AnswerFeedback, maxFeedbackSkus } from '../../state/schema.js';
import { actionIds } from './ids.js';
import { slackLimits } from './limits.js';
import { plainText, truncate } from './text.js';

/** What a press records, but when. */
export type FeedbackFacts = Omit<AnswerFeedback, 'at' | 'verdict'>;

/** The most of the question a button carries (its value is bounded); the log keeps no more. */
const maxCarriedQuestion = 300;
const maxCarriedName = 150;
const maxCarriedSku = 60;

const feedbackValueSchema = z.object({
  v: z.enum(['right', 'wrong']),
  m: z.string().min(1).max(20),
  b: z.string().max(maxCarriedName),
  u: z.string().max(maxCarriedName),
  s: z.array(z.string().max(maxCarriedSku)).max(maxFeedbackSkus),
  q: z.string().max(maxCarriedQuestion),
});

/** The button's value, its question shortened (then its SKUs) until it fits Slack's limit. */
function encodeFeedback(verdict: AnswerFeedback['verdict'], facts: FeedbackFacts): string {
  const base = {
    v: verdict,
    m: facts.market,
    b: truncate(facts.brand, maxCarriedName),
    u: truncate(facts.model, maxCarriedName),
    s: facts.skus.slice(0, maxFeedbackSkus).map((sku) => truncate(sku, maxCarriedSku)),
  };
  for (const [question, skus] of [
    [maxCarriedQuestion, maxFeedbackSkus],
    [60, maxFeedbackSkus],
    [60, 5],
  ] as const) {
    const value = JSON.stringify({
      ...base,
      s: base.s.slice(0, skus),
      q: truncate(facts.question, question),
    });
    if (value.length <= slackLimits.buttonValue) return value;
  }
  return JSON.stringify({ ...base, s: [], q: '' });
}

/** A press's verdict and facts; undefined for anything we did not write ourselves. */
export function decodeFeedback(value: string | undefined): Omit<AnswerFeedback, 'at'> | undefined {
  const parsed = parseJson(feedbackValueSchema, value);
  if (!parsed) return undefined;
  const { v, m, b, u, s, q } = parsed;
  return { verdict: v, market: m, brand: b, model: u, skus: s, question: q };
}

/** The feedback buttons for an answer, labelled for screen readers in the reader's language. */
export function feedbackBlock(facts: FeedbackFacts, language: Language): types.ContextActionsBlock {
  return {
    type: 'context_actions',
    elements: [
      {
        type: 'feedback_buttons',
        action_id: actionIds.answerFeedback,
        positive_button: {
          text: plainText('👍', slackLimits.buttonText),
          value: encodeFeedback('right', facts),
          accessibility_label: truncate(t(language, 'feedback.right.label'), slackLimits.buttonText),
        },
        negative_button: {
          text: plainText('👎', slackLimits.buttonText),
          value: encodeFeedback('wrong', facts),
          accessibility_label: truncate(t(language, 'feedback.wrong.label'), slackLimits.buttonText),
        },
      },
    ],
  };
}
