import { describe, expect, it } from 'vitest';
import { normaliseWarnings } from '../../src/matching/warnings.js';

describe('normaliseWarnings', () => {
  it('merges lists, drops empties and duplicates (ignoring case, spacing and a final dot), keeps order', () => {
    expect(
      normaliseWarnings(
        ['Needs firmware 2.1', 'needs  firmware 2.1.', ''],
        ['Cable: Max 3 m', 'Needs firmware 2.1'],
        undefined,
      ),
    ).toEqual(['Needs firmware 2.1', 'Cable: Max 3 m']);
  });
});
