/**
 * The labelled set of rating-plate pictures (drawn at test time, bench/support/plate-pictures.ts)
 * read by the real OCR worker and looked up through the real engine on the sample server:
 * at least 90 % answered with exactly the right SKUs, and not one wrong SKU. A photo of a wall
 * reads as no model. OCR of the whole set takes a while, so it stays in this one file, which
 * vitest runs beside the others.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleCatalogue } from '../../src/catalogue/sample/data.js';
import { lookUpPlate, type PlateLookup } from '../../src/photo/plate-lookup.js';
import { createPictureReader, type PictureReader } from '../../src/photo/reader.js';
import { defaultScope, type LookupStack, startLookupStack } from '../support/lookup-stack.js';
import { drawPlateSet, drawWall, type PlatePicture } from '../support/plate-pictures.js';

const setSize = 44;

let stack: LookupStack;
let reader: PictureReader;
let pictures: PlatePicture[];
const outcomes: { picture: PlatePicture; lookup: PlateLookup | { kind: string } }[] = [];
let wall: PlateLookup | { kind: string };

const lookUp = async (bytes: Buffer) => {
  const reading = await reader.read(bytes);
  if (reading.kind !== 'read') return reading;
  return lookUpPlate(stack.engine, { text: reading.text, scope: defaultScope });
};

beforeAll(async () => {
  stack = await startLookupStack();
  reader = createPictureReader({ timeoutMs: 60_000 });
  pictures = await drawPlateSet({
    catalogue: sampleCatalogue(),
    market: defaultScope.market,
    count: setSize,
  });
  stack.engine.warm(defaultScope);
  expect(await stack.engine.whenWarm(defaultScope)).toBe(true);
  for (const picture of pictures) outcomes.push({ picture, lookup: await lookUp(picture.bytes) });
  wall = await lookUp(await drawWall());
}, 600_000);
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
    const wrong = outcomes.filter(({ picture, lookup }) => {
      const skus = skusOf(lookup);
      return skus !== undefined && skus.join() !== [...picture.skus].sort().join();
    });
    expect(wrong.map(describeOutcome)).toEqual([]);
  });

  it('answers at least 90 % of the pictures with exactly the right SKUs', () => {
    const right = outcomes.filter(
      ({ picture, lookup }) => skusOf(lookup)?.join() === [...picture.skus].sort().join(),
    );
    const missed = outcomes.filter((outcome) => !right.includes(outcome)).map(describeOutcome);
    expect(right.length / outcomes.length, missed.join('\n')).toBeGreaterThanOrEqual(0.9);
  });

  it('reads no model on a photo of a wall', () => {
    expect(wall).toEqual({ kind: 'no_model' });
  });
});
