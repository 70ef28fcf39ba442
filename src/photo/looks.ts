/**
 * The ways a picture is prepared for OCR, tried in turn until one reads a model the catalogue
 * holds (reader.ts): the plate's crop as it is; light evened out and local contrast raised
 * (glare, dim light); the whole picture as it was prepared before crops (so what was read then
 * is still read); the crop sharpened (blur); its upper and lower parts alone (a line a glare or
 * stain split from the others); a black-and-white copy. Each is grey PNG from sharp.
 */
import sharp, { type Sharp } from 'sharp';
import type { PlateCrop } from './crop.js';
import { preparePicture } from './prepare.js';

export const lookNames = ['crop', 'evened', 'whole', 'sharpened', 'upper', 'lower', 'binarised'] as const;
export type LookName = (typeof lookNames)[number];

const raw = (crop: PlateCrop, part?: 'upper' | 'lower') => {
  const { data, width, height } = crop.grey;
  const image = sharp(data, { raw: { width, height, channels: 1 } });
  if (!part) return image;
  // Six tenths of the crop from its top or its bottom: the model line is whole in one of them.
  const partHeight = Math.max(1, Math.round(height * 0.6));
  return image.extract({
    left: 0,
    top: part === 'upper' ? 0 : height - partHeight,
    width,
    height: partHeight,
  });
};

const png = (image: Sharp) => image.png({ compressionLevel: 1 }).toBuffer();

/**
 * The crop divided by its own background (a wide blur of it), so a bright patch or a shadow
 * leaves the ground even and the ink darker than its surround: raw grey pixels.
 */
async function evenedPixels(crop: PlateCrop): Promise<Buffer> {
  const { data, width, height } = crop.grey;
  const sigma = Math.max(8, Math.min(width, height) / 25);
  const background = await sharp(data, { raw: { width, height, channels: 1 } })
    .blur(sigma)
    .raw()
    .toBuffer();
  const out = Buffer.alloc(data.length);
  for (let i = 0; i < data.length; i++)
    out[i] = Math.min(255, Math.round((255 * (data[i] ?? 0)) / Math.max(1, background[i] ?? 1)));
  return out;
}

async function evened(crop: PlateCrop): Promise<Sharp> {
  const { width, height } = crop.grey;
  return sharp(await evenedPixels(crop), { raw: { width, height, channels: 1 } })
    .normalise({ lower: 1, upper: 99 })
    .clahe({ width: 32, height: 32, maxSlope: 6 });
}

/** The PNG Tesseract is given for `look`. */
export async function lookPng(look: LookName, crop: PlateCrop, bytes: Buffer): Promise<Buffer> {
  switch (look) {
    case 'crop':
      return png(raw(crop).clahe({ width: 64, height: 64, maxSlope: 3 }));
    case 'evened':
      return png(await evened(crop));
    case 'whole':
      return (await preparePicture(bytes)).png;
    case 'sharpened':
      return png(
        raw(crop).sharpen({ sigma: 1.5, m1: 0.5, m2: 4 }).clahe({ width: 64, height: 64, maxSlope: 3 }),
      );
    case 'upper':
    case 'lower':
      return png(raw(crop, look).clahe({ width: 64, height: 64, maxSlope: 3 }));
    case 'binarised':
      return png(sharp(await png(await evened(crop))).threshold(140));
  }
}
