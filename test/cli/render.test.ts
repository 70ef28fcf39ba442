import { describe, expect, it } from 'vitest';
import { printable, renderResult } from '../../src/cli/render.js';
import type { LookupResult } from '../../src/lookup/result.js';

const scope = { market: 'ES', locale: 'en' };
const daikin = {
  brandId: 12,
  brandName: 'Daikin',
  modelId: 1,
  designation: 'FTXM25R',
  typeReference: 'CTLR_PRO',
};
const answer: LookupResult = {
  kind: 'answer',
  scope,
  searched: { text: 'daikin ftxn25r', brand: 'Daikin', model: 'ftxn25r' },
  unit: daikin,
  unitType: 'Wall mounted',
  technology: 'Split',
  rows: [
    {
      typeReference: 'CTLR_PRO',
      typeName: 'Pro controller',
      sku: 'CFPRODAI001R000',
      protocolName: 'Daikin S21',
      warnings: [],
    },
    {
      typeReference: 'CTLR_WIFI',
      typeName: 'Wi-Fi controller',
      sku: 'CFWIFDAI001R000',
      warnings: ['Requires firmware 2.1.'],
    },
  ],
  warnings: ['Weekly timer disabled.'],
  specs: {
    coolingKw: 2.5,
    heatingKw: 2.8,
    coolingBtu: 8530,
    heatingBtu: 9554,
    airflowM3hMin: 267,
    airflowM3hMax: 635,
    airflowCfmMin: 157.2,
    airflowCfmMax: 373.8,
    additionalInfo: 'Colour variants share the same controller.',
  },
  stale: true,
  matchedBy: 'fuzzy',
};

describe('renderResult', () => {
  it('prints an answer with every SKU row, every warning, the specs and the flags', () => {
    expect(renderResult(answer)).toBe(
      [
        'Daikin FTXM25R  (Wall mounted, Split)',
        'Closest match to "ftxn25r".',
        '  SKU CFPRODAI001R000  Pro controller · Daikin S21',
        '  SKU CFWIFDAI001R000  Wi-Fi controller',
        '      ! Requires firmware 2.1.',
        'Warnings:',
        '  ! Weekly timer disabled.',
        'Specs: cooling 2.5 kW (8530 BTU/h) · heating 2.8 kW (9554 BTU/h) · airflow 267–635 m³/h (157.2–373.8 cfm)',
        'Note: Colour variants share the same controller.',
        '(Served from cache: the catalogue is not answering right now.)',
      ].join('\n'),
    );
  });

  it('makes SKUs bold on a colour terminal', () => {
    expect(renderResult(answer, { color: true })).toContain('\u001b[1mCFPRODAI001R000\u001b[22m');
  });

  it('lists choices', () => {
    const text = renderResult({
      kind: 'choices',
      scope,
      searched: { text: 'mitsu msz ln25' },
      candidates: [
        { ...daikin, brandName: 'Mitsubishi Electric', designation: 'MSZ-LN25VG' },
        { ...daikin, brandName: 'Mitsubishi Electric', designation: 'MSZ-LN25VGW' },
      ],
    });
    expect(text).toBe(
      [
        '2 units match "mitsu msz ln25". Which one?',
        '  1. Mitsubishi Electric MSZ-LN25VG',
        '  2. Mitsubishi Electric MSZ-LN25VGW',
        'Type the full model to choose.',
      ].join('\n'),
    );
  });

  it('says what was searched when nothing is found, with suggestions', () => {
    const text = renderResult({
      kind: 'not_found',
      scope,
      searched: { text: 'daikin ftxm30r', brand: 'Daikin', model: 'ftxm30r' },
      suggestions: [{ ...daikin, designation: 'FTXM35R' }],
      reason: 'no_model',
    });
    expect(text).toBe(
      [
        'No Daikin unit "ftxm30r" has a controller in market ES: it may exist and have none here, or be mistyped.',
        'Other units with a similar code (each a different unit): Daikin FTXM35R.',
      ].join('\n'),
    );
    expect(
      renderResult({
        kind: 'not_found',
        scope,
        searched: { text: '' },
        suggestions: [],
        reason: 'empty_query',
      }),
    ).toMatch(/Type a brand and a model/);
    expect(
      renderResult({
        kind: 'not_found',
        scope,
        searched: { text: 'wifi daikin fxzq15a', type: 'CTLR_WIFI', typeName: 'Wi-Fi', model: 'fxzq15a' },
        suggestions: [],
        reason: 'no_compatible_type',
      }),
    ).toBe('"fxzq15a" has no Wi-Fi controller in this market.');
  });

  it('lists the types a market offers', () => {
    const text = renderResult({
      kind: 'type_not_offered',
      scope,
      searched: { text: 'knx daikin ftxm25r' },
      requestedType: 'CTLR_KNX',
      requestedTypeName: 'KNX controller',
      offered: [{ reference: 'CTLR_PRO', name: 'Pro controller' }],
    });
    expect(text).toBe('Market ES does not offer KNX controller. It offers:\n  Pro controller');
    expect(text).not.toContain('CTLR_');
  });

  it('explains learning and outages', () => {
    expect(
      renderResult({ kind: 'still_learning', scope, searched: { text: 'FTXM25R', model: 'FTXM25R' } }),
    ).toMatch(/Still learning the catalogue: add the brand \(e\.g\. daikin FTXM25R\)/);
    expect(
      renderResult({ kind: 'catalogue_unavailable', scope, searched: { text: 'x' }, reason: 'timeout' }),
    ).toBe('The catalogue is not answering (timeout). Try again shortly.');
  });

  it('says what to check when the catalogue refuses the key or the market', () => {
    expect(
      renderResult({ kind: 'catalogue_unavailable', scope, searched: { text: 'x' }, reason: 'unauthorized' }),
    ).toMatch(/refused the API key/);
    expect(
      renderResult({ kind: 'catalogue_unavailable', scope, searched: { text: 'x' }, reason: 'bad_request' }),
    ).toContain(`market "${scope.market}"`);
  });

  it('never lets text drive the terminal', () => {
    expect(printable('a\u001b[2Jb\u0007c\nd\u202ee')).toBe('a[2Jbc de');
  });
});
