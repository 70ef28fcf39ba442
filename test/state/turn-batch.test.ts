import { describe, expect, it } from 'vitest';
import { turnBatch } from '../../src/state/turn-batch.js';

describe('turnBatch', () => {
  it('writes what was added in one turn in one call, and settles each add after it', async () => {
    const writes: number[][] = [];
    const batch = turnBatch<number>((items) => {
      writes.push([...items]);
    });
    const first = await Promise.all([batch.add(1), batch.add(2), batch.add(3)]);
    await batch.add(4);
    expect(first).toEqual([undefined, undefined, undefined]);
    expect(writes).toEqual([[1, 2, 3], [4]]);
  });

  it('rejects every add of a batch whose write failed, and goes on with the next', async () => {
    const writes: number[][] = [];
    const batch = turnBatch<number>(async (items) => {
      if (items.includes(2)) throw new Error('disk full');
      writes.push([...items]);
    });
    const settled = await Promise.allSettled([batch.add(1), batch.add(2)]);
    expect(settled.map((s) => s.status)).toEqual(['rejected', 'rejected']);
    await batch.add(3);
    expect(writes).toEqual([[3]]);
  });

  it('writes on flush, one batch after the other, and resolves once all were written', async () => {
    const events: string[] = [];
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const batch = turnBatch<number>(async (items) => {
      events.push(`start ${items.join(',')}`);
      if (items.includes(1)) await held;
      events.push(`end ${items.join(',')}`);
    });
    void batch.add(1);
    void batch.flush();
    void batch.add(2);
    const flushed = batch.flush();
    await new Promise((resolve) => setImmediate(resolve));
    expect(events).toEqual(['start 1']);
    release();
    await flushed;
    expect(events).toEqual(['start 1', 'end 1', 'start 2', 'end 2']);
  });
});
