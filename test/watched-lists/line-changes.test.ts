/** What changed on a watched line (src/watched-lists/line-changes.ts), outcome before → after. */
import { describe, expect, it } from 'vitest';
import type { LineOutcome } from '../../src/project-lists/outcome.js';
import { lineNotes } from '../../src/watched-lists/line-changes.js';

const shown: LineOutcome = {
  status: 'answered',
  brand: 'Acme',
  model: 'QX25',
  skus: [
    { typeName: 'Wi-Fi', sku: 'CTLR-1' },
    { typeName: 'Wired', sku: 'CTLR-W1' },
  ],
  candidates: [],
  warnings: ['Old firmware.'],
};

describe('what changed on a watched line', () => {
  it('is nothing when the line shows the same, SKUs in any order', () => {
    expect(lineNotes(shown, { ...shown, skus: [...shown.skus].reverse() })).toEqual([]);
  });

  it('names each type’s SKUs replaced, dropped or newly offered, and warnings added or dropped', () => {
    const now: LineOutcome = {
      ...shown,
      skus: [
        { typeName: 'Wi-Fi', sku: 'CTLR-2' },
        { typeName: 'Pro', sku: 'CTLR-P1' },
      ],
      warnings: ['Needs firmware 2.1.'],
    };
    expect(lineNotes(shown, now)).toEqual([
      { kind: 'sku', typeName: 'Wi-Fi', before: ['CTLR-1'], after: ['CTLR-2'] },
      { kind: 'type_gone', typeName: 'Wired', before: ['CTLR-W1'] },
      { kind: 'type_new', typeName: 'Pro', after: ['CTLR-P1'] },
      { kind: 'warning', added: ['Needs firmware 2.1.'], removed: ['Old firmware.'] },
    ]);
  });

  it('says a unit no longer found is gone, and a unit become a choice by its status alone', () => {
    const none = { skus: [], candidates: [], warnings: [] };
    expect(lineNotes(shown, { ...none, status: 'not_found' })).toEqual([{ kind: 'gone' }]);
    expect(lineNotes(shown, { ...none, status: 'choose', candidates: ['Acme QX25', 'Acme QX25b'] })).toEqual([
      { kind: 'status', before: 'answered', after: 'choose' },
    ]);
  });

  it('names a unit sold again, or named otherwise', () => {
    const notSold: LineOutcome = { ...shown, status: 'not_sold', skus: [] };
    expect(lineNotes(notSold, { ...shown, model: 'QX25 II', warnings: [] })).toEqual([
      { kind: 'status', before: 'not_sold', after: 'answered' },
      { kind: 'unit', before: 'Acme QX25', after: 'Acme QX25 II' },
      { kind: 'type_new', typeName: 'Wi-Fi', after: ['CTLR-1'] },
      { kind: 'type_new', typeName: 'Wired', after: ['CTLR-W1'] },
      { kind: 'warning', added: [], removed: ['Old firmware.'] },
    ]);
  });
});
