import { describe, expect, it } from 'vitest';
import { Deadline, settledValue, settleWithin, settleWithinAfterAbort } from '../../src/shared/deadline.js';

describe('settleWithin', () => {
  it('gives the value of work that settles in time', async () => {
    await expect(settleWithin(Promise.resolve(7), 1000)).resolves.toEqual({ kind: 'done', value: 7 });
  });

  it('gives the error of work that fails in time, without rejecting', async () => {
    const error = new Error('boom');
    await expect(settleWithin(() => Promise.reject(error), 1000)).resolves.toEqual({ kind: 'failed', error });
  });

  it('gives timeout for work that never settles', async () => {
    await expect(settleWithin(new Promise(() => undefined), 5)).resolves.toEqual({ kind: 'timeout' });
  });

  it('runs a function of work and turns its synchronous throw into failed', async () => {
    const settled = await settleWithin(() => {
      throw new Error('sync');
    }, 1000);
    expect(settled.kind).toBe('failed');
  });

  it('swallows a failure that comes after the wait is over', async () => {
    let fail: (error: Error) => void = () => undefined;
    const work = new Promise<number>((_, reject) => {
      fail = reject;
    });
    await expect(settleWithin(work, 1)).resolves.toEqual({ kind: 'timeout' });
    fail(new Error('late'));
    await new Promise((resolve) => setImmediate(resolve));
  });
});

describe('settleWithinAfterAbort', () => {
  it('waits for work as long as it takes while the signal has not aborted', async () => {
    const slow = new Promise<number>((resolve) => setTimeout(() => resolve(3), 30));
    const settled = settleWithinAfterAbort(slow, new AbortController().signal, 1);
    await expect(settled).resolves.toEqual({ kind: 'done', value: 3 });
  });

  it('gives up on work the grace after the signal aborts, and takes its failure before', async () => {
    const stop = new AbortController();
    const settled = settleWithinAfterAbort(new Promise(() => undefined), stop.signal, 5);
    stop.abort();
    await expect(settled).resolves.toEqual({ kind: 'timeout' });
    const error = new Error('boom');
    await expect(settleWithinAfterAbort(Promise.reject(error), stop.signal, 1000)).resolves.toEqual({
      kind: 'failed',
      error,
    });
  });

  it('gives work that finishes within the grace its value', async () => {
    const stop = new AbortController();
    stop.abort();
    const finishing = new Promise<string>((resolve) => setTimeout(() => resolve('saved'), 10));
    await expect(settleWithinAfterAbort(finishing, stop.signal, 5000)).resolves.toEqual({
      kind: 'done',
      value: 'saved',
    });
  });
});

describe('settledValue', () => {
  it('is the value when done and undefined otherwise', () => {
    expect(settledValue({ kind: 'done', value: 'x' })).toBe('x');
    expect(settledValue({ kind: 'timeout' })).toBeUndefined();
    expect(settledValue({ kind: 'failed', error: new Error('e') })).toBeUndefined();
  });
});

describe('Deadline', () => {
  it('counts down on the clock it is given and never goes negative', () => {
    let now = 100;
    const deadline = new Deadline(50, () => now);
    expect(deadline.remaining()).toBe(50);
    now = 130;
    expect(deadline.remaining()).toBe(20);
    now = 200;
    expect(deadline.remaining()).toBe(0);
  });

  it('nests: a deadline within one ends at the earlier of the two', () => {
    let now = 0;
    const outer = new Deadline(100, () => now);
    expect(outer.within(30).remaining()).toBe(30);
    now = 90;
    expect(outer.within(30).remaining()).toBe(10);
  });

  it('settles work against what remains, capped', async () => {
    const deadline = new Deadline(10_000);
    await expect(deadline.settle(new Promise(() => undefined), 5)).resolves.toEqual({ kind: 'timeout' });
    await expect(deadline.settle(Promise.resolve(1))).resolves.toEqual({ kind: 'done', value: 1 });
  });

  it('gives a signal that aborts once the deadline has passed', async () => {
    const signal = new Deadline(1).signal();
    expect(signal.aborted).toBe(false);
    await new Promise((resolve) => signal.addEventListener('abort', resolve));
    expect(signal.aborted).toBe(true);
  });
});
