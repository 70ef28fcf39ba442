/**
 * Choices between the units several readings found: each unit once (by brand and model id, not
 * by designation), in the order given, no more than the confidence rule's `maxChoices`.
 */
import { describe, expect, it } from 'vitest';
import { choicesOf } from '../../src/lookup/choices.js';
import type { UnitRef } from '../../src/lookup/result.js';
import { maxChoices } from '../../src/matching/confidence.js';

const unit = (brandId: number, modelId: number, designation = `M${modelId}`): UnitRef => ({
  brandId,
  brandName: `Brand ${brandId}`,
  modelId,
  designation,
  typeReference: 'CTLR_PRO',
});
const first = { scope: { market: 'm', locale: 'l' }, searched: { text: 'asked' } };

describe('choicesOf', () => {
  it('lists each unit once, in the order given, echoing what was searched', () => {
    const result = choicesOf(first, [unit(1, 2), unit(1, 3), unit(1, 2), unit(2, 2, 'M2')]);
    expect(result).toEqual({
      kind: 'choices',
      scope: first.scope,
      searched: first.searched,
      candidates: [unit(1, 2), unit(1, 3), unit(2, 2, 'M2')],
    });
  });

  it('offers no more than maxChoices units', () => {
    const units = Array.from({ length: maxChoices + 3 }, (_, i) => unit(1, i + 1));
    expect(choicesOf(first, units).candidates).toEqual(units.slice(0, maxChoices));
  });
});
