/**
 * Whether a message naming several units is one question answered inline (up to `maxQuestionUnits`
 * units) or a list answered with its CSV (more units, a table, or quantities): a list's order
 * summary and CSV are what the salesperson needs. Pure; knows nothing of Slack.
 */
import { maxQuestionUnits, questionParts } from '../matching/question-parts.js';
import type { ListLine, ReadList } from './lines.js';
import { pastedRows, readPastedList } from './paste.js';

export type MessageReading = { kind: 'question' } | { kind: 'list'; list: ReadList };

const lineOf = (typed: string, index: number): ListLine => ({
  number: index + 1,
  typed,
  query: typed,
  quantity: 1,
  quantityGiven: false,
});

/** Whether the message is a question (see `LookupEngine.lookupQuestion`) or a list (see above). */
export function questionOrList(text: string): MessageReading {
  const pasted = readPastedList(text);
  const table = pastedRows(text).separator !== ' ';
  if (pasted.lines.length >= 2 && (table || pasted.lines.some((line) => line.quantityGiven)))
    return { kind: 'list', list: pasted };
  const { parts, around } = questionParts(text);
  if (Math.max(parts.length, pasted.lines.length) <= maxQuestionUnits) return { kind: 'question' };
  if (pasted.lines.length >= parts.length) return { kind: 'list', list: pasted };
  return { kind: 'list', list: { lines: parts.map(lineOf), otherText: around.join('\n') } };
}
