/**
 * One plate drawn by the generator and a picture reader over the real Tesseract worker, made before
 * a file's tests and closed after: the reader tests' shared set-up. And a picture read look after
 * look, each look looked up on a lookup stack's engine, as the photo tests and bench read them.
 */
import { afterAll, beforeAll } from 'vitest';
import { sampleCatalogue } from '../../src/catalogue/sample/data.js';
import type { LookupEngine } from '../../src/lookup/engine.js';
import { lookUpPlate } from '../../src/photo/plate-lookup.js';
import { readPlate } from '../../src/photo/plate-reading.js';
import { createPictureReader, type PictureReader } from '../../src/photo/reader.js';
import { defaultScope } from './lookup-stack.js';
import { drawPlateSet, type PlatePicture } from './plate-pictures.js';

/** `bytes` read by `reader` look after look, each look's text looked up on `engine` in the default scope. */
export const readPlateOn = (reader: PictureReader, engine: LookupEngine, bytes: Buffer) =>
  readPlate(
    reader,
    bytes,
    (text) => lookUpPlate(engine, { text, scope: defaultScope }),
    (lookup) => lookup,
  );

/** Read `plate` and `reader` inside tests (they are set before the first runs). */
export function usePlateReader(): { plate: PlatePicture; reader: PictureReader } {
  const rig = {} as { plate: PlatePicture; reader: PictureReader };
  beforeAll(async () => {
    [rig.plate] = (await drawPlateSet({ catalogue: sampleCatalogue(), market: 'GB', count: 1, seed: 3 })) as [
      PlatePicture,
    ];
    rig.reader = createPictureReader({ maxBytes: 2_000_000, timeoutMs: 30_000 });
  }, 60_000);
  afterAll(() => rig.reader?.close());
  return rig;
}
