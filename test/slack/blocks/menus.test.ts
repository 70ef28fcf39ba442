import { describe, expect, it } from 'vitest';
import { actionIds, decodeMenuBlockId, noChoiceValue } from '../../../src/slack/blocks/ids.js';
import {
  allTypesValue,
  brandOptions,
  buildMenuMessage,
  chooseBrandFirstOptions,
  decodeModelOption,
  modelOptions,
  typeOptions,
} from '../../../src/slack/blocks/menus.js';
import { slackLimitViolations } from '../../support/slack-limits.js';
import { scope } from './fixtures.js';

const types = [
  { reference: 'CTLR_WIFI', name: 'Wi-Fi' },
  { reference: 'CTLR_KNX', name: 'KNX' },
];

interface Section {
  type: string;
  block_id?: string;
  accessory?: {
    action_id: string;
    initial_option?: { value: string; text: { text: string } };
    options?: { value: string }[];
    min_query_length?: number;
  };
}
const sections = (blocks: unknown[]) => (blocks as Section[]).filter((b) => b.accessory !== undefined);

describe('menus', () => {
  it('holds type, brand and model menus, starting with "All types"', () => {
    const message = buildMenuMessage({ scope, types }, 'en');
    const [type, brand, model] = sections(message.blocks);
    expect(type?.accessory).toMatchObject({
      action_id: actionIds.menuType,
      initial_option: { value: allTypesValue, text: { text: 'All types' } },
    });
    const values = type?.accessory?.options?.map((o) => o.value);
    expect(values).toEqual([allTypesValue, ...types.map((t) => t.reference)]);
    expect(brand?.accessory).toMatchObject({ action_id: actionIds.menuBrand, min_query_length: 0 });
    expect(model?.accessory).toMatchObject({ action_id: actionIds.menuModel, min_query_length: 0 });
    expect(decodeMenuBlockId(brand?.block_id)).toEqual({ scope });
    expect(decodeMenuBlockId(model?.block_id)).toEqual({ scope });
    expect(slackLimitViolations(message)).toEqual([]);
  });

  it('writes a model option of every type with a type that lists it, and reads it back', () => {
    const [option] = modelOptions([{ id: 105, designation: 'FTXM25R', typeReference: 'CTLR_WIFI' }]);
    expect(option?.value).toBe('105@CTLR_WIFI');
    expect(decodeModelOption(option?.value)).toEqual({ modelId: 105, typeReference: 'CTLR_WIFI' });
    expect(decodeModelOption('105')).toEqual({ modelId: 105 });
    expect(decodeModelOption('-')).toBeUndefined();
    expect(decodeModelOption('1e9')).toBeUndefined();
  });

  it('carries the chosen type and brand in the block ids and shows the brand chosen', () => {
    const message = buildMenuMessage(
      { scope, types, type: 'CTLR_KNX', brand: { id: 7, name: 'Daikin' } },
      'en',
    );
    const [type, brand, model] = sections(message.blocks);
    expect(type?.accessory?.initial_option?.value).toBe('CTLR_KNX');
    expect(brand?.accessory?.initial_option).toEqual({
      text: { type: 'plain_text', text: 'Daikin', emoji: true },
      value: '7',
    });
    expect(decodeMenuBlockId(model?.block_id)).toEqual({ scope, type: 'CTLR_KNX', brandId: 7 });
    expect(JSON.stringify(message.blocks)).toContain('Model (Daikin)');
    expect(new Set(message.blocks.map((b) => b.block_id).filter(Boolean)).size).toBe(3);
  });

  it('falls back to "All types" when the chosen one is not offered', () => {
    const [type] = sections(buildMenuMessage({ scope, types, type: 'CTLR_ZIGBEE' }, 'en').blocks);
    expect(type?.accessory?.initial_option?.value).toBe(allTypesValue);
  });

  it('says so when the market offers no types', () => {
    const message = buildMenuMessage({ scope, types: [] }, 'en');
    expect(message.text).toBe('No controller types are offered in market FR.');
  });

  it('keeps options within Slack limits: 100 at most, text 75, values 75', () => {
    const brands = Array.from({ length: 150 }, (_, i) => ({ id: i, name: `Brand ${i} ${'y'.repeat(100)}` }));
    const options = brandOptions(brands);
    expect(options).toHaveLength(100);
    expect(options.every((o) => o.text.text.length <= 75 && (o.value ?? '').length <= 75)).toBe(true);
    expect(typeOptions([{ reference: 'X'.repeat(80), name: 'too long a value' }, ...types])).toHaveLength(2);
    expect(modelOptions([{ id: 3, designation: 'FTXM25R' }])).toEqual([
      { text: { type: 'plain_text', text: 'FTXM25R', emoji: true }, value: '3' },
    ]);
    expect(chooseBrandFirstOptions('fr')).toEqual([
      {
        text: { type: 'plain_text', text: 'Choisissez d’abord une marque', emoji: true },
        value: noChoiceValue,
      },
    ]);
  });
});
