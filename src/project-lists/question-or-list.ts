/**
 * A message (a DM, a mention) that names several units: one question answered inline, or a list
 * answered with its CSV. Up to `maxQuestionUnits` units, one per line or in one line
 * (`daikin ftxm25r, mitsubishi msz-ln25vg`), are one question: the engine's `lookupQuestion`
 * answers each unit together. More units than that, or a table (cells split at tabs, `;` or
 * `,` on two lines or more) or lines with quantities, are a list: its order summary and CSV are
 * what the salesperson needs. A list read from one line (`a, b, c, d, e, f`) has one line per
 * unit named. Pure; knows nothing of Slack.
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
