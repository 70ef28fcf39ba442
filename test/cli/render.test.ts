import { describe, expect, it } from 'vitest';
import { mrkdwnToTerminal, printable, renderMessage } from '../../src/cli/render.js';
import { buildAnswerMessage } from '../../src/slack/blocks/answer.js';
import { buildChoicesMessage } from '../../src/slack/blocks/choices.js';
import { decodeUnitPick } from '../../src/slack/blocks/ids.js';
import { buildOtherMarketsMessage } from '../../src/slack/blocks/redirects.js';
import { answer, choices, factsOf } from '../slack/blocks/fixtures.js';

const en = { language: 'en' as const, shareable: false };

describe('renderMessage', () => {
  it('prints an answer as the Slack message says it: SKU first, warnings indented under what they qualify, fields as lines', () => {
    const { text, picks } = renderMessage(buildAnswerMessage(answer(), en));
    expect(text).toContain(
      'Controller to sell for Daikin FTXM25R (Wall mounted · Split)\n    ⚠ Firmware 2.1 or later\n',
    );
    expect(text).toContain(
      'AZX6KNXGTWAY   KNX controller  ·  Protocol: KNX\n    ⚠ Needs the S21 adapter & a 12 V supply',
    );
    expect(text).toContain('Airflow: 300–612 m³/h · 176.6–360.2 cfm');
    expect(text).toContain('  Searched: daikin ftxm25r · Market FR · Language English');
    expect(picks).toEqual([]);
  });

  it('writes its label lines with the punctuation of the message’s language', () => {
    const french = renderMessage(buildAnswerMessage(answer(), { language: 'fr', shareable: false }), {
      language: 'fr',
    });
    expect(french.text).toContain('Débit d’air\u202f: 300–612 m³/h');
    expect(french.text).not.toMatch(/\S:/u);
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

describe('choices that say how their units differ', () => {
  it('numbers each choice beside what sets it apart, and keeps its button value', () => {
    const row = (sku: string, protocolName: string) => ({
      typeReference: 'CTLR_KNX',
      typeName: 'KNX',
      sku,
      protocolName,
      warnings: [],
    });
    const base = choices(2);
    if (base.kind !== 'choices') throw new Error('fixture');
    const [first, second] = base.candidates;
    if (!first || !second) throw new Error('fixture');
    const { text, picks } = renderMessage(
      buildChoicesMessage(
        {
          ...base,
          candidates: [
            { ...first, facts: factsOf([row('CFKNXDAI002R000', 'S21 legacy')]) },
            { ...second, facts: factsOf([row('CFKNXDAI001R000', 'S21')]) },
          ],
        },
        en,
      ),
    );
    expect(text).toMatch(/^ {2}1\. Daikin FTXM20R\n {5}Protocol: S21 legacy$/m);
    expect(text).toMatch(/^ {2}2\. Daikin FTXM21R\n {5}Protocol: S21$/m);
    expect(picks.map((value) => decodeUnitPick(value)?.unit.modelId)).toEqual([100, 101]);
  });
});

describe('a unit sold in other markets', () => {
  it("prints the app's words with the emoji as a terminal shows it", () => {
    const { text } = renderMessage(
      buildOtherMarketsMessage(
        {
          kind: 'other_markets',
          scope: { market: 'ES', locale: 'es' },
          searched: { text: 'daikin ctxm15r' },
          unit: { brandName: 'Daikin', designation: 'CTXM15R' },
          markets: ['FR'],
        },
        en,
      ),
    );
    expect(text).toContain('🌐 Daikin CTXM15R is sold in FR, not in ES');
    expect(text).not.toContain(':globe');
  });
});
