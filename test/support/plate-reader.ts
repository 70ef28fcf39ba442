/**
 * One plate drawn by the generator and a picture reader over the real Tesseract worker, made before
 * a file's tests and closed after: the reader tests' shared set-up.
 */
import { afterAll, beforeAll } from 'vitest';
import { sampleCatalogue } from '../../src/catalogue/sample/data.js';
import { createPictureReader, type PictureReader } from '../../src/photo/reader.js';
import { drawPlateSet, type PlatePicture } from './plate-pictures.js';

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
