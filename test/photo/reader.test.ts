/**
 * The picture reader on a real plate and the real Tesseract worker: the text of a plate, refusals
 * (not a picture, too many bytes, too many pixels), a queue answered `failed` when closed, and the
 * worker's model read from node_modules. Queueing, looks and time limits: reader-ocr.slow.test.ts.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { maxInputPixels, PrepareError, preparePicture } from '../../src/photo/prepare.js';
import { createPictureReader } from '../../src/photo/reader.js';
import { englishModelDir, workerOptions } from '../../src/photo/tesseract.js';
import { usePlateReader } from '../support/plate-reader.js';

const rig = usePlateReader();

/** A PNG of a few dozen bytes whose header claims `width` × `height` grey pixels. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const notPicture = Buffer.from('daikin;ftxm25r;2\n');
/** Letters and digits only, OCR's look-alikes made one (plate-lookup.ts tries them against the catalogue). */
const key = (text: string) =>
  text
    .toUpperCase()
    .replace(/[^A-Z0-9|]/g, '')
    .replace(/[IL|]/g, '1')
    .replace(/O/g, '0')
    .replace(/S/g, '5')
    .replace(/B/g, '8')
    .replace(/Z/g, '2')
    .replace(/G/g, '6');

describe('the picture reader', () => {
  it('reads the model line of a rating plate', async () => {
    const reading = await rig.reader.read(rig.plate.bytes);
    if (reading.kind !== 'read') throw new Error(`not read: ${reading.kind}`);
    expect(key(reading.text)).toContain(key(rig.plate.printed));
  }, 60_000);

  it('answers `not_image` for bytes that are not a picture', async () => {
    expect(await rig.reader.read(notPicture)).toEqual({ kind: 'not_image' });
  });

  it('answers `too_large` above the byte limit, before reading anything', async () => {
    expect(await rig.reader.read(Buffer.alloc(2_000_001))).toEqual({ kind: 'too_large' });
  });

  it('answers the pictures still waiting `failed` when it is closed, and reads nothing more', async () => {
    const closing = createPictureReader();
    const first = closing.read(notPicture);
    const waiting = [closing.read(rig.plate.bytes), closing.read(rig.plate.bytes)];
    expect(closing.queued()).toBe(2);
    await closing.close();
    expect(await Promise.all(waiting)).toEqual([{ kind: 'failed' }, { kind: 'failed' }]);
    expect(closing.queued()).toBe(0);
    expect(await closing.read(rig.plate.bytes)).toEqual({ kind: 'failed' });
    expect(await first).toEqual({ kind: 'not_image' });
  });
});

describe('preparation', () => {
  it('refuses a picture that claims more pixels than the limit, however small the file', async () => {
    const side = Math.ceil(Math.sqrt(maxInputPixels)) + 10;
    const error = await preparePicture(pngClaiming(side, side)).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(PrepareError);
    expect((error as PrepareError).reason).toBe('too_large');
  });

  it('turns a picture upright by its EXIF orientation', async () => {
    const wide = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#ffffff' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const prepared = await preparePicture(wide);
    expect(prepared.height).toBeGreaterThan(prepared.width);
  });
});

describe('the OCR worker', () => {
  it('reads the English model from node_modules and caches nothing: no download, nothing written', () => {
    expect(workerOptions.langPath).toBe(englishModelDir);
    expect(englishModelDir).toContain(join('node_modules', '@tesseract.js-data', 'eng'));
    expect(existsSync(join(englishModelDir, 'eng.traineddata.gz'))).toBe(true);
    expect(workerOptions.cacheMethod).toBe('none');
  });
});
