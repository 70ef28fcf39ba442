/**
 * A few pictures as phones take them (test/support/phone-pictures.ts), read look after look by
 * the real OCR worker and looked up through the real engine on the sample server: a small plate
 * in a 12-megapixel frame is answered with exactly its SKUs. Every class, glare included, is
 * measured by test/photo/quality.slow.test.ts and `npm run bench -- photo`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleCatalogue } from '../../src/catalogue/sample/data.js';
import type { PlateLookup } from '../../src/photo/plate-lookup.js';
import { nearness } from '../../src/photo/plate-reading.js';
import { createPictureReader, type PictureReader } from '../../src/photo/reader.js';
import { defaultScope, type LookupStack, startLookupStack } from '../support/lookup-stack.js';
import { drawPhoneSet, type PhonePicture } from '../support/phone-pictures.js';
import { readPlateOn } from '../support/plate-reader.js';

let stack: LookupStack;
let reader: PictureReader;
let pictures: PhonePicture[];

beforeAll(async () => {
  stack = await startLookupStack();
  reader = createPictureReader({ timeoutMs: 60_000, looksMs: 60_000 });
  pictures = await drawPhoneSet({
    catalogue: sampleCatalogue(),
    market: defaultScope.market,
    perClass: 1,
    classes: ['small plate, big frame'],
  });
  stack.engine.warm(defaultScope);
  expect(await stack.engine.whenWarm(defaultScope)).toBe(true);
}, 60_000);
afterAll(async () => {
  await reader.close();
  await stack.close();
});

const read = (picture: PhonePicture) => readPlateOn(reader, stack.engine, picture.bytes);

const skusOf = (lookup: PlateLookup | undefined) =>
  lookup?.kind === 'result' && lookup.result.kind === 'answer'
    ? lookup.result.rows.map((row) => row.sku).sort()
    : undefined;

describe('pictures as phones take them', () => {
  it('answers a small plate in a 12-megapixel frame with exactly its SKUs', async () => {
    const picture = pictures[0] as PhonePicture;
    const { reading, best } = await read(picture);
    expect(reading).toMatchObject({ kind: 'read', confirmed: true });
    expect(skusOf(best)).toEqual([...picture.skus].sort());
  }, 90_000);
});

describe('nearness', () => {
  it('ranks an answer over choices, a code not found with suggestions, one without its brand while the catalogue is read, one not found, no model', () => {
    const result = (fields: object) =>
      ({
        kind: 'result',
        echo: { model: 'MODEL X1' },
        result: { scope: defaultScope, ...fields },
      }) as PlateLookup;
    const ranked = [
      result({ kind: 'answer' }),
      result({ kind: 'choices' }),
      result({ kind: 'not_found', suggestions: [{}] }),
      result({ kind: 'still_learning' }),
      result({ kind: 'not_found', suggestions: [] }),
      { kind: 'no_model' } as const,
    ].map(nearness);
    expect(ranked).toEqual([5, 4, 3, 2, 1, 0]);
  });
});
