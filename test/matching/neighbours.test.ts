import { describe, expect, it } from 'vitest';
import type { Candidate } from '../../src/matching/confidence.js';
import { onlyNeighbours } from '../../src/matching/neighbours.js';

const fuzzy = (unitKey: string, distance: number): Candidate => ({
  kind: 'fuzzy',
  distance,
  typedLength: 10,
  unitKey,
  digitsMatch: true,
  slipAfterDigit: false,
  plateBoundary: false,
});

describe('onlyNeighbours', () => {
  it('treats a lone unit one slip away, or units two slips away, as other units', () => {
    expect(onlyNeighbours([fuzzy('a', 1)])).toBe(true);
    expect(onlyNeighbours([fuzzy('a', 2)])).toBe(true);
    expect(onlyNeighbours([fuzzy('a', 2), fuzzy('b', 2)])).toBe(true);
    expect(onlyNeighbours([fuzzy('a', 1), fuzzy('b', 2)])).toBe(true);
  });

  it('keeps choices when two units are one slip away, or any choice is not a correction', () => {
    expect(onlyNeighbours([fuzzy('a', 1), fuzzy('b', 1)])).toBe(false);
    expect(onlyNeighbours([{ ...fuzzy('a', 0), kind: 'prefix' }])).toBe(false);
    expect(onlyNeighbours([])).toBe(false);
  });
});
