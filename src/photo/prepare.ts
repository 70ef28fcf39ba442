/**
 * A picture's bytes made ready for OCR with sharp (libvips, which runs on libuv's thread pool,
 * never on the event loop): turned upright by its EXIF orientation, grey, local contrast
 * evened out (CLAHE, which also flattens uneven light), and scaled so that a plate's lines of
 * text come out at a height Tesseract reads well. The decoder refuses pictures of more than
 * `maxInputPixels` (a small file can claim a huge canvas) and anything that is not a JPEG, PNG,
 * WebP, GIF or TIFF picture.
 */
import sharp, { type Metadata } from 'sharp';

/** libvips threads per operation: one, so a picture never takes both cores from the app. */
sharp.concurrency(1);

/** 50 megapixels: more than any phone camera, far less than a decompression bomb. */
export const maxInputPixels = 50_000_000;

/** Pictures larger than this on their long side are reduced to it. */
export const preparedLongSide = 1600;
/** Pictures smaller than this on their long side are enlarged to it: text of a plate photographed whole is then 20–50 px high. */
export const minLongSide = 1200;

/** CLAHE's tiles and limit: local contrast raised, uneven light flattened (looks.ts uses it too). */
export const localContrast = { width: 64, height: 64, maxSlope: 3 } as const;

export type PrepareFailure = 'not_image' | 'too_large';

export class PrepareError extends Error {
  constructor(
    readonly reason: PrepareFailure,
    detail: string,
  ) {
    super(`The picture cannot be read: ${detail}`);
    this.name = 'PrepareError';
  }
}

const readableFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'tiff']);

export interface PreparedPicture {
  /** Grey-scale PNG. */
  png: Buffer;
  width: number;
  height: number;
  /** The format the picture came in (sharp's name: `jpeg`, `png`, `webp`…). */
  format: string;
}

export interface PictureHeader {
  format: string;
  width: number;
  height: number;
}

/** The picture's format and size from its header; rejects with a PrepareError when it cannot be read. */
export async function readHeader(bytes: Buffer): Promise<PictureHeader> {
  let metadata: Metadata;
  try {
    // The header only: the pixel count is checked below, so a huge canvas is named as such.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new PrepareError('not_image', 'not a picture sharp can decode');
  }
  const format = metadata.format ?? '';
  if (!readableFormats.has(format)) throw new PrepareError('not_image', `format ${format || 'unknown'}`);
  if (metadata.width * metadata.height > maxInputPixels)
    throw new PrepareError('too_large', `${metadata.width}×${metadata.height} pixels`);
  // Turned upright by its EXIF orientation, as autoOrient() will turn it.
  const { width, height } = metadata.autoOrient ?? metadata;
  return { format, width, height };
}

/** Rejects with a PrepareError when the bytes are not a readable picture. */
export async function preparePicture(bytes: Buffer): Promise<PreparedPicture> {
  const { format, ...metadata } = await readHeader(bytes);
  const longSide = Math.max(metadata.width, metadata.height);
  const target = longSide > preparedLongSide ? preparedLongSide : Math.max(longSide, minLongSide);
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: maxInputPixels, animated: false })
      .autoOrient()
      .grayscale()
      .resize({ width: target, height: target, fit: 'inside', kernel: 'lanczos3' })
      .clahe(localContrast)
      .png({ compressionLevel: 1 })
      .toBuffer({ resolveWithObject: true });
    return { png: data, width: info.width, height: info.height, format };
  } catch {
    throw new PrepareError('not_image', 'the picture data is damaged');
  }
}
