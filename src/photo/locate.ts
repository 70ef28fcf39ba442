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
/** Text cells this many cells apart (letters of a line, close lines) are one cluster. */
const reach = 4;
/** The least gradient that counts as an edge, however smooth the picture. */
const edgeFloor = 10;

/** The gradient above which a pixel is an edge: above the picture's grain, at least `edgeFloor`. */
function edgeThreshold(grey: GreyPixels): number {
  const counts = new Uint32Array(256);
  const { data, width, height } = grey;
  for (let y = 1; y < height - 1; y += 2)
    for (let x = 1; x < width - 1; x += 2) {
      const at = y * width + x;
      const gradient = Math.min(255, Math.abs((data[at + 1] ?? 0) - (data[at - 1] ?? 0)));
      counts[gradient] = (counts[gradient] ?? 0) + 1;
    }
  const total = counts.reduce((a, b) => a + b, 0);
  let seen = 0;
  for (let value = 0; value < 256; value++) {
    seen += counts[value] ?? 0;
    // Most of a picture is not text: its 75th percentile gradient is grain and shading.
    if (seen >= total * 0.75) return Math.max(edgeFloor, value * 2.5);
  }
  return edgeFloor;
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
      if (Math.abs((data[at + 1] ?? 0) - (data[at - 1] ?? 0)) > threshold) across[c] = (across[c] ?? 0) + 1;
      if (Math.abs((data[at + width] ?? 0) - (data[at - width] ?? 0)) > threshold)
        along[c] = (along[c] ?? 0) + 1;
    }
  const area = cell * cell;
  for (let c = 0; c < across.length; c++) {
    across[c] = (across[c] ?? 0) / area;
    along[c] = (along[c] ?? 0) / area;
  }
  return { columns, rows, across, along };
}

interface Cluster {
  count: number;
  /** The sum of its cells' edge shares (the lesser way): small, dense text weighs most. */
  energy: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** The height of its shortest member: about one line of its text. */
  line: number;
  /** A line of text (wider than high), or lines of one block: only those join others. */
  isLine: boolean;
}

/** Clusters of text cells joined across gaps of up to `reach` cells (the letters of a line). */
function clusters(text: Uint8Array, share: Float32Array, columns: number, rows: number): Cluster[] {
  const seen = new Uint8Array(text.length);
  const found: Cluster[] = [];
  for (let start = 0; start < text.length; start++) {
    if (!text[start] || seen[start]) continue;
    const cluster = { count: 0, energy: 0, x0: columns, y0: rows, x1: 0, y1: 0 };
    const stack = [start];
    seen[start] = 1;
    while (stack.length > 0) {
      const c = stack.pop() as number;
      const [cx, cy] = [c % columns, Math.floor(c / columns)];
      cluster.count += 1;
      cluster.energy += share[c] ?? 0;
      cluster.x0 = Math.min(cluster.x0, cx);
      cluster.x1 = Math.max(cluster.x1, cx);
      cluster.y0 = Math.min(cluster.y0, cy);
      cluster.y1 = Math.max(cluster.y1, cy);
      for (let dy = -reach; dy <= reach; dy++)
        for (let dx = -reach; dx <= reach; dx++) {
          const [nx, ny] = [cx + dx, cy + dy];
          if (nx < 0 || ny < 0 || nx >= columns || ny >= rows) continue;
          const n = ny * columns + nx;
          if (text[n] && !seen[n]) {
            seen[n] = 1;
            stack.push(n);
          }
        }
    }
    const [width, height] = [cluster.x1 - cluster.x0 + 1, cluster.y1 - cluster.y0 + 1];
    found.push({ ...cluster, line: height, isLine: width >= 1.5 * height });
  }
  return found;
}

/**
 * Two clusters are lines of one plate: both lines of text, of heights within 2.5 times each
 * other, overlapping sideways, and less than one and a half lines apart.
 */
const sameBlock = (a: Cluster, b: Cluster): boolean => {
  if (!a.isLine || !b.isLine) return false;
  if (Math.max(a.line, b.line) > 2.5 * Math.min(a.line, b.line)) return false;
  const gap = Math.max(a.y0 - b.y1, b.y0 - a.y1);
  const overlap = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  return overlap >= 0 && gap <= 1.5 * Math.min(a.line, b.line);
};

/** Clusters merged while any two are lines of one block (a few dozen clusters at most are compared). */
function blocks(found: Cluster[]): Cluster[] {
  const merged = [...found].sort((a, b) => b.energy - a.energy).slice(0, 60);
  for (let joined = true; joined; ) {
    joined = false;
    for (let i = 0; i < merged.length && !joined; i++)
      for (let j = i + 1; j < merged.length && !joined; j++) {
        const [a, b] = [merged[i] as Cluster, merged[j] as Cluster];
        if (!sameBlock(a, b)) continue;
        merged[i] = {
          count: a.count + b.count,
          energy: a.energy + b.energy,
          x0: Math.min(a.x0, b.x0),
          y0: Math.min(a.y0, b.y0),
          x1: Math.max(a.x1, b.x1),
          y1: Math.max(a.y1, b.y1),
          line: Math.min(a.line, b.line),
          isLine: true,
        };
        merged.splice(j, 1);
        joined = true;
      }
  }
  return merged;
}

/**
 * The box (in the reduced copy's pixels) round the main block of text: clusters of text cells
 * (the letters of a line) joined into blocks (the lines of a plate), ranked by their edges
 * (small, dense text weighs most) times their lines (up to six), discounted when they fill less
 * than half of their box (a cable or an edge crossing the picture); undefined when there is none.
 */
export function locateText(grey: GreyPixels): Box | undefined {
  const threshold = edgeThreshold(grey);
  const { columns, rows, across, along } = edgeShares(grey, threshold);
  const text = new Uint8Array(columns * rows);
  const share = new Float32Array(columns * rows);
  for (let c = 0; c < text.length; c++) {
    const [x, y] = [across[c] ?? 0, along[c] ?? 0];
    share[c] = Math.min(x, y);
    // Both ways, and neither far more than the other (vents and barcodes run one way).
    text[c] = Math.min(x, y) >= minShare && Math.min(x, y) >= Math.max(x, y) * 0.25 ? 1 : 0;
  }
  const boxOf = (block: Cluster): Box => ({
    left: block.x0 * cell,
    top: block.y0 * cell,
    width: (block.x1 - block.x0 + 1) * cell,
    height: (block.y1 - block.y0 + 1) * cell,
  });
  let best: { box: Box; score: number } | undefined;
  for (const block of blocks(clusters(text, share, columns, rows))) {
    if (block.count < 3) continue;
    const area = (block.x1 - block.x0 + 1) * (block.y1 - block.y0 + 1);
    const box = boxOf(block);
    // A plate has several lines: a block of one (a sticker's word) counts for less.
    const lines = rowRuns(grey, threshold, box, 2).length;
    const score = block.energy * Math.min(1, (2 * block.count) / area) * Math.min(6, Math.max(1, lines));
    if (!best || score > best.score) best = { box, score };
  }
  return best?.box;
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
 * Lengths of the runs of rows of `box` on `grey` where edges across (gradients above `threshold`,
 * `grey`'s edgeThreshold) are many: lines of text.
 */
function rowRuns(grey: GreyPixels, threshold: number, box: Box, shortest: number): number[] {
  const { data, width } = grey;
  const [x0, x1] = [Math.max(1, box.left), Math.min(width - 1, box.left + box.width)];
  const [y0, y1] = [Math.max(0, box.top), Math.min(grey.height, box.top + box.height)];
  const profile: number[] = [];
  for (let y = y0; y < y1; y++) {
    let edges = 0;
    for (let x = x0; x < x1 - 1; x++)
      if (Math.abs((data[y * width + x + 1] ?? 0) - (data[y * width + x - 1] ?? 0)) > threshold) edges += 1;
    profile.push(edges);
  }
  const peak = [...profile].sort((a, b) => b - a)[Math.floor(profile.length * 0.1)] ?? 0;
  const runs: number[] = [];
  let run = 0;
  for (const edges of [...profile, 0]) {
    if (edges > peak * 0.3 && edges > 0) run += 1;
    else {
      if (run >= shortest) runs.push(run);
      run = 0;
    }
  }
  return runs;
}

/**
 * The usual height of a line of text on `grey` (a crop of the plate): the middle length of the
 * runs of rows where edges across are many; undefined when no lines stand out.
 */
export function lineHeight(grey: GreyPixels): number | undefined {
  const whole = { left: 0, top: 0, width: grey.width, height: grey.height };
  const runs = rowRuns(grey, edgeThreshold(grey), whole, 3);
  if (runs.length < 2) return undefined;
  runs.sort((a, b) => a - b);
  return runs[Math.floor(runs.length / 2)];
}
