/** The Workflow Builder step's outputs for each kind of lookup result: pure, hand-made results. */
import { describe, expect, it } from 'vitest';
import type { LookupResult } from '../../../src/lookup/result.js';
import { lineOutcome } from '../../../src/project-lists/outcome.js';
import { skuOutputs, skuOutputsSchema } from '../../../src/slack/functions/sku-outputs.js';
import { answer, choices, notFound, scope, unit } from '../blocks/fixtures.js';

const searched = { text: 'what was typed <!channel>' };

describe('skuOutputs', () => {
  it('answers with every SKU and its type in the same order, the unit as the catalogue writes it, and every warning', () => {
    const outputs = skuOutputs(answer({ matchedBy: 'exact' }), 'en');
    expect(outputs).toEqual({
      status: 'answered',
      skus: 'AZX6WSC5GER, AZX6KNXGTWAY',
      unit: 'Daikin FTXM25R',
      controller_types: 'Wi-Fi controller, KNX controller',
      summary:
        'Controller to sell for Daikin FTXM25R: AZX6WSC5GER (Wi-Fi controller), AZX6KNXGTWAY (KNX controller). ' +
        'Warnings: Firmware 2.1 or later; KNX controller: Needs the S21 adapter & a 12 V supply.',
    });
  });

  it('says check for a closest match: the SKUs are there, the summary says to check the model', () => {
    const outputs = skuOutputs(answer({ matchedBy: 'fuzzy' }), 'en');
    expect(outputs.status).toBe('check');
    expect(outputs.skus).toBe('AZX6WSC5GER, AZX6KNXGTWAY');
    expect(outputs.summary).toContain('Closest match to what was typed: check the model');
  });

  it('gives no SKU for an answer whose unit has no controller type in the market: not_sold', () => {
    const outputs = skuOutputs(answer({ rows: [], warnings: [] }), 'en');
    expect(outputs).toMatchObject({
      status: 'not_sold',
      skus: '',
      controller_types: '',
      unit: 'Daikin FTXM25R',
    });
    expect(outputs.summary).toBe(
      'Daikin FTXM25R: not sold in market FR. No controller type of this market works with this unit.',
    );
  });

  it('lists the candidates of several units in the summary, with no SKU', () => {
    const outputs = skuOutputs(choices(2), 'en');
    expect(outputs).toEqual({
      status: 'choose',
      skus: '',
      unit: '',
      controller_types: '',
      summary:
        'Several units match: Daikin FTXM20R, Daikin FTXM21R. Run the step again with the full model of one of them.',
    });
  });

  it('says not_found with the nearest units, and never echoes what was typed', () => {
    const result: LookupResult = { ...notFound('no_model', [unit(7)]), searched };
    const outputs = skuOutputs(result, 'en');
    expect(outputs).toMatchObject({ status: 'not_found', skus: '', unit: '' });
    expect(outputs.summary).toBe('No unit of the catalogue matches. Nearest: Daikin FTXM27R.');
    expect(JSON.stringify(outputs)).not.toContain('channel');
  });

  it('says not_sold for a type the market lacks and for a unit sold in other markets only', () => {
    const typeMissing: LookupResult = {
      kind: 'type_not_offered',
      scope,
      searched,
      requestedType: 'CTLR_ZIGBEE',
      requestedTypeName: 'Zigbee controller',
      offered: [{ reference: 'CTLR_WIFI', name: 'Wi-Fi controller' }],
    };
    expect(skuOutputs(typeMissing, 'en')).toMatchObject({
      status: 'not_sold',
      skus: '',
      summary: 'Not sold in market FR. Zigbee controller is not offered in market FR.',
    });
    const elsewhere: LookupResult = {
      kind: 'other_markets',
      scope,
      searched,
      unit: { brandName: 'Daikin', designation: 'CTXM15R' },
      markets: ['ES'],
    };
    expect(skuOutputs(elsewhere, 'en')).toMatchObject({
      status: 'not_sold',
      skus: '',
      unit: 'Daikin CTXM15R',
    });
  });

  it('says not_found for a brand named alone, and unavailable while the catalogue is down or still loading', () => {
    const brandAlone: LookupResult = {
      kind: 'which_model',
      scope,
      searched,
      brands: [{ id: 1, name: 'Daikin' }],
      types: [],
    };
    expect(skuOutputs(brandAlone, 'en')).toMatchObject({ status: 'not_found', skus: '', unit: '' });
    const down: LookupResult = { kind: 'catalogue_unavailable', scope, searched, reason: 'timeout' };
    const loading: LookupResult = { kind: 'still_learning', scope, searched };
    for (const result of [down, loading]) {
      expect(skuOutputs(result, 'en')).toEqual({
        status: 'unavailable',
        skus: '',
        unit: '',
        controller_types: '',
        summary: 'The catalogue did not answer: run the step again in a moment.',
      });
    }
  });

  it('writes the summary in the language given', () => {
    expect(skuOutputs(choices(2), 'fr').summary).toMatch(/^Plusieurs unités correspondent/);
    expect(skuOutputs(answer(), 'es').summary).toMatch(/^Controlador a vender para Daikin FTXM25R/);
    // French typography: a narrow no-break space before the colon.
    expect(skuOutputs(answer(), 'fr').summary).toMatch(/^Contrôleur à vendre pour Daikin FTXM25R\u202f: /);
  });

  it('agrees with a list line on the status and the SKUs, for every kind of result', () => {
    const results: LookupResult[] = [
      answer(),
      answer({ matchedBy: 'fuzzy' }),
      choices(3),
      notFound('no_brand'),
    ];
    const pairs = results.map((result) => {
      const outputs = skuOutputsSchema.parse(skuOutputs(result, 'en'));
      const line = lineOutcome(result, 'en');
      return [outputs.status, outputs.skus, line.status, line.skus.map((s) => s.sku).join(', ')];
    });
    expect(
      pairs.map(([status, skus, lineStatus, lineSkus]) => [status === lineStatus, skus === lineSkus]),
    ).toEqual(results.map(() => [true, true]));
  });
});
