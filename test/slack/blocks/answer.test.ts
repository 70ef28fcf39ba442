import { describe, expect, it } from 'vitest';
import { buildAnswerMessage, maxSkuRows } from '../../../src/slack/blocks/answer.js';
import { actionIds, decodeUnitPick } from '../../../src/slack/blocks/ids.js';
import { slackLimitViolations } from '../../support/slack-limits.js';
import { answer, scope } from './fixtures.js';

const en = { language: 'en' as const, shareable: true };
const es = { language: 'es' as const, shareable: true };
const blockTexts = (message: { blocks: unknown[] }) => JSON.stringify(message.blocks);

describe('answer blocks', () => {
  it('opens with the unit, then one line per type with the SKU first, bold and in code format', () => {
    const message = buildAnswerMessage(answer({ warnings: [] }), en);
    expect(message.blocks[0]).toMatchObject({
      type: 'section',
      text: { text: 'Controller to sell for *Daikin FTXM25R* (Wall mounted · Split)' },
    });
    const sections = message.blocks
      .filter((b) => b.type === 'section')
      .map((b) => ('text' in b ? b.text?.text : ''));
    expect(sections).toContain('*`AZX6WSC5GER`*   Wi-Fi controller  ·  _Protocol: Wi-Fi_');
    expect(sections).toContain(
      '*`AZX6KNXGTWAY`*   KNX controller  ·  _Protocol: KNX_\n>:warning: Needs the S21 adapter &amp; a 12 V supply',
    );
    expect(slackLimitViolations(message)).toEqual([]);
  });

  it("indents a type's warning under that type's SKU line, and the unit's under the unit", () => {
    const message = buildAnswerMessage(answer(), en);
    const texts = message.blocks.map((b) => (b.type === 'section' && b.text ? b.text.text : b.type));
    // The unit's warning, quoted, in the opening section, before any SKU.
    expect(texts[0]).toBe(
      'Controller to sell for *Daikin FTXM25R* (Wall mounted · Split)\n>:warning: Firmware 2.1 or later',
    );
    // The KNX warning is the last row's: quoted in that row's section, nothing after the rows reads as a warning.
    const knx = texts.findIndex((text) => text.startsWith('*`AZX6KNXGTWAY`*'));
    expect(texts[knx]).toMatch(/^\*`AZX6KNXGTWAY`\*[^\n]*\n>:warning: Needs the S21 adapter/);
    expect(texts.slice(knx + 1).some((text) => text.includes(':warning:'))).toBe(false);
    expect(texts.find((text) => text.startsWith('*`AZX6WSC5GER`*'))).not.toContain('warning');
    expect(JSON.stringify(message.blocks)).not.toContain('*Warnings*');
  });

  it('names every variant an answer covers, says they take the same controllers, and shares them together', () => {
    const base = answer();
    const variants = [base.unit, { ...base.unit, modelId: 106, designation: 'FTXM25RW' }];
    const message = buildAnswerMessage({ ...base, variants }, en);
    expect(message.blocks[0]).toMatchObject({
      text: {
        text: 'Controller to sell for *Daikin FTXM25R / RW* (Wall mounted · Split)\n_The same controllers for each of these 2 variants._\n>:warning: Firmware 2.1 or later',
      },
    });
    expect(message.text.startsWith('Daikin FTXM25R / RW: AZX6WSC5GER (Wi-Fi controller)')).toBe(true);
    const actions = message.blocks.find((b) => b.type === 'actions');
    const button = actions?.type === 'actions' ? actions.elements[0] : undefined;
    expect(decodeUnitPick(button && 'value' in button ? button.value : undefined)).toMatchObject({
      unit: { brandId: 15, modelId: 105 },
      variants: [106],
    });
    expect(slackLimitViolations(message)).toEqual([]);
  });

  it('names the protocol once, below the rows, when every type shares it', () => {
    const shared = answer();
    const rows = shared.rows.map((row) => ({ ...row, protocolName: 'Daikin S21' }));
    const message = buildAnswerMessage({ ...shared, rows }, en);
    const text = blockTexts(message);
    expect(text.match(/Protocol: Daikin S21/g)).toHaveLength(1);
    expect(message.blocks.find((b) => b.type === 'context')).toMatchObject({
      elements: [{ text: 'Protocol: Daikin S21' }],
    });
    expect(text).toContain('"*`AZX6WSC5GER`*   Wi-Fi controller"');
  });

  it('puts brand, model and every SKU, each before its type, in the text fallback', () => {
    expect(buildAnswerMessage(answer(), en).text).toBe(
      'Daikin FTXM25R: AZX6WSC5GER (Wi-Fi controller), AZX6KNXGTWAY (KNX controller)',
    );
  });

  it('gives every warning its own line with a marker, escaped for mrkdwn', () => {
    const text = blockTexts(buildAnswerMessage(answer(), en));
    expect(text).toContain(':warning: Needs the S21 adapter &amp; a 12 V supply');
    expect(text).toContain(':warning: Firmware 2.1 or later');
  });

  it('shows key specs as fields, additional info on its lines', () => {
    const message = buildAnswerMessage(answer(), en);
    const fields = message.blocks.flatMap((b) =>
      b.type === 'section' && b.fields ? b.fields.map((f) => f.text) : [],
    );
    expect(fields).toEqual([
      '*Cooling*\n2.5 kW · 8,530 BTU/h',
      '*Heating*\n3.4 kW · 11,600 BTU/h',
      '*Airflow*\n300–612 m³/h · 176.6–360.2 cfm',
      '*Additional information*\nInstall the gateway indoors.\nIP20',
    ]);
  });

  it('formats numbers for the language', () => {
    const text = blockTexts(buildAnswerMessage(answer(), { language: 'fr', shareable: false }));
    expect(text).toContain('2,5 kW');
    expect(text).toContain('Froid');
  });

  it('leaves additional info out when there is none', () => {
    const plain = answer();
    const message = buildAnswerMessage(
      { ...plain, specs: { ...plain.specs, additionalInfo: undefined } },
      en,
    );
    expect(blockTexts(message)).not.toContain('Additional information');
  });

  it('has a context line with market and language, and says when the answer is stale', () => {
    expect(blockTexts(buildAnswerMessage(answer(), en))).toContain('Market FR · Language English');
    expect(blockTexts(buildAnswerMessage(answer(), en))).not.toContain('may be out of date');
    expect(blockTexts(buildAnswerMessage(answer({ stale: true }), en))).toContain(
      'Market FR · Language English · from cache, may be out of date',
    );
  });

  it('names markets by code and languages by name, never by the catalogue’s header names', () => {
    const texts = blockTexts(buildAnswerMessage(answer({ scope: { market: 'ES', locale: 'es' } }), es));
    expect(texts).toContain('Mercado ES · Idioma Español');
    expect(texts).not.toMatch(/app-(market|locale)/);
    // A language the app has no name for is shown by its code.
    expect(blockTexts(buildAnswerMessage(answer({ scope: { market: 'NL', locale: 'nl' } }), en))).toContain(
      'Market NL · Language nl',
    );
  });

  it('says in one line, in the reader’s language, when the catalogue content stands in for theirs', () => {
    const german = blockTexts(buildAnswerMessage(answer(), { language: 'de', shareable: false }));
    expect(german).toContain('*`AZX6WSC5GER`*');
    expect(german).toContain('Markt FR · Sprache English');
    expect(german).toContain(
      ':globe_with_meridians: Der Katalog hat für den Markt FR keine Inhalte auf Deutsch: Bezeichnungen und Hinweise sind auf Englisch.',
    );
    const french = blockTexts(buildAnswerMessage(answer(), { language: 'fr', shareable: false }));
    expect(french).toContain(
      'Le catalogue n’a pas de contenu en français pour le marché FR\u202f: ses noms et remarques sont en anglais.',
    );
    // Content in the reader's language, or in one the app does not speak: no note.
    expect(blockTexts(buildAnswerMessage(answer(), en))).not.toContain(':globe_with_meridians:');
    const dutch = answer({ scope: { market: 'NL', locale: 'nl' } });
    expect(blockTexts(buildAnswerMessage(dutch, en))).not.toContain(':globe_with_meridians:');
  });

  it('offers Share in channel with the unit ids, only when shareable', () => {
    const message = buildAnswerMessage(
      answer({ searched: { text: 'wifi daikin ftxm25r', type: 'CTLR_WIFI' } }),
      en,
    );
    const actions = message.blocks.find((b) => b.type === 'actions');
    const button = actions?.type === 'actions' ? actions.elements[0] : undefined;
    expect(button).toMatchObject({
      type: 'button',
      action_id: actionIds.share,
      text: { text: 'Share in channel' },
    });
    expect(decodeUnitPick(button && 'value' in button ? button.value : undefined)).toEqual({
      scope,
      unit: { brandId: 15, modelId: 105, typeReference: 'CTLR_WIFI' },
      type: 'CTLR_WIFI',
    });
    expect(
      buildAnswerMessage(answer(), { ...en, shareable: false }).blocks.some((b) => b.type === 'actions'),
    ).toBe(false);
  });

  it('carries the type the lookup kept to (a default type) in Share, none when there was none', () => {
    const shareValue = (options: typeof en & { onlyType?: string }) => {
      const actions = buildAnswerMessage(answer(), options).blocks.find((b) => b.type === 'actions');
      const button = actions?.type === 'actions' ? actions.elements[0] : undefined;
      return decodeUnitPick(button && 'value' in button ? button.value : undefined);
    };
    expect(shareValue({ ...en, onlyType: 'CTLR_KNX' })?.type).toBe('CTLR_KNX');
    expect(shareValue(en)?.type).toBeUndefined();
  });

  it('says when the unit is only the closest match to what was typed', () => {
    const fuzzy = buildAnswerMessage(
      answer({ matchedBy: 'fuzzy', searched: { text: 'daikin ftxm25rr' } }),
      en,
    );
    expect(blockTexts(fuzzy)).toContain('Closest match to *daikin ftxm25rr*');
    expect(blockTexts(buildAnswerMessage(answer({ matchedBy: 'exact' }), en))).not.toContain('Closest match');
  });

  it('names who shared it', () => {
    const message = buildAnswerMessage(answer(), { ...en, shareable: false, sharedBy: 'U0SHARER' });
    expect(blockTexts(message)).toContain('Shared by <@U0SHARER>');
  });

  it('never turns a malformed sharer id into markup', () => {
    const message = buildAnswerMessage(answer(), { ...en, shareable: false, sharedBy: 'U1> <!channel' });
    expect(blockTexts(message)).not.toContain('<!channel');
  });

  it('escapes what the user typed and what the catalogue wrote', () => {
    const message = buildAnswerMessage(
      answer({
        searched: { text: '<!channel> <@U123> daikin' },
        unit: { ...answer().unit, brandName: 'A&B <Cool>' },
      }),
      en,
    );
    const text = blockTexts(message);
    expect(text).toContain('&lt;!channel&gt; &lt;@U123&gt; daikin');
    expect(text).not.toContain('<!channel>');
    expect(text).not.toContain('<@U123>');
    expect(message.text).toContain('A&amp;B &lt;Cool&gt;');
  });

  it('keeps to Slack limits with huge rows, warnings and text', () => {
    const long = 'x'.repeat(5000);
    const rows = Array.from({ length: 60 }, (_, i) => ({
      typeReference: `CTLR_${i}`,
      typeName: `Type ${i} ${long}`,
      sku: `SKU${i}`,
      warnings: Array.from({ length: 40 }, () => long),
    }));
    const message = buildAnswerMessage(
      answer({
        rows,
        warnings: Array.from({ length: 200 }, (_, i) => `warning ${i}`),
        searched: { text: long },
        unit: { ...answer().unit, designation: long },
        specs: { ...answer().specs, additionalInfo: long },
      }),
      en,
    );
    expect(slackLimitViolations(message)).toEqual([]);
    const text = blockTexts(message);
    expect(text).toContain(`…and ${60 - maxSkuRows} more`);
    expect(text).toMatch(/…and \d+ more/);
  });

  it('says so when no controller type of the market fits', () => {
    const message = buildAnswerMessage(answer({ rows: [] }), en);
    expect(blockTexts(message)).toContain('No controller type of this market works with this unit.');
    expect(slackLimitViolations(message)).toEqual([]);
  });
});
