/**
 * Finding the plate before any reduction: on a 12-megapixel frame with a small plate, a warning
 * sticker and a barcode, the crop is the plate (with a margin), not the sticker or the whole
 * frame, and its lines come out at the height Tesseract reads best; a picture with no text
 * keeps the whole picture. Real pictures drawn with sharp, no OCR.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cropPlate, findText, targetLineHeight } from '../../src/photo/crop.js';
import { lineHeight } from '../../src/photo/locate.js';
import { readHeader } from '../../src/photo/prepare.js';
import { drawPlate, drawWall } from '../support/plate-pictures.js';

const plateAt = { left: 2300, top: 1700 };

/** A 4000 × 3000 frame: a sticker with big letters, a barcode, and a small plate (text about 18 px). */
async function bigFrame(): Promise<{ bytes: Buffer; plate: { width: number; height: number } }> {
  const plate = await sharp(await drawPlate({ brandName: 'Daikin', printed: 'FTXM25R', seed: 9 }))
    .resize({ width: 480 })
    .toBuffer({ resolveWithObject: true });
  const bars = Array.from(
    { length: 30 },
    (_, i) => `<rect x="${300 + i * 12}" y="200" width="${i % 2 ? 4 : 8}" height="180" fill="#111"/>`,
  );
  const clutter = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="3000"><rect width="100%" height="100%" fill="rgb(205,200,190)"/><rect x="2900" y="150" width="800" height="210" fill="#f2c200"/><text x="2930" y="310" font-family="DejaVu Sans" font-weight="bold" font-size="130" fill="#111">CAUTION</text>${bars.join('')}</svg>`;
  const bytes = await sharp(Buffer.from(clutter))
    .composite([{ input: plate.data, ...plateAt }])
    .jpeg({ quality: 88 })
    .toBuffer();
  return { bytes, plate: plate.info };
}

describe('the plate crop', () => {
  it('finds a small plate in a 12-megapixel frame, not the sticker, and enlarges its lines', async () => {
    const { bytes, plate } = await bigFrame();
    const header = await readHeader(bytes);
    const { box, grey } = await cropPlate(bytes, header);
    // The whole plate is inside the box…
    expect(box.left).toBeLessThanOrEqual(plateAt.left + plate.width * 0.1);
    expect(box.top).toBeLessThanOrEqual(plateAt.top + plate.height * 0.1);
    expect(box.left + box.width).toBeGreaterThanOrEqual(plateAt.left + plate.width * 0.9);
    expect(box.top + box.height).toBeGreaterThanOrEqual(plateAt.top + plate.height * 0.9);
    // …and the box is hardly more than the plate.
    expect(box.width * box.height).toBeLessThan(plate.width * plate.height * 3);
    // Enlarged, not reduced: its lines are near the height Tesseract reads best.
    expect(grey.width).toBeGreaterThan(box.width);
    expect(lineHeight(grey)).toBeGreaterThan(targetLineHeight * 0.6);
  });

  it('keeps the whole picture when no text stands out', async () => {
    const wall = await drawWall();
    const header = await readHeader(wall);
    expect(await findText(wall, header)).toEqual({
      left: 0,
      top: 0,
      width: header.width,
      height: header.height,
    });
  });
});
