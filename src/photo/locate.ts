/**
 * Where the text of a plate is on a picture, found before any reduction so that a small plate in
 * a 12-megapixel frame keeps its detail: a text-density map of a reduced grey copy (cells where
 * edges run both across and along, as letters make them; a barcode, vents or a cable make edges
 * one way only), its densest cluster of text cells as a box in the full picture's pixels, and the
 * height of its lines of text (rows of edges, measured on the box at full resolution). Pure maths
 * on raw pixels; the pixels come from sharp (prepare.ts).
 */

/** A grey picture, one byte a pixel. */
export interface GreyPixels {
  data: Uint8Array;
  width: number;
  height: number;
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Side of a square cell of the density map, in pixels of the reduced copy. */
const cell = 8;
/** A cell is text when at least this share of its pixels are edges each way. */
const minShare = 0.06;
/** Text cells this many cells apart (the gap between two lines of a plate) are one cluster. */
const reach = 4;

/** The gradient above which a pixel is an edge: above the picture's grain, at least `floor`. */
function edgeThreshold(grey: GreyPixels, floor: number): number {
  const counts = new Uint32Array(256);
  const { data, width, height } = grey;
  for (let y = 1; y < height - 1; y += 2)
    for (let x = 1; x < width - 1; x += 2) {
      const at = y * width + x;
      counts[Math.min(255, Math.abs((data[at + 1] ?? 0) - (data[at - 1] ?? 0)))]! += 1;
    }
  const total = counts.reduce((a, b) => a + b, 0);
  let seen = 0;
  for (let value = 0; value < 256; value++) {
    seen += counts[value] ?? 0;
    // Most of a picture is not text: its 75th percentile gradient is grain and shading.
    if (seen >= total * 0.75) return Math.max(floor, value * 2.5);
  }
  return floor;
}

/** Each cell's share of edge pixels across (x) and along (y). */
function edgeShares(grey: GreyPixels, threshold: number) {
  const { data, width, height } = grey;
  const columns = Math.floor(width / cell);
  const rows = Math.floor(height / cell);
  const across = new Float32Array(columns * rows);
  const along = new Float32Array(columns * rows);
  for (let y = 1; y < rows * cell - 1; y++)
    for (let x = 1; x < columns * cell - 1; x++) {
      const at = y * width + x;
      const c = Math.floor(y / cell) * columns + Math.floor(x / cell);
      if (Math.abs((data[at + 1] ?? 0) - (data[at - 1] ?? 0)) > threshold) across[c]! += 1;
      if (Math.abs((data[at + width] ?? 0) - (data[at - width] ?? 0)) > threshold) along[c]! += 1;
    }
  const area = cell * cell;
  for (let c = 0; c < across.length; c++) {
    across[c]! /= area;
    along[c]! /= area;
  }
  return { columns, rows, across, along };
}

/**
 * The box (in the reduced copy's pixels) round the largest cluster of text cells, cells joined
 * across gaps of up to `reach` cells (letters of a word, lines of a plate);
 * undefined when there is none. Clusters are ranked by their cells, discounted when they fill
 * less than half of their box.
 */
export function locateText(grey: GreyPixels, floor = 10): Box | undefined {
  const { columns, rows, across, along } = edgeShares(grey, edgeThreshold(grey, floor));
  const text = new Uint8Array(columns * rows);
  for (let c = 0; c < text.length; c++) {
    const [x, y] = [across[c] ?? 0, along[c] ?? 0];
    // Both ways, and neither far more than the other (vents and barcodes run one way).
    text[c] = Math.min(x, y) >= minShare && Math.min(x, y) >= Math.max(x, y) * 0.25 ? 1 : 0;
  }
  const label = new Int32Array(columns * rows).fill(-1);
  let best: { score: number; x0: number; y0: number; x1: number; y1: number } | undefined;
  for (let start = 0; start < text.length; start++) {
    if (!text[start] || label[start] !== -1) continue;
    const found = { count: 0, x0: columns, y0: rows, x1: 0, y1: 0 };
    const stack = [start];
    label[start] = start;
    while (stack.length > 0) {
      const c = stack.pop() as number;
      const [cx, cy] = [c % columns, Math.floor(c / columns)];
      found.count += 1;
      found.x0 = Math.min(found.x0, cx);
      found.x1 = Math.max(found.x1, cx);
      found.y0 = Math.min(found.y0, cy);
      found.y1 = Math.max(found.y1, cy);
      for (let dy = -reach; dy <= reach; dy++)
        for (let dx = -reach; dx <= reach; dx++) {
          const [nx, ny] = [cx + dx, cy + dy];
          if (nx < 0 || ny < 0 || nx >= columns || ny >= rows) continue;
          const n = ny * columns + nx;
          if (text[n] && label[n] === -1) {
            label[n] = start;
            stack.push(n);
          }
        }
    }
    // Lines of text fill their box well; a cable or an edge crossing the picture does not.
    const area = (found.x1 - found.x0 + 1) * (found.y1 - found.y0 + 1);
    const score = found.count < 3 ? 0 : found.count * Math.min(1, (2 * found.count) / area);
    if (score > 0 && (!best || score > best.score)) best = { ...found, score };
  }
  if (!best) return undefined;
  return {
    left: best.x0 * cell,
    top: best.y0 * cell,
    width: (best.x1 - best.x0 + 1) * cell,
    height: (best.y1 - best.y0 + 1) * cell,
  };
}

/** `box` grown by `margin` of its size on each side (at least `least` pixels), kept inside the picture. */
export function withMargin(
  box: Box,
  margin: number,
  least: number,
  picture: { width: number; height: number },
): Box {
  const dx = Math.max(least, box.width * margin);
  const dy = Math.max(least, box.height * margin);
  const left = Math.max(0, Math.floor(box.left - dx));
  const top = Math.max(0, Math.floor(box.top - dy));
  const right = Math.min(picture.width, Math.ceil(box.left + box.width + dx));
  const bottom = Math.min(picture.height, Math.ceil(box.top + box.height + dy));
  return { left, top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) };
}

/**
 * The usual height of a line of text on `grey` (a crop of the plate): the middle length of the
 * runs of rows where edges across are many; undefined when no lines stand out.
 */
export function lineHeight(grey: GreyPixels): number | undefined {
  const { data, width, height } = grey;
  const threshold = edgeThreshold(grey, 10);
  const profile = new Float32Array(height);
  for (let y = 0; y < height; y++) {
    let edges = 0;
    for (let x = 1; x < width - 1; x++)
      if (Math.abs((data[y * width + x + 1] ?? 0) - (data[y * width + x - 1] ?? 0)) > threshold) edges += 1;
    profile[y] = edges / width;
  }
  const peak = [...profile].sort((a, b) => b - a)[Math.floor(height * 0.1)] ?? 0;
  const runs: number[] = [];
  let run = 0;
  for (let y = 0; y <= height; y++) {
    if (y < height && (profile[y] ?? 0) > peak * 0.3) run += 1;
    else {
      if (run >= 3) runs.push(run);
      run = 0;
    }
  }
  if (runs.length < 2) return undefined;
  runs.sort((a, b) => a - b);
  return runs[Math.floor(runs.length / 2)];
}
