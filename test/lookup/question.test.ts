/**
 * Issue 25's questions over the real engine, service, cache and sample server on loopback:
 * several units in one question answered together, each as it would be alone; a system written
 * with its outdoor unit, or an email with a stray code, stays one question; the nearest units
 * of a code far from every unit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answeredName, type LookupResult } from '../../src/lookup/result.js';
import { defaultScope, expectKind, type LookupStack, startLookupStack } from '../support/lookup-stack.js';

let stack: LookupStack;
beforeAll(async () => {
  stack = await startLookupStack();
  expect(await stack.engine.whenWarm(defaultScope)).toBe(true);
});
afterAll(() => stack.close());

const ask = (text: string) => stack.engine.lookupQuestion({ text, scope: defaultScope });

const outcome = (result: LookupResult): string =>
  result.kind === 'answer'
    ? answeredName(result)
    : result.kind === 'choices'
      ? `choices of ${result.candidates.length}`
      : result.kind;
const outcomes = (result: LookupResult) =>
  result.kind === 'several' ? result.results.map(outcome) : [outcome(result)];

describe('several units in one question', () => {
  it('answers a unit named twice once, as the unit alone; once among others too', async () => {
    const twice = expectKind(await ask('daikin ftxm25r, Daikin FTXM-25R'), 'answer');
    const alone = expectKind(await ask('daikin ftxm25r'), 'answer');
    expect(twice.rows).toEqual(alone.rows);
    expect(outcomes(await ask('daikin ftxm25r, mitsubishi msz-ln25vg, daikin ftxm25r'))).toEqual([
      'Daikin FTXM25R',
      'Mitsubishi Electric MSZ-LN25VG',
    ]);
  });

  it('answers two units, whatever separates them', async () => {
    for (const text of [
      'daikin ftxm25r, mitsubishi msz-ln25vg',
      'daikin ftxm25r and mitsubishi msz-ln25vg',
      'daikin ftxm25r\nmitsubishi msz-ln25vg',
      'daikin ftxm25r y mitsubishi msz-ln25vg',
    ]) {
      expect(outcomes(await ask(text)), text).toEqual(['Daikin FTXM25R', 'Mitsubishi Electric MSZ-LN25VG']);
    }
  });

  it('answers three units, each with the SKUs it has alone', async () => {
    const several = expectKind(
      await ask('daikin ftxm25r et mitsubishi msz-ln25vg e fujitsu asyg12kmcc'),
      'several',
    );
    expect(several.results.map(outcome)).toEqual([
      'Daikin FTXM25R',
      'Mitsubishi Electric MSZ-LN25VG',
      'Fujitsu ASYG12KMCC',
    ]);
    const alone = await stack.engine.lookupText({ text: 'fujitsu asyg12kmcc', scope: defaultScope });
    const third = several.results[2];
    expect(third?.kind === 'answer' && alone.kind === 'answer' && third.rows).toEqual(
      alone.kind === 'answer' ? alone.rows : 'not an answer',
    );
  });

  it('answers each unit as alone: colour variants at once, a unit missing as not found', async () => {
    expect(outcomes(await ask('Daikin FTXJ35A, mitsu msz ln25 and daikin ftxm99z'))).toEqual([
      'Daikin FTXJ35AB / AS / AW',
      'Mitsubishi Electric MSZ-LN25VG / VGB / VGR / VGV / VGW',
      'not_found',
    ]);
  });

  it('keeps a system with its outdoor unit, and an email with a stray code, one question', async () => {
    for (const text of [
      'daikin FTXM25R + RXM25R',
      'daikin FTXM25R/RXM25R',
      'daikin ftxm25r con unidad exterior RXM25R',
      'daikin ftxm25r y rxm25r',
      'Hi, the customer has a Daikin FTXM25R, 220-240V, thanks',
    ]) {
      expect(outcomes(await ask(text)), text).toEqual(['Daikin FTXM25R']);
    }
  });
});

describe('nearest units', () => {
  it('suggests units of the series for a code far from every unit, as other units', async () => {
    const far = expectKind(await ask('daikin ftxm99z'), 'not_found');
    expect(far.suggestions.length).toBeGreaterThan(0);
    expect(far.suggestions.every((unit) => unit.designation.startsWith('FTXM'))).toBe(true);
    const near = expectKind(await ask('daikin ftx25r'), 'not_found');
    expect(near.suggestions.map((unit) => unit.designation)).toContain('FTXM25R');
  });
});
