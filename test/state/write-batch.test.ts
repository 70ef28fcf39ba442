/** The batching of recorded writes (state/write-batch.ts): one call per turn or delay, one shared outcome per batch, in order. */
import { describe, expect, it, vi } from 'vitest';
import { writeBatch } from '../../src/state/write-batch.js';

describe('writeBatch', () => {
  it('writes what was added in one turn in one call, and settles each add after it', async () => {
    const writes: number[][] = [];
    const batch = writeBatch<number>((items) => {
      writes.push([...items]);
    });
    const first = await Promise.all([batch.add(1), batch.add(2), batch.add(3)]);
    await batch.add(4);
    expect(first).toEqual([undefined, undefined, undefined]);
    expect(writes).toEqual([[1, 2, 3], [4]]);
  });

  it('rejects every add of a batch whose write failed, and goes on with the next', async () => {
    const writes: number[][] = [];
    const batch = writeBatch<number>(async (items) => {
      if (items.includes(2)) throw new Error('disk full');
      writes.push([...items]);
    });
    const settled = await Promise.allSettled([batch.add(1), batch.add(2)]);
    expect(settled.map((s) => s.status)).toEqual(['rejected', 'rejected']);
    await batch.add(3);
    expect(writes).toEqual([[3]]);
  });

  it('gives everything in a batch one shared outcome, and a failure nobody waits for is not unhandled', async () => {
    const unhandled: unknown[] = [];
    const seen = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', seen);
    try {
      const batch = writeBatch<number>(() => {
        throw new Error('disk full');
      });
      const first = batch.add(1);
      expect(batch.add(2)).toBe(first);
      await batch.flush();
      await new Promise((resolve) => setTimeout(resolve, 10));
      await expect(first).rejects.toThrow('disk full');
    } finally {
      process.off('unhandledRejection', seen);
    }
    expect(unhandled).toEqual([]);
  });

  it('writes on flush, one batch after the other, and resolves once all were written', async () => {
    const events: string[] = [];
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const batch = writeBatch<number>(async (items) => {
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

  it('with a delay, writes what was added over several turns within it in one call', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const writes: number[][] = [];
      const batch = writeBatch<number>((items) => {
        writes.push([...items]);
      }, 50);
      const added = [batch.add(1)];
      await new Promise((resolve) => setImmediate(resolve));
      added.push(batch.add(2));
      vi.advanceTimersByTime(49);
      await new Promise((resolve) => setImmediate(resolve));
      expect(writes).toEqual([]);
      vi.advanceTimersByTime(1);
      await Promise.all(added);
      expect(writes).toEqual([[1, 2]]);
    } finally {
      vi.useRealTimers();
    }
  });
});
