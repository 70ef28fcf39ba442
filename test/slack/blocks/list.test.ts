/**
 * The list answer message, built from hand-made lookup results: a line answered only as the
 * closest match to what was typed is never counted as answered; it is named among the lines
 * to check, with the unit it was matched to.
 */
import { describe, expect, it } from 'vitest';
import type { ListAnswer } from '../../../src/project-lists/list-lookup.js';
import { type ListStatus, lineOutcome, listStatuses } from '../../../src/project-lists/outcome.js';
import { readPastedList } from '../../../src/project-lists/paste.js';
import { buildListAnswerMessage } from '../../../src/slack/blocks/list.js';
import { answer, scope } from './fixtures.js';

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
      scope,
    );
    const text = JSON.stringify(message.blocks);
    expect(message.text).toContain('1 answered');
    expect(message.text).toContain('1 to check');
    expect(text).toContain('Lines that need attention');
    expect(text).toContain('Line 2');
    expect(text).toContain('closest match Daikin FTXM25R');
    expect(text).not.toContain('Line 1');
  });

  it('says, in the reader’s language and typography, when the lines were looked up in another language', () => {
    const list = listAnswer([answer({ searched: { text: 'daikin ftxm25r' }, matchedBy: 'exact' })]);
    const french = buildListAnswerMessage(list, 'fr', scope);
    expect(french.text).toBe('Liste de 1 unité\u202f: 1 trouvée');
    expect(JSON.stringify(french.blocks)).toContain(
      ':globe_with_meridians: Le catalogue n’a pas de contenu en français pour le marché FR\u202f: ses noms et remarques sont en anglais.',
    );
    expect(JSON.stringify(buildListAnswerMessage(list, 'en', scope).blocks)).not.toContain(
      ':globe_with_meridians:',
    );
  });

  it('promises no file where none comes with the answer (Slackbot), and the file where one does', () => {
    const list = listAnswer(
      Array.from({ length: 17 }, (_, i) =>
        answer({ searched: { text: `daikin ftxm${i + 10}rr` }, matchedBy: 'fuzzy' }),
      ),
    );
    const withFile = JSON.stringify(buildListAnswerMessage(list, 'en', scope).blocks);
    expect(withFile).toContain('The CSV file has one row per line');
    expect(withFile).toContain('…and 2 more in the file');
    const withoutFile = JSON.stringify(buildListAnswerMessage(list, 'en', scope, [], { file: false }).blocks);
    expect(withoutFile).toContain('…and 2 more');
    expect(withoutFile).not.toMatch(/file|CSV/);
  });
});
