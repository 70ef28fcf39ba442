import { describe, expect, it } from 'vitest';
import { decodeUnitPick, pickUnitActionPattern } from '../../../src/slack/blocks/ids.js';
import { renderLookupResult } from '../../../src/slack/blocks/result.js';
import { slackLimitViolations } from '../../support/slack-limits.js';
import { choices, notFound, scope, unit } from './fixtures.js';

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
    for (const [i, button] of buttons.entries()) {
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
      for (const value of values) expect(value?.type).toBe('CTLR_KNX');
    }
  });

  it('says what was searched when nothing is found, with suggestions as buttons', () => {
    const message = renderLookupResult(notFound('no_model', [unit(1), unit(2)], 'daikin ftxm99'), en);
    expect(message.text).toBe('I could not find that model: *daikin ftxm99*.');
    expect(JSON.stringify(message.blocks)).toContain('Did you mean one of these?');
    expect(buttonsOf(message.blocks)).toHaveLength(2);
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
