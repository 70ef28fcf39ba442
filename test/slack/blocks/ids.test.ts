import { describe, expect, it } from 'vitest';
import {
  decodeMenuBlockId,
  decodeUnitPick,
  encodeMenuBlockId,
  encodeUnitPick,
  pickUnitActionId,
  pickUnitActionPattern,
} from '../../../src/slack/blocks/ids.js';

const scope = { market: 'FR', locale: 'fr' };

describe('ids carried through Slack', () => {
  it('round-trips a unit pick', () => {
    const pick = { scope, unit: { brandId: 3, modelId: 44, typeReference: 'CTLR_KNX' }, type: 'CTLR_KNX' };
    expect(decodeUnitPick(encodeUnitPick(pick))).toEqual(pick);
    const { type: _type, ...untyped } = pick;
    expect(decodeUnitPick(encodeUnitPick(untyped))).toEqual(untyped);
    const variants = { ...pick, variants: [45, 46] };
    expect(decodeUnitPick(encodeUnitPick(variants))).toEqual(variants);
  });

  it('rejects values it did not write', () => {
    for (const value of [
      undefined,
      '',
      'daikin',
      '{"m":"FR"}',
      '{"m":1,"l":"fr","b":1,"u":2,"r":"X"}',
      '[1]',
    ]) {
      expect(decodeUnitPick(value)).toBeUndefined();
    }
  });

  it('round-trips menu state in block ids', () => {
    const state = { scope, type: 'CTLR_WIFI', brandId: 9 };
    const blockId = encodeMenuBlockId('model', state);
    expect(blockId.startsWith('mm:')).toBe(true);
    expect(decodeMenuBlockId(blockId)).toEqual(state);
    expect(decodeMenuBlockId(encodeMenuBlockId('type', { scope }))).toEqual({ scope });
    expect(decodeMenuBlockId('mm:garbage')).toBeUndefined();
    expect(decodeMenuBlockId('nocolon')).toBeUndefined();
    expect(decodeMenuBlockId(undefined)).toBeUndefined();
  });

  it('refuses to build a block id over 255 characters', () => {
    expect(() => encodeMenuBlockId('brand', { scope: { market: 'M'.repeat(300), locale: 'fr' } })).toThrow(
      RangeError,
    );
  });

  it('numbers pick buttons with distinct action ids', () => {
    expect(pickUnitActionId(0)).toMatch(pickUnitActionPattern);
    expect(pickUnitActionId(4)).not.toBe(pickUnitActionId(3));
    expect('pick_unit_x').not.toMatch(pickUnitActionPattern);
  });
});
