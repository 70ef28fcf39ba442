/**
 * A labelled set of rating-plate pictures, drawn at test time from the sample catalogue: a
 * brand, a model line under one of the labels plates use (`MODEL`, `MODEL NO.`, `MODELO`,
 * `MODÈLE`, `TYPE`) with the unit's designation (some extended with a rating-plate suffix), then
 * electrical, refrigerant and serial-number lines; photographed badly on purpose (turned a few
 * degrees, blurred, grainy, lit unevenly, JPEG/PNG/WebP). Deterministic for a seed. Each picture
 * carries the SKUs a right answer gives. Also a picture with no plate at all (a wall).
 * Text is drawn as SVG through sharp, with the machine's DejaVu fonts. Used by the tests and the bench.
 */
import sharp from 'sharp';
import type { SampleCatalogue, SampleUnit } from '../../src/catalogue/sample/data.js';
import { listUnits } from '../../src/catalogue/sample/data.js';
import { normaliseKey } from '../../src/matching/normalise.js';

export type PictureFormat = 'jpeg' | 'png' | 'webp';

export interface PlatePicture {
  name: string;
  bytes: Buffer;
  format: PictureFormat;
  /** The model as printed on the plate (designation plus any suffix). */
  printed: string;
  brandName: string;
  designation: string;
  /** The market's SKUs of the unit: a right answer gives exactly these. */
  skus: string[];
  /** True when the printed code extends the designation (a rating-plate suffix). */
  extended: boolean;
}

export interface PlateSetOptions {
  catalogue: SampleCatalogue;
  market: string;
  count: number;
  seed?: number;
}

/** mulberry32: small, fast, deterministic. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(next: () => number, items: readonly T[]): T =>
  items[Math.floor(next() * items.length)] as T;
export const between = (next: () => number, low: number, high: number): number => low + next() * (high - low);

const labels = ['MODEL', 'MODEL NO.', 'MODEL:', 'MODELO', 'MODÈLE', 'TYPE', 'MODEL NAME'] as const;
const plateSuffixes = ['2V1B', '1V3', '9', '2B', '3VEB', '1'] as const;
const fonts = ['DejaVu Sans', 'DejaVu Sans Mono', 'DejaVu Sans Condensed', 'DejaVu Serif'] as const;
const origins = ['THAILAND', 'CHINA', 'JAPAN', 'MALAYSIA', 'CZECH REPUBLIC', 'TURKEY'] as const;

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The code printed on the plate: the designation, or (when `extend` and the designation ends
 * with a letter) the designation plus a suffix that starts with a digit, as plates add region,
 * voltage and colour codes (`FTXM25R` → `FTXM25R2V1B`); kept only when no other unit of the
 * brand begins the printed code.
 */
export function printedCode(
  unit: SampleUnit,
  sameBrand: readonly SampleUnit[],
  next: () => number,
  extend: boolean,
) {
  if (!extend || !/[A-Z]$/i.test(unit.designation)) return { printed: unit.designation, extended: false };
  const printed = `${unit.designation}${pick(next, plateSuffixes)}`;
  const key = normaliseKey(printed);
  const fits = sameBrand.filter((other) => key.startsWith(normaliseKey(other.designation)));
  return fits.length === 1 ? { printed, extended: true } : { printed: unit.designation, extended: false };
}

/** How a plate is printed: its ink and background (a faded plate has grey ink on a pale ground). */
export interface PlateInk {
  ink: string;
  ground?: string;
}

export function plateSvg(
  brandName: string,
  printed: string,
  next: () => number,
  width: number,
  height: number,
  fixedLabel?: string,
  ink: PlateInk = { ink: '#1a1a1a' },
): string {
  const font = pick(next, fonts);
  const label = fixedLabel ?? pick(next, labels);
  const size = Math.round(height / 16);
  const lines: { text: string; size: number; bold?: boolean }[] = [
    { text: brandName.toUpperCase(), size: Math.round(size * 1.5), bold: true },
    { text: pick(next, ['INDOOR UNIT', 'AIR CONDITIONER', 'ROOM AIR CONDITIONER INDOOR UNIT']), size },
    { text: `${label} ${printed}`, size: Math.round(size * 1.1), bold: true },
    { text: `POWER SUPPLY 1PH ${pick(next, ['220-240V', '230V', '220V'])} ~ 50Hz`, size },
    {
      text: `RATED CURRENT ${(between(next, 0.1, 0.9)).toFixed(2)} A  ${Math.round(between(next, 15, 60))} W`,
      size,
    },
    {
      text: `REFRIGERANT ${pick(next, ['R32', 'R410A'])} ${(between(next, 0.5, 1.4)).toFixed(2)} kg`,
      size,
    },
    {
      text: `SERIAL NO. ${pick(next, ['E', 'K', 'S', '3'])}${Math.floor(between(next, 1e6, 9e6))}`,
      size,
    },
    { text: `MADE IN ${pick(next, origins)}`, size: Math.round(size * 0.9) },
  ];
  const margin = Math.round(width * 0.06);
  const step = (height - 2 * margin) / lines.length;
  const texts = lines
    .map(
      (line, i) =>
        `<text x="${margin}" y="${Math.round(margin + step * (i + 0.75))}" font-family="${font}" font-size="${line.size}"${line.bold ? ' font-weight="bold"' : ''} fill="${ink.ink}">${escapeXml(line.text)}</text>`,
    )
    .join('');
  const shade = Math.round(between(next, 200, 235));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${ink.ground ?? `rgb(${shade},${shade},${shade - 4})`}"/><rect x="${margin / 2}" y="${margin / 2}" width="${width - margin}" height="${height - margin}" fill="none" stroke="#333" stroke-width="3"/>${texts}</svg>`;
}

/** Uneven light: a gradient from full light to `dark` across the picture, multiplied in. */
export const lightSvg = (width: number, height: number, dark: number, angle: number): string => {
  const grey = Math.round(255 * dark);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="rgb(${grey},${grey},${grey})"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
};

/** Adds grey grain (about normal, deviation `sigma`) to raw RGB pixels, in place. */
export function addGrain(pixels: Buffer, sigma: number, next: () => number): void {
  for (let i = 0; i < pixels.length; i += 3) {
    const grain = (next() + next() + next() - 1.5) * 2 * sigma;
    for (let c = 0; c < 3; c++) pixels[i + c] = Math.max(0, Math.min(255, (pixels[i + c] ?? 0) + grain));
  }
}

/** Lit unevenly, grainy, turned, blurred, then encoded. */
async function photograph(svg: string, next: () => number, format: PictureFormat): Promise<Buffer> {
  const { width, height } = await sharp(Buffer.from(svg)).metadata();
  const light = lightSvg(width, height, between(next, 0.3, 0.7), between(next, 0, 360));
  const { data, info } = await sharp(Buffer.from(svg))
    .flatten({ background: '#ffffff' })
    .composite([{ input: Buffer.from(light), blend: 'multiply' }])
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  addGrain(data, between(next, 10, 30), next);
  const turned = sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } })
    .rotate(between(next, -4, 4), { background: { r: 70, g: 72, b: 75 } })
    .blur(between(next, 0.5, 1.6));
  const quality = Math.round(between(next, 60, 85));
  switch (format) {
    case 'jpeg':
      return turned.jpeg({ quality }).toBuffer();
    case 'png':
      return turned.png({ compressionLevel: 3 }).toBuffer();
    case 'webp':
      return turned.webp({ quality }).toBuffer();
  }
}

/** Units spread over the market's brands: every brand in turn, each unit at most once. */
export function spreadUnits(units: readonly SampleUnit[], count: number, next: () => number): SampleUnit[] {
  const byBrand = new Map<number, SampleUnit[]>();
  for (const unit of units) byBrand.set(unit.brandId, [...(byBrand.get(unit.brandId) ?? []), unit]);
  const queues = [...byBrand.values()].map((list) =>
    list
      .map((unit) => ({ unit, order: next() }))
      .sort((a, b) => a.order - b.order)
      .map(({ unit }) => unit),
  );
  const chosen: SampleUnit[] = [];
  while (chosen.length < count && queues.some((queue) => queue.length > 0)) {
    for (const queue of queues) {
      const unit = queue.shift();
      if (unit && chosen.length < count) chosen.push(unit);
    }
  }
  return chosen;
}

/** `count` plate pictures of units with a SKU in `market`; about one in four has a suffix. */
export async function drawPlateSet(options: PlateSetOptions): Promise<PlatePicture[]> {
  const next = random(options.seed ?? 14);
  const units = listUnits(options.catalogue, options.market).filter((unit) => unit.skus.length > 0);
  const pictures: PlatePicture[] = [];
  for (const [i, unit] of spreadUnits(units, options.count, next).entries()) {
    const sameBrand = units.filter((other) => other.brandId === unit.brandId);
    const { printed, extended } = printedCode(unit, sameBrand, next, i % 3 === 1);
    const width = Math.round(between(next, 800, 1200));
    const height = Math.round(width * between(next, 0.55, 0.7));
    const format = pick(next, ['jpeg', 'jpeg', 'jpeg', 'png', 'webp', 'webp'] as const);
    const bytes = await photograph(plateSvg(unit.brandName, printed, next, width, height), next, format);
    pictures.push({
      name: `plate-${String(i + 1).padStart(2, '0')}.${format === 'jpeg' ? 'jpg' : format}`,
      bytes,
      format,
      printed,
      brandName: unit.brandName,
      designation: unit.designation,
      skus: unit.skus.map((s) => s.sku),
      extended,
    });
  }
  return pictures;
}

/** One plate of `brandName` with `printed` on its model line, photographed like the set's (seeded). */
export async function drawPlate(options: {
  brandName: string;
  /** The model line's label; one of the set's at random when unset. */
  label?: string;
  printed: string;
  format?: PictureFormat;
  seed?: number;
}): Promise<Buffer> {
  const next = random(options.seed ?? 25);
  const width = Math.round(between(next, 800, 1200));
  const height = Math.round(width * between(next, 0.55, 0.7));
  const svg = plateSvg(options.brandName, options.printed, next, width, height, options.label);
  return photograph(svg, next, options.format ?? 'png');
}

/** A photo of a wall: plaster texture and shadow, no text. */
export async function drawWall(seed = 7): Promise<Buffer> {
  const next = random(seed);
  const width = 1000;
  const height = 750;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="rgb(214,206,190)"/></svg>`;
  return photograph(svg, next, 'jpeg');
}
