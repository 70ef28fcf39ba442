/**
 * What the phone pictures (phone-pictures.ts) draw over and round a plate, as SVG for sharp: a
 * glare over its model line, stains and scratches, and the casing, vents, sticker, cable and
 * barcode round it. Deterministic for the random source given.
 */
import { between } from './plate-pictures.js';

type Next = () => number;

/** Where the plate's model line is, as a fraction of its height (plateSvg's third line). */
const modelLineAt = (height: number): number => {
  const margin = 0.06 * (height / 0.6);
  return (margin + ((height - 2 * margin) / 8) * 2.6) / height;
};

/** A bright, clipped patch (a lamp or the sun on a glossy plate) over part of the model line. */
export function glareSvg(width: number, height: number, next: Next): string {
  const cx = Math.round(width * between(next, 0.3, 0.7));
  const cy = Math.round(height * (modelLineAt(height) + between(next, -0.04, 0.04)));
  const r = Math.round(width * between(next, 0.18, 0.28));
  const peak = between(next, 0.86, 0.94).toFixed(2);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><radialGradient id="g"><stop offset="0" stop-color="#fff" stop-opacity="${peak}"/><stop offset="0.35" stop-color="#fff" stop-opacity="${peak}"/><stop offset="0.7" stop-color="#fff" stop-opacity="${(Number(peak) * 0.6).toFixed(2)}"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs><ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${Math.round(r * between(next, 0.45, 0.7))}" fill="url(#g)"/></svg>`;
}

/** Brown stains and pale scratches over a faded plate. */
export function stainsSvg(width: number, height: number, next: Next): string {
  const shapes: string[] = [];
  for (let i = 0; i < 5; i++) {
    const rx = Math.round(width * between(next, 0.04, 0.14));
    shapes.push(
      `<ellipse cx="${Math.round(width * next())}" cy="${Math.round(height * next())}" rx="${rx}" ry="${Math.round(rx * between(next, 0.4, 1))}" fill="rgb(${Math.round(between(next, 100, 140))},${Math.round(between(next, 75, 95))},40)" fill-opacity="${between(next, 0.12, 0.3).toFixed(2)}" filter="url(#s)"/>`,
    );
  }
  for (let i = 0; i < 6; i++) {
    const x = Math.round(width * next());
    const y = Math.round(height * next());
    shapes.push(
      `<line x1="${x}" y1="${y}" x2="${x + Math.round(between(next, -0.3, 0.3) * width)}" y2="${y + Math.round(between(next, -0.1, 0.1) * height)}" stroke="#eee" stroke-opacity="0.6" stroke-width="${between(next, 1, 2.5).toFixed(1)}"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><filter id="s"><feGaussianBlur stdDeviation="${Math.round(width / 120)}"/></filter></defs>${shapes.join('')}</svg>`;
}

/** What lies round a plate: a casing with vents and screws, a warning sticker, a cable, a barcode. */
export function surroundSvg(width: number, height: number, next: Next, clutter: boolean): string {
  const wall = Math.round(between(next, 150, 215));
  const parts = [
    `<rect width="100%" height="100%" fill="rgb(${wall},${wall - 6},${wall - 16})"/>`,
    `<rect x="${Math.round(width * 0.08)}" y="${Math.round(height * 0.1)}" width="${Math.round(width * 0.84)}" height="${Math.round(height * 0.8)}" rx="${Math.round(width / 60)}" fill="rgb(236,236,232)" stroke="#999" stroke-width="${Math.max(2, Math.round(width / 600))}"/>`,
  ];
  if (clutter) {
    const unit = width / 40;
    for (let i = 0; i < 14; i++)
      parts.push(
        `<rect x="${Math.round(width * 0.1)}" y="${Math.round(height * 0.86 + i * unit * 0.12)}" width="${Math.round(width * 0.8)}" height="${Math.max(1, Math.round(unit * 0.05))}" fill="#777"/>`,
      );
    for (const [x, y] of [
      [0.11, 0.13],
      [0.89, 0.13],
      [0.11, 0.87],
      [0.89, 0.87],
    ] as const)
      parts.push(
        `<circle cx="${Math.round(width * x)}" cy="${Math.round(height * y)}" r="${Math.round(unit * 0.3)}" fill="#aaa" stroke="#555"/>`,
      );
    const sx = Math.round(width * between(next, 0.6, 0.75));
    parts.push(
      `<rect x="${sx}" y="${Math.round(height * 0.04)}" width="${Math.round(width * 0.2)}" height="${Math.round(height * 0.07)}" fill="#f2c200"/><text x="${sx + Math.round(width * 0.01)}" y="${Math.round(height * 0.09)}" font-family="DejaVu Sans" font-weight="bold" font-size="${Math.round(height * 0.035)}" fill="#111">CAUTION</text>`,
      `<path d="M 0 ${Math.round(height * between(next, 0.6, 0.9))} C ${Math.round(width * 0.3)} ${Math.round(height * 0.7)} ${Math.round(width * 0.5)} ${Math.round(height)} ${Math.round(width * 0.7)} ${height}" stroke="#222" stroke-width="${Math.round(unit * 0.5)}" fill="none"/>`,
    );
    const bx = Math.round(width * 0.14);
    for (let i = 0; i < 30; i++)
      parts.push(
        `<rect x="${bx + Math.round(i * unit * 0.12)}" y="${Math.round(height * 0.03)}" width="${Math.max(1, Math.round(unit * (next() < 0.5 ? 0.04 : 0.08)))}" height="${Math.round(height * 0.06)}" fill="#111"/>`,
      );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${parts.join('')}</svg>`;
}
