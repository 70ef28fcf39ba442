/**
 * A message naming several units: one question answered inline (up to five units), or a list
 * answered with its CSV (more units, a table, quantities) (src/project-lists/question-or-list.ts).
 */
import { describe, expect, it } from 'vitest';
import { questionOrList } from '../../src/project-lists/question-or-list.js';

const kindOf = (text: string) => questionOrList(text).kind;
const codes = (count: number) => Array.from({ length: count }, (_, i) => `acme qx${20 + i}r`);

describe('questionOrList', () => {
  it('answers one to five units as one question, one per line or in one line', () => {
    expect(kindOf('acme qx25r')).toBe('question');
    expect(kindOf(codes(2).join('\n'))).toBe('question');
    expect(kindOf(`Hi,\n${codes(5).join('\n')}\nThanks`)).toBe('question');
    expect(kindOf(codes(5).join(', '))).toBe('question');
    expect(kindOf(codes(3).join(' and '))).toBe('question');
  });

  it('reads more than five units as a list, one line per unit', () => {
    const lines = questionOrList(`Please quote:\n${codes(6).join('\n')}`);
    expect(lines.kind === 'list' && lines.list.lines.map((line) => line.query)).toEqual(codes(6));
    const inOneLine = questionOrList(`wifi please: ${codes(7).join(', ')}, thanks`);
    expect(inOneLine.kind === 'list' && inOneLine.list.lines.map((line) => line.query)).toEqual([
      'wifi please: acme qx20r',
      ...codes(7).slice(1),
    ]);
    expect(inOneLine.kind === 'list' && inOneLine.list.otherText).toBe('thanks');
    const inTwoLines = questionOrList(`${codes(3).join(' y ')}\n${codes(6).slice(3).join(' y ')}`);
    expect(inTwoLines.kind === 'list' && inTwoLines.list.lines).toHaveLength(6);
  });

  it('reads a table or lines with quantities as a list, however short', () => {
    expect(kindOf('acme\tqx25r\t3\nacme\tqx35r\t2')).toBe('list');
    const quantities = questionOrList('3 x acme qx25r\nacme qx35r');
    expect(quantities.kind === 'list' && quantities.list.lines.map((line) => line.quantity)).toEqual([3, 1]);
  });
});
