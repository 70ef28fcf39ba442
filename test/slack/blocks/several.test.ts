/**
 * The reply to a question naming several units (src/slack/blocks/several.ts): each unit's reply
 * in turn, one context line for all, no Share button, and within Slack's limits with five
 * units of many types, given compact then (no SKU row is ever cut off).
 */
import { describe, expect, it } from 'vitest';
import type { LookupResult } from '../../../src/lookup/result.js';
import { actionIds } from '../../../src/slack/blocks/ids.js';
import { renderLookupResult } from '../../../src/slack/blocks/result.js';
import { slackLimitViolations } from '../../support/slack-limits.js';
import { answer, choices, notFound, scope, unit } from './fixtures.js';

const en = { language: 'en' as const, shareable: true };
const several = (results: LookupResult[], more = 0): LookupResult => ({
  kind: 'several',
  scope,
  searched: { text: 'daikin ftxm25r, daikin ftxm, acme zz9' },
  results,
  more,
});
const texts = (blocks: readonly { type: string }[]) =>
  blocks.map((b) => {
    const block = b as { type: string; text?: { text: string } };
    return block.text?.text ?? block.type;
  });

describe('several units in one question', () => {
  it("gives each unit's reply in turn, set apart, under one intro and one context line", () => {
    const message = renderLookupResult(several([answer(), choices(2), notFound('no_model')]), en);
    const shown = texts(message.blocks);
    expect(shown[0]).toBe('Your question names 3 units, each answered below:');
    expect(shown.filter((text) => text === 'divider')).toHaveLength(3);
    const answerAt = shown.indexOf(
      'Controller to sell for *Daikin FTXM25R* (Wall mounted · Split)\n>:warning: Firmware 2.1 or later',
    );
    const choicesAt = shown.indexOf('2 units match *daikin ftxm*. Which one do you mean?');
    const notFoundAt = shown.findIndex((text) => text.startsWith('I could not find *acme zz9*'));
    expect(0 < answerAt && answerAt < choicesAt && choicesAt < notFoundAt).toBe(true);
    const contexts = message.blocks.filter(
      (b) => b.type === 'context' && JSON.stringify(b).includes('Market FR'),
    );
    expect(contexts).toHaveLength(1);
    expect(message.blocks.at(-1)).toBe(contexts[0]);
    expect(JSON.stringify(message.blocks.at(-1))).toContain(
      'Searched: daikin ftxm25r, daikin ftxm, acme zz9',
    );
    expect(message.text.split('\n')[0]).toBe('Your question names 3 units, each answered below:');
    expect(message.text).toContain('Daikin FTXM25R: AZX6WSC5GER');
    expect(slackLimitViolations(message)).toEqual([]);
  });

  it('offers no Share button (it would share one unit), but keeps the choices’ buttons', () => {
    const message = renderLookupResult(several([answer(), choices(2)]), en);
    const blocks = JSON.stringify(message.blocks);
    expect(blocks).not.toContain(actionIds.share);
    expect(blocks.match(/pick_unit_/g)).toHaveLength(2);
  });

  it('says how many more units were named, to be sent as a list', () => {
    const message = renderLookupResult(several([answer(), answer({ unit: unit(6) })], 3), en);
    expect(JSON.stringify(message.blocks)).toContain('3 more units are named: send the units as a list');
  });

  it('gives the answers compact, every SKU row kept, when five units of many types would not fit', () => {
    const rows = Array.from({ length: 8 }, (_, i) => ({
      typeReference: `CTLR_${i}`,
      typeName: `Type ${i}`,
      sku: `SKU${i}`,
      warnings: i === 7 ? ['Last type only'] : [],
    }));
    const five = Array.from({ length: 5 }, (_, i) => answer({ unit: unit(i), rows }));
    const message = renderLookupResult(several(five), en);
    expect(message.blocks.length).toBeLessThanOrEqual(50);
    expect(message.blocks.some((b) => b.type === 'section' && b.fields !== undefined)).toBe(false);
    expect(JSON.stringify(message.blocks).match(/SKU7/g)).toHaveLength(5);
    expect(JSON.stringify(message.blocks)).not.toContain('more');
    const compactRows = message.blocks.find((b) => JSON.stringify(b).includes('SKU0'));
    expect(JSON.stringify(compactRows)).toContain('*`SKU7`*   Type 7\\n>:warning: Last type only');
    expect(slackLimitViolations(message)).toEqual([]);
    const two = renderLookupResult(several(five.slice(0, 2)), en);
    expect(two.blocks.filter((b) => b.type === 'section' && b.fields !== undefined)).toHaveLength(2);
  });
});
