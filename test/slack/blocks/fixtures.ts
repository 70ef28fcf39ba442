/** Hand-made lookup results for the pure builders. */
import type { LookupResult, SkuRow, UnitFacts, UnitRef } from '../../../src/lookup/result.js';

/** English content (as the English fixtures below), in the French market. */
export const scope = { market: 'FR', locale: 'en' };

export const unit = (n: number, over: Partial<UnitRef> = {}): UnitRef => ({
  brandId: 10 + n,
  brandName: 'Daikin',
  modelId: 100 + n,
  designation: `FTXM${20 + n}R`,
  typeReference: 'CTLR_WIFI',
  ...over,
});

export type Answer = Extract<LookupResult, { kind: 'answer' }>;

export const answer = (over: Partial<Answer> = {}): Answer => ({
  kind: 'answer',
  scope,
  searched: { text: 'daikin ftxm25r' },
  unit: unit(5),
  unitType: 'Wall mounted',
  technology: 'Split',
  rows: [
    {
      typeReference: 'CTLR_WIFI',
      typeName: 'Wi-Fi controller',
      sku: 'AZX6WSC5GER',
      protocolName: 'Wi-Fi',
      warnings: [],
    },
    {
      typeReference: 'CTLR_KNX',
      typeName: 'KNX controller',
      sku: 'AZX6KNXGTWAY',
      protocolName: 'KNX',
      warnings: ['Needs the S21 adapter & a 12 V supply'],
    },
  ],
  warnings: ['Firmware 2.1 or later'],
  specs: {
    coolingKw: 2.5,
    heatingKw: 3.4,
    coolingBtu: 8530,
    heatingBtu: 11600,
    airflowM3hMin: 300,
    airflowM3hMax: 612,
    airflowCfmMin: 176.6,
    airflowCfmMax: 360.2,
    additionalInfo: 'Install the gateway indoors.\nIP20',
  },
  stale: false,
  ...over,
});

/** A choice's facts: its rows, the rest of the answer as `answer()` has it unless given. */
export const factsOf = (rows: SkuRow[], over: Partial<UnitFacts> = {}): UnitFacts => {
  const { specs, unitType, technology } = answer();
  return {
    rows,
    warnings: [],
    specs,
    stale: false,
    ...(unitType ? { unitType } : {}),
    ...(technology ? { technology } : {}),
    ...over,
  };
};

export const choices = (count: number, text = 'daikin ftxm'): LookupResult => ({
  kind: 'choices',
  scope,
  searched: { text },
  candidates: Array.from({ length: count }, (_, i) => unit(i)),
});

export const notFound = (
  reason: Extract<LookupResult, { kind: 'not_found' }>['reason'],
  suggestions: UnitRef[] = [],
  text = 'acme zz9',
): LookupResult => ({ kind: 'not_found', scope, searched: { text }, suggestions, reason });
