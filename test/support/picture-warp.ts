/**
 * Pixel maths sharp has no operation for, for the phone pictures (phone-pictures.ts): a plate
 * drawn onto a frame through a map from each frame pixel back to the plate (a perspective view,
 * a plate curved round a cylinder), sampled bilinearly, shaded as it turns from the light.
 */

/** Raw 3-channel RGB pixels. */
export interface Raw {
  data: Buffer;
  width: number;
  height: number;
}

/** Where on the frame the plate lands, and for a frame pixel the plate pixel it shows (or none). */
export interface Placement {
  box: { x0: number; y0: number; x1: number; y1: number };
  toSource: (x: number, y: number) => { u: number; v: number; shade?: number } | undefined;
}

/** Draws `plate` onto `frame` in place. */
export function warpOnto(frame: Raw, plate: Raw, placement: Placement): void {
  const { box, toSource } = placement;
  const x0 = Math.max(0, Math.floor(box.x0));
  const x1 = Math.min(frame.width - 1, Math.ceil(box.x1));
  const y0 = Math.max(0, Math.floor(box.y0));
  const y1 = Math.min(frame.height - 1, Math.ceil(box.y1));
  for (let y = y0; y <= y1; y++)
    for (let x = x0; x <= x1; x++) {
      const source = toSource(x + 0.5, y + 0.5);
      if (!source) continue;
      const u = source.u - 0.5;
      const v = source.v - 0.5;
      if (u < 0 || v < 0 || u > plate.width - 1 || v > plate.height - 1) continue;
      const iu = Math.min(plate.width - 2, Math.floor(u));
      const iv = Math.min(plate.height - 2, Math.floor(v));
      const fu = u - iu;
      const fv = v - iv;
      const shade = source.shade ?? 1;
      for (let c = 0; c < 3; c++) {
        const at = (px: number, py: number) => plate.data[(py * plate.width + px) * 3 + c] ?? 0;
        const top = at(iu, iv) * (1 - fu) + at(iu + 1, iv) * fu;
        const bottom = at(iu, iv + 1) * (1 - fu) + at(iu + 1, iv + 1) * fu;
        frame.data[(y * frame.width + x) * 3 + c] = Math.round((top * (1 - fv) + bottom * fv) * shade);
      }
    }
}

type Point = readonly [number, number];

/** Solves the 8×8 system `a x = b` (Gaussian elimination with partial pivoting). */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i] as number]);
  for (let col = 0; col < n; col++) {
    let best = col;
    for (let row = col + 1; row < n; row++)
      if (Math.abs(m[row]?.[col] ?? 0) > Math.abs(m[best]?.[col] ?? 0)) best = row;
    [m[col], m[best]] = [m[best] as number[], m[col] as number[]];
    const pivot = m[col] as number[];
    for (let row = 0; row < n; row++) {
      if (row === col) continue;
      const r = m[row] as number[];
      const f = (r[col] as number) / (pivot[col] as number);
      for (let k = col; k <= n; k++) r[k] = (r[k] as number) - f * (pivot[k] as number);
    }
  }
  return m.map((row, i) => (row[n] as number) / (row[i] as number));
}

/**
 * A perspective view: the plate's corners (top-left, top-right, bottom-right, bottom-left) land
 * on `quad`; each frame pixel inside is traced back through the homography.
 */
export function toSourceHomography(
  plate: { width: number; height: number },
  quad: readonly Point[],
): Placement {
  const corners: Point[] = [
    [0, 0],
    [plate.width, 0],
    [plate.width, plate.height],
    [0, plate.height],
  ];
  const a: number[][] = [];
  const b: number[] = [];
  quad.forEach(([x, y], i) => {
    const [u, v] = corners[i] as Point;
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y]);
    b.push(u);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y]);
    b.push(v);
  });
  const [h0, h1, h2, h3, h4, h5, h6, h7] = solve(a, b) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const xs = quad.map(([x]) => x);
  const ys = quad.map(([, y]) => y);
  return {
    box: { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) },
    toSource: (x, y) => {
      const w = h6 * x + h7 * y + 1;
      return { u: (h0 * x + h1 * y + h2) / w, v: (h3 * x + h4 * y + h5) / w };
    },
  };
}

/**
 * A plate wrapped round a vertical cylinder over `arc` radians, seen from a little above: its
 * sides crowd together and darken, its lines bow by `bow` of its height.
 */
export function toSourceCylinder(
  plate: { width: number; height: number },
  at: { x: number; y: number },
  arc: number,
  bow: number,
): Placement {
  const half = arc / 2;
  const span = plate.width * (Math.sin(half) / half);
  const lift = bow * plate.height;
  return {
    box: { x0: at.x, y0: at.y - lift, x1: at.x + span, y1: at.y + plate.height + lift },
    toSource: (x, y) => {
      const t = ((x - at.x) / span) * 2 - 1;
      if (t < -1 || t > 1) return undefined;
      const angle = Math.asin(t * Math.sin(half));
      const u = ((angle / half + 1) / 2) * plate.width;
      const v = y - at.y + lift * (1 - t * t) - lift / 2;
      return { u, v, shade: 0.65 + 0.35 * Math.cos(angle) };
    },
  };
}
