/**
 * Rating-plate pictures as phones take them on site, one class per way a real photo goes wrong:
 * a small plate in a 12-megapixel frame, dim light with motion blur, glare over the model line,
 * a steep view among clutter, a plate curved round a casing, a faded plate with stains. Each is
 * drawn from a plate of plate-pictures.ts naming a real sample-catalogue unit, then distorted
 * with plain pixel maths and sharp. Deterministic for a seed. Used by the photo tests and bench.
 */
import sharp from 'sharp';
import type { SampleCatalogue } from '../../src/catalogue/sample/data.js';
import { listUnits } from '../../src/catalogue/sample/data.js';
import { glareSvg, stainsSvg, surroundSvg } from './picture-marks.js';
import { type Placement, type Raw, toSourceCylinder, toSourceHomography, warpOnto } from './picture-warp.js';
import {
  addGrain,
  between,
  lightSvg,
  type PlatePicture,
  plateSvg,
  printedCode,
  random,
  spreadUnits,
} from './plate-pictures.js';

export const photoClasses = [
  'small plate, big frame',
  'dim + blur',
  'glare',
  'steep + clutter',
  'curved',
  'faded + stains',
] as const;
export type PhotoClass = (typeof photoClasses)[number];

export interface PhonePicture extends PlatePicture {
  photoClass: PhotoClass;
}

type Next = () => number;
type Size = { width: number; height: number };
/** Where the plate lands on a frame and how its pixels are found: identity, perspective or cylinder. */
type Place = (frame: Size, plate: Raw) => Placement;

const rawOf = async (input: Buffer): Promise<Raw> => {
  const { data, info } = await sharp(input)
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
};

interface Shot {
  plate: Raw;
  frame: Size;
  clutter: boolean;
  place: Place;
  /** Multiplies the light (1 is as lit), then adds sensor grain of this deviation. */
  exposure: number;
  grain: number;
  blur: number;
  /** Length in pixels of a motion streak (0: none). */
  motion: number;
  turn: number;
}

async function shoot(shot: Shot, next: Next): Promise<Buffer> {
  const { width, height } = shot.frame;
  const canvas = await rawOf(Buffer.from(surroundSvg(width, height, next, shot.clutter)));
  warpOnto(canvas, shot.plate, shot.place(shot.frame, shot.plate));
  const light = lightSvg(width, height, between(next, 0.55, 0.85), between(next, 0, 360));
  const { data, info } = await sharp(canvas.data, { raw: { width, height, channels: 3 } })
    .composite([{ input: Buffer.from(light), blend: 'multiply' }])
    .linear(shot.exposure, 0)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  addGrain(data, shot.grain, next);
  const turned = await sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } })
    .rotate(shot.turn, { background: { r: 60, g: 60, b: 60 } })
    .raw()
    .toBuffer({ resolveWithObject: true });
  let picture = sharp(turned.data, {
    raw: { width: turned.info.width, height: turned.info.height, channels: 3 },
  });
  if (shot.motion > 1) {
    // A horizontal streak: the phone moved while the shutter was open. Made apart, since sharp
    // would blur before it convolves, whatever the order of the calls.
    const size = Math.round(shot.motion) | 1;
    const kernel = Array.from({ length: size * size }, (_, i) =>
      Math.floor(i / size) === (size - 1) / 2 ? 1 : 0,
    );
    picture = sharp(
      await picture.convolve({ width: size, height: size, kernel, scale: size }).raw().toBuffer(),
      {
        raw: { width: turned.info.width, height: turned.info.height, channels: 3 },
      },
    );
  }
  return picture
    .blur(shot.blur)
    .jpeg({ quality: Math.round(between(next, 78, 92)) })
    .toBuffer();
}

/** Places the plate as it is, at a random spot of the frame's middle. */
const flat =
  (next: Next): Place =>
  (frame, plate) => {
    const x = Math.round(between(next, 0.2, 0.8) * (frame.width - plate.width));
    const y = Math.round(between(next, 0.2, 0.8) * (frame.height - plate.height));
    // Turned a few degrees about its centre.
    const turn = (between(next, -4, 4) * Math.PI) / 180;
    const [cx, cy] = [x + plate.width / 2, y + plate.height / 2];
    const turned = ([px, py]: [number, number]): [number, number] => [
      cx + (px - cx) * Math.cos(turn) - (py - cy) * Math.sin(turn),
      cy + (px - cx) * Math.sin(turn) + (py - cy) * Math.cos(turn),
    ];
    return toSourceHomography(plate, [
      turned([x, y]),
      turned([x + plate.width, y]),
      turned([x + plate.width, y + plate.height]),
      turned([x, y + plate.height]),
    ]);
  };

/** Seen from one side: the far edge shorter, the plate narrower. */
const steep =
  (next: Next): Place =>
  (frame, plate) => {
    const w = plate.width * between(next, 0.55, 0.7);
    const far = plate.height * between(next, 0.55, 0.68);
    const near = plate.height;
    const x = (frame.width - w) / 2;
    const y = (frame.height - near) / 2;
    const dip = (near - far) * between(next, 0.3, 0.7);
    const fromLeft = next() < 0.5;
    const quad: [number, number][] = fromLeft
      ? [
          [x, y],
          [x + w, y + dip],
          [x + w, y + dip + far],
          [x, y + near],
        ]
      : [
          [x, y + dip],
          [x + w, y],
          [x + w, y + near],
          [x, y + dip + far],
        ];
    return toSourceHomography(plate, quad);
  };

const curved =
  (next: Next): Place =>
  (frame, plate) => {
    const arc = between(next, 1.4, 2);
    const span = plate.width * (Math.sin(arc / 2) / (arc / 2));
    return toSourceCylinder(
      plate,
      { x: (frame.width - span) / 2, y: (frame.height - plate.height) / 2 },
      arc,
      between(next, 0.03, 0.07),
    );
  };

/** The plate of one class's picture, drawn and (glare, stains) marked, as raw pixels. */
async function platePixels(
  photoClass: PhotoClass,
  brandName: string,
  printed: string,
  next: Next,
): Promise<Raw> {
  const small = photoClass === 'small plate, big frame';
  // Small: plate text about 18 px high (plateSvg's text is a sixteenth of its height).
  const height = small ? Math.round(between(next, 17, 20) * 16) : Math.round(between(next, 480, 760));
  const width = Math.round(height / between(next, 0.55, 0.7));
  const faded = photoClass === 'faded + stains';
  const grey = Math.round(between(next, 115, 145));
  const ground = Math.round(between(next, 200, 218));
  const ink = faded
    ? { ink: `rgb(${grey},${grey},${grey - 6})`, ground: `rgb(${ground},${ground - 2},${ground - 10})` }
    : undefined;
  const svg = plateSvg(brandName, printed, next, width, height, undefined, ink);
  const marks =
    photoClass === 'glare'
      ? glareSvg(width, height, next)
      : faded
        ? stainsSvg(width, height, next)
        : undefined;
  const drawn = sharp(Buffer.from(svg));
  return rawOf(
    marks
      ? await drawn
          .composite([{ input: Buffer.from(marks), blend: photoClass === 'glare' ? 'screen' : 'over' }])
          .png()
          .toBuffer()
      : await drawn.png().toBuffer(),
  );
}

/** How one class's picture is taken. */
function shotOf(photoClass: PhotoClass, plate: Raw, next: Next): Shot {
  const around = between(next, 1.3, 1.6);
  const frame = { width: Math.round(plate.width * around), height: Math.round(plate.height * around * 1.2) };
  const base = {
    plate,
    frame,
    clutter: false,
    place: flat(next),
    exposure: 1,
    grain: between(next, 8, 14),
    blur: between(next, 0.6, 1.2),
    motion: 0,
    turn: between(next, -4, 4),
  };
  switch (photoClass) {
    case 'small plate, big frame':
      // The frame is a 12-megapixel photo as the phone took it: the plate is turned, not the frame.
      return {
        ...base,
        frame: { width: 4000, height: 3000 },
        clutter: true,
        grain: between(next, 5, 9),
        turn: 0,
      };
    case 'dim + blur':
      return {
        ...base,
        exposure: between(next, 0.25, 0.4),
        grain: between(next, 5, 9),
        blur: between(next, 1.2, 1.8),
        motion: between(next, 5, 9),
      };
    case 'glare':
      return base;
    case 'steep + clutter':
      return {
        ...base,
        frame: { width: Math.round(plate.width * 1.5), height: Math.round(plate.height * 1.9) },
        clutter: true,
        place: steep(next),
      };
    case 'curved':
      return { ...base, place: curved(next) };
    case 'faded + stains':
      return { ...base, blur: between(next, 0.8, 1.4) };
  }
}

export interface PhoneSetOptions {
  catalogue: SampleCatalogue;
  market: string;
  /** Pictures of each class. */
  perClass: number;
  /** The classes to draw; all of them when unset. */
  classes?: readonly PhotoClass[];
  seed?: number;
}

/** `perClass` JPEG pictures of each class, of units with a SKU in `market`; about one in three has a suffix. */
export async function drawPhoneSet(options: PhoneSetOptions): Promise<PhonePicture[]> {
  const units = listUnits(options.catalogue, options.market).filter((unit) => unit.skus.length > 0);
  const pictures: PhonePicture[] = [];
  for (const photoClass of options.classes ?? photoClasses) {
    const next = random((options.seed ?? 37) * 31 + photoClasses.indexOf(photoClass));
    for (const [i, unit] of spreadUnits(units, options.perClass, next).entries()) {
      const sameBrand = units.filter((other) => other.brandId === unit.brandId);
      const { printed, extended } = printedCode(unit, sameBrand, next, i % 3 === 1);
      const plate = await platePixels(photoClass, unit.brandName, printed, next);
      const bytes = await shoot(shotOf(photoClass, plate, next), next);
      pictures.push({
        name: `${photoClass.replace(/[^a-z]+/g, '-')}-${i + 1}.jpg`,
        bytes,
        format: 'jpeg',
        printed,
        brandName: unit.brandName,
        designation: unit.designation,
        skus: unit.skus.map((s) => s.sku),
        extended,
        photoClass,
      });
    }
  }
  return pictures;
}
