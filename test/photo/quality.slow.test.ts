/**
 * The labelled sets of rating-plate pictures (drawn at test time: test/support/plate-pictures.ts,
 * and phone-pictures.ts for the pictures phones take on site) read by the real OCR worker, look
 * after look (every look, whatever the machine's load), and looked up through the real engine
 * on the sample server: at least 95 % of the earlier set and of each phone class answered with
 * exactly the right SKUs, and not one wrong SKU. A photo of a wall reads as no model. OCR of the
 * sets takes a while, so it stays in this one file, which vitest runs beside the others.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleCatalogue } from '../../src/catalogue/sample/data.js';
import type { PlateLookup } from '../../src/photo/plate-lookup.js';
import { createPictureReader, type PictureReader } from '../../src/photo/reader.js';
import { defaultScope, type LookupStack, startLookupStack } from '../support/lookup-stack.js';
import { drawPhoneSet, type PhonePicture, photoClasses } from '../support/phone-pictures.js';
import { drawPlateSet, drawWall, type PlatePicture } from '../support/plate-pictures.js';
import { readPlateOn } from '../support/plate-reader.js';

const setSize = 44;
const perClass = 6;

let stack: LookupStack;
let reader: PictureReader;
let pictures: PlatePicture[];
let phonePictures: PhonePicture[];
type Outcome = { picture: PlatePicture; lookup: PlateLookup | { kind: string } };
const outcomes: Outcome[] = [];
const phoneOutcomes: (Outcome & { picture: PhonePicture })[] = [];
let wall: PlateLookup | { kind: string };

const lookUp = async (bytes: Buffer) => {
  const { reading, best } = await readPlateOn(reader, stack.engine, bytes);
  return best ?? reading;
};

beforeAll(async () => {
  stack = await startLookupStack();
  // Every look is taken however busy the machine: the figures do not depend on its speed.
  reader = createPictureReader({ timeoutMs: 120_000, looksMs: 120_000, lookMs: 60_000 });
  const catalogue = sampleCatalogue();
  pictures = await drawPlateSet({ catalogue, market: defaultScope.market, count: setSize });
  phonePictures = await drawPhoneSet({ catalogue, market: defaultScope.market, perClass });
  stack.engine.warm(defaultScope);
  expect(await stack.engine.whenWarm(defaultScope)).toBe(true);
  for (const picture of pictures) outcomes.push({ picture, lookup: await lookUp(picture.bytes) });
  for (const picture of phonePictures) phoneOutcomes.push({ picture, lookup: await lookUp(picture.bytes) });
  wall = await lookUp(await drawWall());
}, 900_000);
afterAll(async () => {
  await reader.close();
  await stack.close();
});

const skusOf = (lookup: PlateLookup | { kind: string }): string[] | undefined =>
  lookup.kind === 'result' && 'result' in lookup && lookup.result.kind === 'answer'
    ? lookup.result.rows.map((row) => row.sku).sort()
    : undefined;

const describeOutcome = ({ picture, lookup }: (typeof outcomes)[number]) =>
  `${picture.name} ${picture.brandName} ${picture.printed} → ${
    'result' in lookup ? `${lookup.result.kind} (read ${lookup.echo.model})` : lookup.kind
  }`;

describe('the labelled set of rating-plate pictures', () => {
  it('is large and varied: 40 pictures or more, suffixed codes, JPEG, PNG and WebP', () => {
    expect(pictures.length).toBeGreaterThanOrEqual(40);
    expect(pictures.filter((picture) => picture.extended).length).toBeGreaterThanOrEqual(5);
    expect(new Set(pictures.map((picture) => picture.format))).toEqual(new Set(['jpeg', 'png', 'webp']));
    expect(new Set(pictures.map((picture) => picture.brandName)).size).toBeGreaterThanOrEqual(10);
  });

  it('never answers a wrong SKU', () => {
    const wrong = [...outcomes, ...phoneOutcomes].filter(({ picture, lookup }) => {
      const skus = skusOf(lookup);
      return skus !== undefined && skus.join() !== [...picture.skus].sort().join();
    });
    expect(wrong.map(describeOutcome)).toEqual([]);
  });

  it('answers at least 95 % of the pictures with exactly the right SKUs', () => {
    const right = outcomes.filter(
      ({ picture, lookup }) => skusOf(lookup)?.join() === [...picture.skus].sort().join(),
    );
    const missed = outcomes.filter((outcome) => !right.includes(outcome)).map(describeOutcome);
    expect(right.length / outcomes.length, missed.join('\n')).toBeGreaterThanOrEqual(0.95);
  });

  it.each(photoClasses)(
    'answers at least 95 % of the pictures of the class %s with the right SKUs',
    (photoClass) => {
      const ofClass = phoneOutcomes.filter(({ picture }) => picture.photoClass === photoClass);
      const right = ofClass.filter(
        ({ picture, lookup }) => skusOf(lookup)?.join() === [...picture.skus].sort().join(),
      );
      const missed = ofClass.filter((outcome) => !right.includes(outcome)).map(describeOutcome);
      expect(ofClass).toHaveLength(perClass);
      expect(right.length / perClass, missed.join('\n')).toBeGreaterThanOrEqual(0.95);
    },
  );

  it('reads no model on a photo of a wall', () => {
    expect(wall).toEqual({ kind: 'no_model' });
  });
});
