import { describe, expect, it } from 'vitest';
import { mrkdwnToTerminal, printable, renderMessage } from '../../src/cli/render.js';
import { buildAnswerMessage } from '../../src/slack/blocks/answer.js';
import { buildChoicesMessage } from '../../src/slack/blocks/choices.js';
import { decodeUnitPick } from '../../src/slack/blocks/ids.js';
import { answer, choices } from '../slack/blocks/fixtures.js';

const en = { language: 'en' as const, shareable: false };

describe('renderMessage', () => {
  it('prints an answer as the Slack message says it: SKU first, warnings under it, fields as lines', () => {
    const { text, picks } = renderMessage(buildAnswerMessage(answer(), en));
    expect(text).toContain('Controller to sell for Daikin FTXM25R (Wall mounted · Split)');
    expect(text).toContain(
      'AZX6KNXGTWAY   KNX controller  ·  Protocol: KNX\n⚠ Needs the S21 adapter & a 12 V supply',
    );
    expect(text).toContain('Airflow: 300–612 m³/h · 176.6–360.2 cfm');
    expect(text).toContain('  Searched: daikin ftxm25r · Market FR · Language fr');
    expect(picks).toEqual([]);
  });

  it('makes SKUs bold only when asked for colour', () => {
    expect(renderMessage(buildAnswerMessage(answer(), en), { color: true }).text).toContain(
      '\u001b[1mAZX6WSC5GER\u001b[22m',
    );
    expect(renderMessage(buildAnswerMessage(answer(), en)).text).not.toContain('\u001b');
  });

  it('numbers the choices and keeps their button values', () => {
    const result = choices(3);
    if (result.kind !== 'choices') throw new Error('fixture');
    const { text, picks } = renderMessage(buildChoicesMessage(result, en));
    expect(text).toMatch(/^ {2}1\. Daikin FTXM20R$/m);
    expect(text).toMatch(/^ {2}3\. Daikin FTXM22R$/m);
    expect(picks).toHaveLength(3);
    expect(decodeUnitPick(picks[2])?.unit.modelId).toBe(102);
  });
});

describe('mrkdwnToTerminal', () => {
  it('gives back what Slack shows: entities, dates, mentions, links, no control characters', () => {
    expect(mrkdwnToTerminal('&lt;b&gt; &amp; <!date^1700000000^{date_short}|2023-11-14> <@U123>')).toBe(
      '<b> & 2023-11-14 @U123',
    );
    expect(mrkdwnToTerminal('see <https://example.com|the docs>')).toBe('see the docs (https://example.com)');
    expect(mrkdwnToTerminal('a\u001b[31mred\u0007')).toBe('a[31mred');
    expect(printable('x\u202ey\tz')).toBe('xy z');
  });
});

describe('guidance without a SKU', () => {
  it('asks which model for a brand alone, naming sibling brands as alternatives', () => {
    const text = renderResult({
      kind: 'which_model',
      scope,
      searched: { text: 'mitsu' },
      brands: [
        { id: 27, name: 'Mitsubishi Electric' },
        { id: 28, name: 'Mitsubishi Heavy Industries' },
      ],
      types: [],
    });
    expect(text).toMatch(/^Which Mitsubishi Electric or Mitsubishi Heavy Industries model\?/);
  });

  it('says where a unit is sold when it is not in this market', () => {
    const text = renderResult({
      kind: 'other_markets',
      scope,
      searched: { text: 'daikin ctxm15r' },
      unit: { brandName: 'Daikin', designation: 'CTXM15R' },
      markets: ['app-market', 'FR'],
    });
    expect(text).toContain('Daikin CTXM15R is sold in app-market and FR, not in ES');
    expect(text).toContain('--market app-market');
  });

  it('lists a series with how many there are, and choices with what sets them apart', () => {
    const series = renderResult({
      kind: 'choices',
      scope,
      searched: { text: 'daikin ftxm', brand: 'Daikin' },
      candidates: Array.from({ length: 10 }, (_, i) => ({ ...daikin, modelId: i, designation: `FTXM${i}R` })),
      series: { prefix: 'ftxm', total: 12 },
    });
    expect(series).toContain('12 Daikin units start with "ftxm". Which one?');
    expect(series).toContain('…and 2 more');
    const row = (sku: string, protocolName: string) => ({
      typeReference: 'CTLR_PRO',
      typeName: 'Pro',
      sku,
      protocolName,
      warnings: [],
    });
    const differ = renderResult({
      kind: 'choices',
      scope,
      searched: { text: 'daikin ftxm25' },
      candidates: [
        { ...daikin, designation: 'FTXM25N', facts: { rows: [row('CFPRODAI002R000', 'S21 legacy')] } },
        { ...daikin, modelId: 2, facts: { rows: [row('CFPRODAI001R000', 'S21')] } },
      ],
    });
    expect(differ).toContain('1. Daikin FTXM25N (S21 legacy)');
    expect(differ).toContain('2. Daikin FTXM25R (S21)');
  });

  it('says an answer to a suggested unit is a different unit', () => {
    expect(renderResult({ ...answer, askedFor: 'CS-HZ25XKE' } as LookupResult)).toContain(
      'You asked for "CS-HZ25XKE"; this is Daikin FTXM25R, a different unit.',
    );
  });
});
