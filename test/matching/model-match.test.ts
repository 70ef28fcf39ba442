import { describe, expect, it } from 'vitest';
import { findModelCandidates, fuzzyWindows } from '../../src/matching/model-match.js';
import { ModelIndex } from '../../src/matching/models.js';
import { tokenise, tokenWindows } from '../../src/matching/query.js';

const windowsOf = (text: string) => tokenWindows(tokenise(text), new Set());

describe('fuzzyWindows', () => {
  it('keeps the code alone from an email, before long runs of words around it', () => {
    const windows = fuzzyWindows(windowsOf('hi the customer has a unit FTXN25R what do we need'));
    expect(windows.length).toBeLessThanOrEqual(12);
    expect(windows.map((w) => w.key)).toContain('FTXN25R');
    expect(windows.every((w) => w.key.length <= 24)).toBe(true);
  });

  it('prefers windows of fewer tokens', () => {
    const counts = fuzzyWindows(windowsOf('MSZ LN25 VG')).map((w) => w.end - w.start);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(counts[0]).toBe(1);
  });
});

describe('findModelCandidates', () => {
  it('finds a one-letter typo of a code said mid-sentence', () => {
    const index = new ModelIndex([
      { id: 1, designation: 'FTXM25R', brandId: 12, brandName: 'Daikin', typeReference: 'CTLR_KNX' },
    ]);
    const windows = windowsOf('hi the customer has a unit FTXN25R what do we need');
    const candidates = findModelCandidates([{ index, windows }], { fuzzy: true });
    expect(candidates.map((c) => [c.kind, c.model.designation])).toEqual([['fuzzy', 'FTXM25R']]);
  });
});
