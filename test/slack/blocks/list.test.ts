/**
 * The list answer message, built from hand-made lookup results: a line answered only as the
 * closest match to what was typed is never counted as answered; it is named among the lines
 * to check, with the unit it was matched to.
 */
import { describe, expect, it } from 'vitest';
import type { ListAnswer } from '../../../src/lists/answer.js';
import { type ListStatus, lineOutcome, listStatuses } from '../../../src/lists/outcome.js';
import { readPastedList } from '../../../src/lists/paste.js';
import { buildListAnswerMessage } from '../../../src/slack/blocks/list.js';
import { answer } from './fixtures.js';

function listAnswer(results: ReturnType<typeof answer>[]): ListAnswer {
  const { lines } = readPastedList(results.map((r) => r.searched.text).join('\n'));
  const answered = lines.map((line, i) => {
    const result = results[i] ?? answer();
    return { line, outcome: lineOutcome(result, 'en'), result };
  });
  const counts = Object.fromEntries(listStatuses.map((s) => [s, 0])) as Record<ListStatus, number>;
  for (const { outcome } of answered) counts[outcome.status] += 1;
  return { lines: answered, counts, severalTypes: false, csv: Buffer.alloc(0) };
}

describe('buildListAnswerMessage', () => {
  it('names a closest match among the lines to check, and does not count it as answered', () => {
    const message = buildListAnswerMessage(
      listAnswer([
        answer({ searched: { text: 'daikin ftxm25r' }, matchedBy: 'exact' }),
        answer({ searched: { text: 'daikin ftxm25rr' }, matchedBy: 'fuzzy' }),
      ]),
      'en',
    );
    const text = JSON.stringify(message.blocks);
    expect(message.text).toContain('1 answered');
    expect(message.text).toContain('1 to check');
    expect(text).toContain('Lines that need attention');
    expect(text).toContain('Line 2');
    expect(text).toContain('closest match Daikin FTXM25R');
    expect(text).not.toContain('Line 1');
  });
});
