/**
 * A plate's text through the real lookup engine (sample server on loopback): the label line
 * first, the brand among the plate's words, OCR look-alikes tried against the catalogue but
 * never to change a capacity digit, a read code with a look-alike rival in the catalogue given
 * as choices, plates without labels, and text with no model at all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SampleCatalogue, sampleCatalogue } from '../../src/catalogue/sample/data.js';
import type { LookupResult } from '../../src/lookup/result.js';
import { lookUpPlate, type PlateLookup } from '../../src/photo/plate-lookup.js';
import { defaultScope, type LookupStack, startLookupStack } from '../support/lookup-stack.js';

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
