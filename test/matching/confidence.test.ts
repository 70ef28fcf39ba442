import { describe, expect, it } from 'vitest';
import { type Candidate, decide, maxChoices } from '../../src/matching/confidence.js';

const c = (
  unitKey: string,
  kind: Candidate['kind'],
  distance = 0,
  typedLength = 7,
  digitsMatch = true,
  slipAfterDigit = true,
  plateBoundary = false,
): Candidate => ({
  unitKey,
  kind,
  distance,
  typedLength,
  digitsMatch,
  slipAfterDigit,
  plateBoundary,
});
const verdict = (candidates: Candidate[]) => {
  const decision = decide(candidates);
  if (decision.verdict === 'answer') return `answer ${decision.best.unitKey}`;
  if (decision.verdict === 'choices') return `choices ${decision.candidates.map((x) => x.unitKey).join(',')}`;
  return 'not_found';
};

describe('decide (the confidence rule)', () => {
  it('answers one exact match, offers choices for several', () => {
    expect(verdict([c('a', 'exact')])).toBe('answer a');
    expect(verdict([c('a', 'exact'), c('b', 'exact')])).toBe('choices a,b');
  });

  it('counts one unit found twice once', () => {
    expect(verdict([c('a', 'exact'), c('a', 'exact')])).toBe('answer a');
  });

  it('uses only the strongest tier present', () => {
    expect(verdict([c('a', 'fuzzy', 1), c('b', 'exact'), c('c', 'prefix', 1)])).toBe('answer b');
    expect(verdict([c('a', 'fuzzy', 1), c('c', 'prefix', 2)])).toBe('answer c');
  });

  it('answers a unique completion, lists several shortest first', () => {
    expect(verdict([c('a', 'prefix', 3)])).toBe('answer a');
    expect(verdict([c('long', 'prefix', 4), c('short', 'prefix', 1)])).toBe('choices short,long');
  });

  it('answers a fuzzy match only when it alone is one edit away and the code is long enough', () => {
    expect(verdict([c('a', 'fuzzy', 1), c('b', 'fuzzy', 2)])).toBe('answer a');
    expect(verdict([c('a', 'fuzzy', 1), c('b', 'fuzzy', 1), c('far', 'fuzzy', 2)])).toBe('choices a,b');
    expect(verdict([c('a', 'fuzzy', 2)])).toBe('choices a');
    expect(verdict([c('a', 'fuzzy', 1, 5)])).toBe('choices a');
    expect(verdict([c('a', 'fuzzy', 3)])).toBe('not_found');
  });

  it('never answers a unit whose digits differ, and counts it as a rival', () => {
    expect(verdict([c('a', 'fuzzy', 1, 7, false)])).toBe('not_found');
    expect(verdict([c('a', 'fuzzy', 1), c('b', 'fuzzy', 1, 7, false)])).toBe('choices a,b');
    expect(verdict([c('a', 'fuzzy', 1), c('b', 'fuzzy', 2, 7, false)])).toBe('answer a');
    expect(verdict([c('a', 'fuzzy', 2), c('b', 'fuzzy', 2, 7, false), c('z', 'fuzzy', 2, 7, false)])).toBe(
      'choices a,b,z',
    );
    expect(verdict([c('a', 'fuzzy', 1, 5), c('b', 'fuzzy', 2, 7, false)])).toBe('choices a');
  });

  it('offers a choice, not an answer, when the slip lies in the series letters before the digits', () => {
    expect(verdict([c('a', 'fuzzy', 1, 9, true, false)])).toBe('choices a');
    expect(verdict([c('a', 'fuzzy', 1, 9, true, true)])).toBe('answer a');
  });

  it('answers a rating-plate code only for one unit extended at a letter/digit boundary', () => {
    expect(verdict([c('a', 'extended', 3)])).toBe('choices a');
    expect(verdict([c('a', 'extended', 3, 9, true, false, true)])).toBe('answer a');
    expect(
      verdict([c('a', 'extended', 3, 9, true, false, true), c('b', 'extended', 4, 9, true, false, true)]),
    ).toBe('choices a,b');
  });

  it('finds nothing without candidates', () => {
    expect(verdict([])).toBe('not_found');
  });

  it('offers at most five choices, best first', () => {
    const many = Array.from({ length: 8 }, (_, i) => c(`u${i}`, 'prefix', 8 - i));
    const decision = decide(many);
    expect(decision.verdict).toBe('choices');
    if (decision.verdict !== 'choices') return;
    expect(decision.candidates).toHaveLength(maxChoices);
    expect(decision.candidates[0]?.unitKey).toBe('u7');
  });
});
