import { describe, expect, it } from 'vitest';
import type { LookupResult } from '../../../src/lookup/result.js';
import { actionIds, decodeUnitPick, pickUnitActionPattern } from '../../../src/slack/blocks/ids.js';
import { renderLookupResult } from '../../../src/slack/blocks/result.js';
import { nonEmpty } from '../../support/non-empty.js';
import { slackLimitViolations } from '../../support/slack-limits.js';
import { choices, factsOf, notFound, scope, unit } from './fixtures.js';

const en = { language: 'en' as const, shareable: true };
const buttonsOf = (blocks: unknown[]) =>
  blocks.flatMap((b) => {
    const block = b as {
      type: string;
      elements?: { type: string; action_id: string; value?: string; text: { text: string } }[];
    };
    return block.type === 'actions' ? (block.elements ?? []) : [];
  });

describe('choices and not found', () => {
  it('offers up to five buttons that carry unit ids, never user text', () => {
    const message = renderLookupResult(choices(8, 'daikin <b>ftxm</b>'), en);
    const buttons = buttonsOf(message.blocks);
    expect(buttons).toHaveLength(5);
    expect(buttons.map((b) => b.text.text)).toEqual([0, 1, 2, 3, 4].map((i) => `Daikin FTXM${20 + i}R`));
    for (const [i, button] of nonEmpty(buttons.entries())) {
      expect(button.action_id).toMatch(pickUnitActionPattern);
      expect(button.value).not.toContain('ftxm');
      expect(decodeUnitPick(button.value)).toEqual({
        scope,
        unit: { brandId: 10 + i, modelId: 100 + i, typeReference: 'CTLR_WIFI' },
      });
    }
    expect(new Set(buttons.map((b) => b.action_id)).size).toBe(5);
    expect(message.text).toContain('daikin &lt;b&gt;ftxm&lt;/b&gt;');
    expect(slackLimitViolations(message)).toEqual([]);
  });

  it('keeps a requested type in the choice values', () => {
    const result = { ...choices(2), searched: { text: 'wifi daikin', type: 'CTLR_WIFI' } } as const;
    const [first] = buttonsOf(renderLookupResult(result, en).blocks);
    expect(decodeUnitPick(first?.value)?.type).toBe('CTLR_WIFI');
  });

  it('keeps the type the lookup kept to (a default type) in choice and suggestion values', () => {
    const options = { ...en, onlyType: 'CTLR_KNX' };
    for (const result of [choices(2), notFound('no_model', [unit(1)], 'daikin ftxm99')]) {
      const values = buttonsOf(renderLookupResult(result, options).blocks).map((b) =>
        decodeUnitPick(b.value),
      );
      expect(values.length).toBeGreaterThan(0);
      for (const value of nonEmpty(values)) expect(value?.type).toBe('CTLR_KNX');
    }
  });

  it('says what was searched when nothing is found, with suggestions as buttons', () => {
    const message = renderLookupResult(notFound('no_model', [unit(1), unit(2)], 'daikin ftxm99'), en);
    expect(message.text).toBe(
      'I could not find *daikin ftxm99* among the units with a controller in market FR. The unit may exist and have no controller here, or the code may be mistyped.',
    );
    expect(JSON.stringify(message.blocks)).toContain('Each is a different unit from the one you asked for');
    const buttons = buttonsOf(message.blocks);
    expect(buttons).toHaveLength(2);
    // Each suggestion carries the code asked for, so its answer can say it is another unit.
    for (const button of nonEmpty(buttons)) expect(decodeUnitPick(button.value)?.asked).toBe('daikin ftxm99');
    expect(slackLimitViolations(message)).toEqual([]);
  });

  it('explains usage with examples when no brand is recognised', () => {
    const message = renderLookupResult(notFound('no_brand', [], 'settings'), en);
    const text = JSON.stringify(message.blocks);
    expect(message.text).toBe('I could not find a brand I know in *settings*.');
    expect(text).toContain('/controller daikin ftxm25r');
    expect(buttonsOf(message.blocks)).toHaveLength(0);
  });

  it('asks for a brand and a model on an empty query', () => {
    expect(renderLookupResult(notFound('empty_query', [], ''), en).text).toContain(
      'Tell me a brand and a model',
    );
  });

  it('escapes mentions the user typed', () => {
    const message = renderLookupResult(
      notFound('no_brand', [], '<!here> <@U123|bob> <https://evil.example|x>'),
      en,
    );
    const all = JSON.stringify(message);
    expect(all).not.toMatch(/<!here>|<@U123|<https:/);
    expect(all).toContain('&lt;!here&gt; &lt;@U123|bob&gt; &lt;https://evil.example|x&gt;');
  });
});

describe('choices that say how the units differ', () => {
  const row = (typeReference: string, typeName: string, sku: string, protocolName: string) => ({
    typeReference,
    typeName,
    sku,
    protocolName,
    warnings: [],
  });
  const legacy = factsOf([row('CTLR_KNX', 'KNX', 'CFKNXDAI002R000', 'S21 (2014–2019)')]);
  const current = factsOf([row('CTLR_KNX', 'KNX', 'CFKNXDAI001R000', 'S21')]);

  it('shows the protocol family beside each unit, on its own button, and no SKU', () => {
    const result: LookupResult = {
      ...choices(2, 'daikin ftxm25'),
      kind: 'choices',
      candidates: [
        { ...unit(0), facts: legacy },
        { ...unit(1), facts: current },
      ],
    };
    const message = renderLookupResult(result, en);
    const sections = message.blocks.filter(
      (b): b is Extract<typeof b, { type: 'section' }> => b.type === 'section' && b.accessory !== undefined,
    );
    expect(sections).toHaveLength(2);
    expect(sections[0]?.text?.text).toContain('Protocol: S21 (2014–2019)');
    expect(sections[1]?.text?.text).toContain('Protocol: S21_');
    expect(JSON.stringify(message)).not.toContain('R000');
    const accessory = sections[1]?.accessory as { action_id: string; value: string };
    expect(accessory.action_id).toMatch(pickUnitActionPattern);
    expect(decodeUnitPick(accessory.value)?.unit.modelId).toBe(101);
    expect(message.text.startsWith('2 units match *daikin ftxm25*')).toBe(true);
    expect(slackLimitViolations(message)).toEqual([]);
  });

  it('shows the SKU per type when the protocol families do not tell the units apart', () => {
    const sameFamily = factsOf([row('CTLR_KNX', 'KNX', 'CFKNXDAI009R000', 'S21')]);
    const result: LookupResult = {
      ...choices(2),
      kind: 'choices',
      candidates: [
        { ...unit(0), facts: sameFamily },
        { ...unit(1), facts: current },
        { ...unit(2), facts: factsOf([]) },
      ],
    };
    const blocks = JSON.stringify(renderLookupResult(result, en).blocks);
    expect(blocks).toContain('KNX `CFKNXDAI009R000`');
    expect(blocks).toContain('KNX `CFKNXDAI001R000`');
    expect(blocks).toContain('no controller in this market');
  });

  it('shows the SKUs once, under the buttons, when the units take the same controllers', () => {
    const result: LookupResult = {
      ...choices(2),
      kind: 'choices',
      candidates: [
        { ...unit(0), facts: current },
        { ...unit(1), facts: current },
      ],
    };
    const message = renderLookupResult(result, en);
    const blocks = JSON.stringify(message.blocks);
    expect(blocks).toContain(
      'These units take the same controllers, whichever it is:\\n*`CFKNXDAI001R000`*   KNX',
    );
    expect(blocks.match(/CFKNXDAI001R000/g)).toHaveLength(1);
    expect(blocks).not.toContain('warnings differ');
    expect(buttonsOf(message.blocks)).toHaveLength(2);
    expect(slackLimitViolations(message)).toEqual([]);
  });

  it('says that their warnings differ, so that the user picks one to read them', () => {
    const warned = factsOf([
      { ...row('CTLR_KNX', 'KNX', 'CFKNXDAI001R000', 'S21'), warnings: ['Disable the built-in Wi-Fi'] },
    ]);
    const result: LookupResult = {
      ...choices(2),
      kind: 'choices',
      candidates: [
        { ...unit(0), facts: current },
        { ...unit(1), facts: warned },
      ],
    };
    const blocks = JSON.stringify(renderLookupResult(result, en).blocks);
    expect(blocks).toContain('*`CFKNXDAI001R000`*   KNX');
    expect(blocks).toContain('_Their warnings differ: pick yours to see them._');
    expect(blocks).not.toContain('Disable the built-in Wi-Fi');
  });

  it('falls back to plain buttons when the details of any unit are missing', () => {
    const result: LookupResult = {
      ...choices(2),
      kind: 'choices',
      candidates: [{ ...unit(0), facts: current }, unit(1)],
    };
    const message = renderLookupResult(result, en);
    expect(buttonsOf(message.blocks)).toHaveLength(2);
    expect(JSON.stringify(message.blocks)).not.toContain('CFKNXDAI001R000');
  });

  it('lists a series up to ten units and points to the menus for the rest', () => {
    const result = {
      ...choices(10, 'daikin ftxm'),
      searched: { text: 'daikin ftxm', brand: 'Daikin' },
      series: { prefix: 'ftxm', total: 12 },
    } as const;
    const message = renderLookupResult(result, en);
    expect(buttonsOf(message.blocks)).toHaveLength(10);
    expect(message.text.startsWith('12 Daikin units start with *ftxm*')).toBe(true);
    const blocks = JSON.stringify(message.blocks);
    expect(blocks).toContain('2 more are not listed');
    expect(blocks).toContain(actionIds.openMenus);
    expect(slackLimitViolations(message)).toEqual([]);
  });

  it('makes a single choice speak of one unit, in every language', () => {
    expect(renderLookupResult(choices(1, 'x'), en).text).toContain('*x* matches this unit');
    expect(renderLookupResult(choices(1, 'x'), { ...en, language: 'fr' }).text).toContain(
      '*x* correspond à cette unité',
    );
    expect(renderLookupResult(choices(1, 'x'), { ...en, language: 'es' }).text).toContain(
      '*x* coincide con esta unidad',
    );
  });
});
