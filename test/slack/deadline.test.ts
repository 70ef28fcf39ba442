/** Per-request deadlines, bounded waits, and "answer fast, else say we are looking". */
import { describe, expect, it } from 'vitest';
import type { SlackMessage } from '../../src/slack/blocks/message.js';
import { Deadline } from '../../src/slack/deadline.js';
import { replyFastOrFollowUp } from '../../src/slack/fast-reply.js';
import { settleWithin } from '../../src/slack/settle.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const text = (value: string): SlackMessage => ({ text: value, blocks: [] });

describe('Deadline', () => {
  it('counts down from when it was taken, never below zero', () => {
    let now = 1000;
    const deadline = new Deadline(500, () => now);
    expect(deadline.remaining()).toBe(500);
    now = 1300;
    expect(deadline.remaining()).toBe(200);
    now = 2000;
    expect(deadline.remaining()).toBe(0);
  });

  it('makes shorter deadlines inside itself, never past its own end', () => {
    let now = 0;
    const deadline = new Deadline(1000, () => now);
    expect(deadline.within(300).remaining()).toBe(300);
    now = 900;
    expect(deadline.within(300).remaining()).toBe(100);
  });

  it('waits for work no longer than what remains, or the cap when sooner', async () => {
    const deadline = new Deadline(60);
    const started = performance.now();
    expect(await deadline.settle(sleep(500).then(() => 'late'))).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(300);
    expect(
      await new Deadline(1000).settle(
        sleep(200).then(() => 'late'),
        20,
      ),
    ).toBeUndefined();
    expect(await new Deadline(1000).settle(Promise.resolve('now'))).toEqual({ value: 'now' });
  });

  it('still takes work that is already done when no time remains', async () => {
    const spent = new Deadline(0);
    expect(await spent.settle(Promise.resolve('done'))).toEqual({ value: 'done' });
  });
});

describe('settleWithin', () => {
  it('leaves no unhandled rejection when the work fails after the wait', async () => {
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      const failing = sleep(30).then(() => {
        throw new Error('too late to matter');
      });
      expect(await settleWithin(failing, 5)).toBeUndefined();
      await sleep(60);
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', record);
    }
  });

  it('rejects when the work fails in time', async () => {
    await expect(settleWithin(Promise.reject(new Error('boom')), 50)).rejects.toThrow('boom');
  });
});

describe('replyFastOrFollowUp', () => {
  const recorder = () => {
    const sent: string[] = [];
    return {
      sent,
      targets: {
        loading: () => text('looking'),
        first: async (message: SlackMessage) => {
          sent.push(`first:${message.text}`);
          return 'id-1';
        },
        followUp: async (message: SlackMessage, id: string) => {
          sent.push(`followUp:${message.text}:${id}`);
        },
      },
    };
  };

  it('sends a reply at hand, or ready in the fast window, first and alone', async () => {
    const atHand = recorder();
    await replyFastOrFollowUp(text('answer'), new Deadline(2000), atHand.targets);
    expect(atHand.sent).toEqual(['first:answer']);
    const quick = recorder();
    await replyFastOrFollowUp(
      sleep(10).then(() => text('answer')),
      new Deadline(2000),
      quick.targets,
    );
    expect(quick.sent).toEqual(['first:answer']);
  });

  it('sends the loading message when the window closes, then the reply with what the first send gave', async () => {
    const slow = recorder();
    const started = performance.now();
    let firstAt = 0;
    const windowMs = 100;
    await replyFastOrFollowUp(
      sleep(windowMs + 100).then(() => text('answer')),
      new Deadline(5000),
      {
        ...slow.targets,
        first: (message) => {
          firstAt = performance.now() - started;
          return slow.targets.first(message);
        },
      },
      windowMs,
    );
    expect(slow.sent).toEqual(['first:looking', 'followUp:answer:id-1']);
    expect(firstAt).toBeGreaterThanOrEqual(windowMs - 10);
    expect(firstAt).toBeLessThan(windowMs + 150);
  });

  it('closes the fast window early when the request has less time left', async () => {
    const short = recorder();
    const started = performance.now();
    let loadingAt = 0;
    await replyFastOrFollowUp(
      sleep(400).then(() => text('answer')),
      new Deadline(100),
      {
        ...short.targets,
        loading: () => {
          loadingAt = performance.now() - started;
          return text('looking');
        },
      },
    );
    expect(loadingAt).toBeGreaterThanOrEqual(90);
    expect(loadingAt).toBeLessThan(300);
    expect(short.sent).toEqual(['first:looking', 'followUp:answer:id-1']);
  });
});
