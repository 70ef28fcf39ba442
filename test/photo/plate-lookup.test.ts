/**
 * A plate's text through the real lookup engine (sample server on loopback): the label line
 * first, the brand among the plate's words, OCR look-alikes tried against the catalogue but
 * never to change a capacity digit, a read code with a look-alike rival in the catalogue given
 * as choices, plates without labels, and text with no model at all. A look-alike spelling
 * decides only when nothing was found as read, and never by lengthening a run of digits; it
 * joins choices, and never answers for a catalogue that failed on the code read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SampleCatalogue, sampleCatalogue } from '../../src/catalogue/sample/data.js';
import type { LookupResult } from '../../src/lookup/result.js';
import { lookUpPlate, type PlateLookup } from '../../src/photo/plate-lookup.js';
import { defaultScope, type LookupStack, startLookupStack } from '../support/lookup-stack.js';
import { smallCatalogue } from '../support/small-catalogue.js';

/**
 * The sample catalogue plus units one OCR look-alike away from real ones: S-36PF1E58 beside
 * S-36PF1E5B (B/8), and FTXM2SR beside FTXM25R (S/5 inside the capacity).
 */
function withLookAlikes(): SampleCatalogue {
  const base = sampleCatalogue();
  let id = Math.max(...base.models.map((model) => model.id));
  const planted = [
    ['S-36PF1E5B', 'S-36PF1E58'],
    ['FTXM25R', 'FTXM2SR'],
  ].map(([from, designation]) => {
    const source = base.models.find((model) => model.designation === from);
    if (!source || !designation) throw new Error(`${from} is not in the sample catalogue`);
    id += 1;
    return { ...source, id, designation };
  });
  return { ...base, models: [...base.models, ...planted] };
}

let stack: LookupStack;
beforeAll(async () => {
  stack = await startLookupStack({ catalogue: withLookAlikes() });
  stack.engine.warm(defaultScope);
  expect(await stack.engine.whenWarm(defaultScope)).toBe(true);
});
afterAll(() => stack.close());

const plate = (brand: string, modelLine: string) =>
  `${brand}\nINDOOR UNIT\n${modelLine}\nPOWER SUPPLY 1PH 220-240V ~ 50Hz\nREFRIGERANT R32 0.76 kg\nSERIAL NO. E1234567\nMADE IN THAILAND`;

const look = (text: string) => lookUpPlate(stack.engine, { text, scope: defaultScope });

function resultOf(lookup: PlateLookup): LookupResult {
  if (lookup.kind !== 'result') throw new Error('no model was read');
  return lookup.result;
}

function answerOf(lookup: PlateLookup) {
  const result = resultOf(lookup);
  if (result.kind !== 'answer') throw new Error(`not an answer: ${result.kind}`);
  return result;
}

describe('lookUpPlate', () => {
  it('answers the code after the MODEL label, in the brand read on the plate, and echoes both', async () => {
    const lookup = await look(plate('DAIKIN', 'MODEL FTXM25R'));
    expect(answerOf(lookup).unit.designation).toBe('FTXM25R');
    expect(lookup).toMatchObject({ echo: { model: 'MODEL FTXM25R', brand: 'Daikin' } });
  });

  it('reads a letter O where the catalogue has a zero, and says the match is a close one', async () => {
    const answer = answerOf(await look(plate('SAMSUNG', 'TYPE AMO28TNVDKG/EU')));
    expect(answer.unit.designation).toBe('AM028TNVDKG/EU');
    expect(answer.matchedBy).toBe('fuzzy');
  });

  it('never changes a capacity digit: FTXM25R read is FTXM25R, though FTXM2SR exists', async () => {
    expect(answerOf(await look(plate('DAIKIN', 'MODEL FTXM25R'))).unit.designation).toBe('FTXM25R');
  });

  it('gives no SKU for a capacity the catalogue lacks', async () => {
    const result = resultOf(await look(plate('DAIKIN', 'MODEL FTXM26R')));
    expect(result.kind).not.toBe('answer');
  });

  it('gives choices when the code read and a look-alike spelling are both units of the catalogue', async () => {
    const result = resultOf(await look(plate('PANASONIC', 'MODEL: S-36PF1E5B')));
    if (result.kind !== 'choices') throw new Error(`not choices: ${result.kind}`);
    expect(result.candidates.map((unit) => unit.designation).sort()).toEqual(['S-36PF1E58', 'S-36PF1E5B']);
  });

  it('reads a plate without labels by its code-like words, not its serial number', async () => {
    const answer = answerOf(await look('DAIKIN\nFTXM35R 230V 50Hz\nSERIAL NO. FTXM20R1'));
    expect(answer.unit.designation).toBe('FTXM35R');
  });

  it('says no model was read when the text holds no code', async () => {
    expect(await look('')).toEqual({ kind: 'no_model' });
    expect(await look('POWER SUPPLY 230V 50Hz\nREFRIGERANT R32 0.76kg\nSERIAL NO. E1234567')).toEqual({
      kind: 'no_model',
    });
  });
});

describe('lookUpPlate when the code as read is not simply missing', () => {
  const units = [
    { brand: 'Arvex', designation: 'AB25SA' },
    { brand: 'Arvex', designation: 'AB25SB' },
    { brand: 'Arvex', designation: 'AB258' },
    { brand: 'Arvex', designation: 'SKY7A' },
    { brand: 'Arvex', designation: 'SKY7B' },
    { brand: 'Arvex', designation: '5KY7' },
    { brand: 'Arvex', designation: 'ZQ40' },
    { brand: 'Arvex', designation: '2Q40' },
    { brand: 'Arvex', designation: 'XY10Z' },
    { brand: 'Arvex', designation: 'XY102' },
    { brand: 'Arvex', designation: 'CD408' },
  ];
  const catalogue = smallCatalogue(units);
  const idOf = (designation: string) => {
    const model = catalogue.models.find((m) => m.designation === designation);
    if (!model) throw new Error(`${designation} is not in the catalogue`);
    return model.id;
  };
  let small: LookupStack;
  beforeAll(async () => {
    small = await startLookupStack({ catalogue });
    expect(await small.engine.whenWarm(defaultScope)).toBe(true);
  });
  afterAll(() => small.close());

  const lookSmall = (modelLine: string) =>
    lookUpPlate(small.engine, { text: plate('ARVEX', modelLine), scope: defaultScope });
  const designations = (result: LookupResult) => {
    if (result.kind !== 'choices') throw new Error(`not choices: ${result.kind}`);
    return result.candidates.map((unit) => unit.designation).sort();
  };

  it("adds a look-alike spelling's unit to the choices found as read, never answers it", async () => {
    expect(designations(resultOf(await lookSmall('MODEL SKY7')))).toEqual(['5KY7', 'SKY7A', 'SKY7B']);
  });

  it('offers, among choices, a unit read with a letter beside the capacity as one more digit', async () => {
    expect(designations(resultOf(await lookSmall('MODEL AB25S')))).toEqual(['AB258', 'AB25SA', 'AB25SB']);
  });

  it('never answers by reading a letter beside a capacity as one more digit of it', async () => {
    expect(resultOf(await lookSmall('MODEL CD40S')).kind).toBe('not_found');
  });

  it('says "try again" when the catalogue fails on the code read, whatever a look-alike finds', async () => {
    for (const code of ['ZQ40', 'XY10Z']) {
      small.server.injectFault({ kind: 'status', status: 503 }, { pathIncludes: `/iumodels/${idOf(code)}` });
    }
    try {
      expect(resultOf(await lookSmall('MODEL ZQ40'))).toMatchObject({ kind: 'catalogue_unavailable' });
      expect(resultOf(await lookSmall('MODEL XY10Z'))).toMatchObject({ kind: 'catalogue_unavailable' });
    } finally {
      small.server.clearFaults();
    }
  });
});
