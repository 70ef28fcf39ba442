/**
 * The ways a picture is prepared for OCR, tried in turn until one reads a model the catalogue
 * holds (reader.ts): the plate's crop as it is; light evened out and local contrast raised
 * (glare, dim light); the whole picture as it was prepared before crops (so what was read then
 * is still read); the crop sharpened (blur); turned so its lines run level (a plate turned
 * further than Tesseract straightens by itself); evened again at seven tenths of the size (strokes
 * a glare thinned read better smaller); its upper and lower parts alone (a line a glare or stain
 * split from the others). Each is grey PNG from sharp. No black-and-white copy: Tesseract
 * thresholds each look itself (Sauvola), and one of ours read a bare wall's grain as a code.
 */
import sharp, { type Sharp } from 'sharp';
import { type PlateCrop, targetLineHeight } from './crop.js';
import type { GreyPixels } from './locate.js';
import { localContrast, preparePicture } from './prepare.js';

export const lookNames = [
  'crop',
  'evened',
  'whole',
  'sharpened',
  'straightened',
  'smaller',
  'upper',
  'lower',
] as const;
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

/** Each pixel's mean over a square of side `2 r + 1` about it (two running sums, one per direction). */
function boxMean(values: Float32Array, width: number, height: number, r: number): Float32Array {
  const across = new Float32Array(values.length);
  for (let y = 0; y < height; y++) {
    let sum = 0;
    const row = y * width;
    for (let x = -r; x < width; x++) {
      if (x + r < width) sum += values[row + x + r] ?? 0;
      if (x - r - 1 >= 0) sum -= values[row + x - r - 1] ?? 0;
      if (x >= 0) across[row + x] = sum / (Math.min(width - 1, x + r) - Math.max(0, x - r) + 1);
    }
  }
  const out = new Float32Array(values.length);
  for (let x = 0; x < width; x++) {
    let sum = 0;
    for (let y = -r; y < height; y++) {
      if (y + r < height) sum += across[(y + r) * width + x] ?? 0;
      if (y - r - 1 >= 0) sum -= across[(y - r - 1) * width + x] ?? 0;
      if (y >= 0) out[y * width + x] = sum / (Math.min(height - 1, y + r) - Math.max(0, y - r) + 1);
    }
  }
  return out;
}

/**
 * The crop with its grain smoothed, then each pixel set against its neighbourhood (about a
 * line of text each way): its difference from their mean over their spread. Ink a bright patch
 * or dim light left a few grey levels darker than its ground comes out as dark as any other.
 */
async function evenedPixels(crop: PlateCrop): Promise<Buffer> {
  const { width, height } = crop.grey;
  const smooth = await raw(crop).median(3).blur(1.2).grayscale().raw().toBuffer();
  const values = Float32Array.from(smooth);
  const r = Math.round(targetLineHeight * 0.75);
  const mean = boxMean(values, width, height, r);
  const squares = boxMean(
    values.map((v) => v * v),
    width,
    height,
    r,
  );
  const out = Buffer.alloc(values.length);
  for (let i = 0; i < values.length; i++) {
    const m = mean[i] ?? 0;
    const spread = Math.sqrt(Math.max(0, (squares[i] ?? 0) - m * m));
    out[i] = Math.max(0, Math.min(255, Math.round(170 + (70 * ((values[i] ?? 0) - m)) / (spread + 6))));
  }
  return out;
}

async function evened(crop: PlateCrop): Promise<Sharp> {
  const { width, height } = crop.grey;
  return sharp(await evenedPixels(crop), { raw: { width, height, channels: 1 } });
}

/** The copy of the crop its skew is measured on fits this many pixels each way. */
const skewSide = 400;

/** The crop fitted inside `skewSide` × `skewSide`, whatever its shape: what its skew is measured on. */
export async function skewCopy(crop: PlateCrop): Promise<GreyPixels> {
  const { data, info } = await raw(crop)
    .resize({ width: skewSide, height: skewSide, fit: 'inside' })
    .grayscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * The angle (degrees, positive when lines fall to the right) at which the edges of `grey` line
 * up best in rows: the sum of squares of the row profile of its edge pixels, over −12° to 12°
 * by half degrees.
 */
function skewOf(grey: GreyPixels): number {
  const { data, width, height } = grey;
  const points: [number, number][] = [];
  for (let y = 0; y < height; y++)
    for (let x = 1; x < width - 1; x++) {
      const at = y * width + x;
      if (Math.abs((data[at + 1] ?? 0) - (data[at - 1] ?? 0)) > 40) points.push([x, y]);
    }
  let best = { angle: 0, score: -1 };
  for (let angle = -12; angle <= 12; angle += 0.5) {
    const [sin, cos] = [Math.sin((angle * Math.PI) / 180), Math.cos((angle * Math.PI) / 180)];
    const rows = new Map<number, number>();
    for (const [x, y] of points) {
      const row = Math.round(y * cos - x * sin);
      rows.set(row, (rows.get(row) ?? 0) + 1);
    }
    let score = 0;
    for (const count of rows.values()) score += count * count;
    if (score > best.score) best = { angle, score };
  }
  return best.angle;
}

/** `crop` at `factor` of its size. */
async function scaled(crop: PlateCrop, factor: number): Promise<PlateCrop> {
  const width = Math.max(1, Math.round(crop.grey.width * factor));
  const { data, info } = await raw(crop)
    .resize({ width, kernel: 'lanczos3' })
    .grayscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { ...crop, grey: { data, width: info.width, height: info.height } };
}

/** The PNG Tesseract is given for `look`. */
export async function lookPng(look: LookName, crop: PlateCrop, bytes: Buffer): Promise<Buffer> {
  switch (look) {
    case 'crop':
      return png(raw(crop).clahe(localContrast));
    case 'evened':
      return png(await evened(crop));
    case 'straightened': {
      const angle = skewOf(await skewCopy(crop));
      return png(raw(crop).rotate(-angle, { background: '#ffffff' }).grayscale().clahe(localContrast));
    }
    case 'smaller':
      return png(await evened(await scaled(crop, 0.7)));
    case 'whole':
      return (await preparePicture(bytes)).png;
    case 'sharpened':
      return png(raw(crop).sharpen({ sigma: 1.5, m1: 0.5, m2: 4 }).clahe(localContrast));
    case 'upper':
    case 'lower':
      return png(raw(crop, look).clahe(localContrast));
  }
}
