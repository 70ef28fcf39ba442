/**
 * The copy a crop's skew is measured on (looks.ts) fits 400 × 400 pixels whatever the crop's
 * shape: a long, thin crop is not measured at a width of 400 and a height of thousands.
 */
import { describe, expect, it } from 'vitest';
import type { PlateCrop } from '../../src/photo/crop.js';
import { skewCopy } from '../../src/photo/looks.js';

const cropOf = (width: number, height: number): PlateCrop => ({
  grey: { data: new Uint8Array(width * height).fill(200), width, height },
  box: { left: 0, top: 0, width, height },
});

describe('the copy a skew is measured on', () => {
  it.each([
    [100, 2600],
    [2600, 100],
    [1600, 1200],
  ])('fits 400 × 400 for a %i × %i crop, its shape kept', async (width, height) => {
    const copy = await skewCopy(cropOf(width, height));
    expect(Math.max(copy.width, copy.height)).toBe(400);
    expect(Math.min(copy.width, copy.height)).toBe(
      Math.round((400 * Math.min(width, height)) / Math.max(width, height)),
    );
    expect(copy.data).toHaveLength(copy.width * copy.height);
  });
});
