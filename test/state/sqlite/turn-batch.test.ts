import { describe, expect, it } from 'vitest';
import { turnBatch } from '../../../src/state/sqlite/turn-batch.js';

describe('turnBatch', () => {
  it('writes what was added in one turn in one call, and settles each add after it', async () => {
    const writes: number[][] = [];
    const batch = turnBatch<number>((items) => writes.push([...items]));
    const first = await Promise.all([batch.add(1), batch.add(2), batch.add(3)]);
    await batch.add(4);
    expect(first).toEqual([undefined, undefined, undefined]);
    expect(writes).toEqual([[1, 2, 3], [4]]);
  });

  it('rejects every add of a batch whose write failed, and goes on with the next', async () => {
    const writes: number[][] = [];
    const batch = turnBatch<number>((items) => {
      if (items.includes(2)) throw new Error('disk full');
      writes.push([...items]);
    });
    const settled = await Promise.allSettled([batch.add(1), batch.add(2)]);
    expect(settled.map((s) => s.status)).toEqual(['rejected', 'rejected']);
    await batch.add(3);
    expect(writes).toEqual([[3]]);
  });

  it('writes at once on flush, so that a read right after an add sees it', async () => {
    const writes: number[][] = [];
    const batch = turnBatch<number>((items) => writes.push([...items]));
    const added = batch.add(7);
    batch.flush();
    expect(writes).toEqual([[7]]);
    await added;
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual([[7]]);
  });
});
