/**
 * The plate cut out of the full-resolution picture before any reduction (locate.ts finds it on
 * a reduced copy), then scaled so that its lines of text come out at the height Tesseract reads
 * best. The crop is decoded at most twice and never held larger than `maxCropPixels`, so a
 * picture's memory stays bounded whatever its size. sharp does the decoding and scaling.
 */
import sharp, { type Sharp } from 'sharp';
import { type Box, type GreyPixels, lineHeight, locateText, withMargin } from './locate.js';
import { maxInputPixels, type PictureHeader } from './prepare.js';

/** The long side of the reduced copy the text is looked for on. */
const searchLongSide = 1280;
/** The long side of the copy of the crop its line height is measured on. */
const measureLongSide = 1600;
/** Lines of text (a capital's height, about) are scaled to this many pixels. */
export const targetLineHeight = 40;
/** The crop Tesseract gets is at most this many pixels, and at most this long. */
const maxCropPixels = 4_000_000;
const maxCropSide = 2600;
/** …and at least this long, when that takes no more than `maxEnlargement`. */
const minCropSide = 1000;
/** Never enlarged more than this: past it, there is no detail left to gain. */
const maxEnlargement = 3;

export interface PlateCrop {
  grey: GreyPixels;
  /** Where the crop lies on the upright picture. */
  box: Box;
}

const decode = (bytes: Buffer) =>
  sharp(bytes, { limitInputPixels: maxInputPixels, animated: false }).autoOrient();

async function greyOf(image: Sharp): Promise<GreyPixels> {
  const { data, info } = await image.grayscale().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The text's box on the upright picture, with a margin; the whole picture when no text stands out. */
export async function findText(bytes: Buffer, header: PictureHeader): Promise<Box> {
  const whole = { left: 0, top: 0, width: header.width, height: header.height };
  const factor = Math.min(1, searchLongSide / Math.max(header.width, header.height));
  const reduced = await greyOf(
    decode(bytes)
      .resize({
        width: Math.max(1, Math.round(header.width * factor)),
        height: Math.max(1, Math.round(header.height * factor)),
        fit: 'fill',
        kernel: 'linear',
      })
      .normalise({ lower: 1, upper: 99 }),
  );
  const found = locateText(reduced);
  if (!found) return whole;
  const box = {
    left: found.left / factor,
    top: found.top / factor,
    width: found.width / factor,
    height: found.height / factor,
  };
  return withMargin(box, 0.12, 24 / factor, header);
}

/** The plate's crop, scaled so its lines are `targetLineHeight` high (as near as the bounds allow). */
export async function cropPlate(bytes: Buffer, header: PictureHeader): Promise<PlateCrop> {
  const box = await findText(bytes, header);
  const measureScale = Math.min(1, measureLongSide / Math.max(box.width, box.height));
  const size = (scale: number) => ({
    width: Math.max(1, Math.round(box.width * scale)),
    height: Math.max(1, Math.round(box.height * scale)),
  });
  const measured = await greyOf(
    decode(bytes)
      .extract(box)
      .resize({ ...size(measureScale), fit: 'fill', kernel: 'lanczos3' })
      .normalise({ lower: 1, upper: 99 }),
  );
  const line = lineHeight(measured);
  const wanted = line ? (measureScale * targetLineHeight) / line : measureScale;
  const longSide = Math.max(box.width, box.height);
  const bound = Math.min(
    maxEnlargement,
    maxCropSide / longSide,
    Math.sqrt(maxCropPixels / (box.width * box.height)),
  );
  // A line height misread as several lines together must not shrink the plate past reading.
  const scale = Math.min(Math.max(wanted, Math.min(maxEnlargement, minCropSide / longSide)), bound);
  const target = size(scale);
  if (target.width === measured.width && target.height === measured.height) return { grey: measured, box };
  // More detail than the measured copy holds: decoded again from the picture; less: reduced from it.
  const source =
    scale > measureScale && measureScale < 1
      ? decode(bytes).extract(box).normalise({ lower: 1, upper: 99 })
      : sharp(measured.data, { raw: { width: measured.width, height: measured.height, channels: 1 } });
  return { grey: await greyOf(source.resize({ ...target, fit: 'fill', kernel: 'lanczos3' })), box };
}
