/**
 * What the answers' feedback buttons said over a period, for the admins' gap report: counts right
 * and wrong, and each answer marked wrong, most marked first, so the catalogue's vendor hears of a
 * wrong entry or a bad match. Each user's latest verdict on an answer counts, once (its `press`).
 * Counts only: nobody who pressed is named.
 */

import type { AnswerFeedback } from '../state/schema.js';
import { gapCode } from '../state/usage-report.js';

interface WrongAnswerRow {
  /** The model's normalised code, as the gap report's other rows. */
  code: string;
  brand: string;
  model: string;
  skus: string[];
  /** The question as first asked. */
  question: string;
  count: number;
  markets: string[];
}

export interface FeedbackSummary {
  right: number;
  wrong: number;
  wrongAnswers: WrongAnswerRow[];
}

export const noFeedback: FeedbackSummary = { right: 0, wrong: 0, wrongAnswers: [] };

/** `entries` oldest first (as the store reads them back); the top `limit` answers marked wrong. */
export function summariseFeedback(
  entries: readonly AnswerFeedback[],
  limit = Number.POSITIVE_INFINITY,
): FeedbackSummary {
  // The latest press of each user on each answer stands for their earlier ones (oldest first).
  const latest = new Map<string, AnswerFeedback>();
  entries.forEach((entry, index) => {
    const press = entry.press ?? `#${index}`;
    latest.delete(press);
    latest.set(press, entry);
  });
  const counted = [...latest.values()];
  const rows = new Map<string, WrongAnswerRow>();
  let right = 0;
  for (const entry of counted) {
    if (entry.verdict === 'right') {
      right += 1;
      continue;
    }
    const key = JSON.stringify([entry.brand, entry.model, entry.skus]);
    const row = rows.get(key) ?? {
      code: gapCode(entry.model),
      brand: entry.brand,
      model: entry.model,
      skus: entry.skus,
      question: entry.question,
      count: 0,
      markets: [],
    };
    row.count += 1;
    if (!row.markets.includes(entry.market)) row.markets.push(entry.market);
    rows.set(key, row);
  }
  const wrongAnswers = [...rows.values()]
    .map((row) => ({ ...row, markets: row.markets.sort() }))
    .sort((a, b) => b.count - a.count || a.code.localeCompare(b.code));
  return { right, wrong: counted.length - right, wrongAnswers: wrongAnswers.slice(0, limit) };
}
