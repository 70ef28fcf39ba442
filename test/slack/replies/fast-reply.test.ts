/** "Answer fast, else say we are looking", within the request's deadline (on fake timers: no wall clock). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Deadline } from '../../../src/shared/deadline.js';
import type { SlackMessage } from '../../../src/slack/blocks/message.js';
import { replyFastOrFollowUp } from '../../../src/slack/replies/fast-reply.js';

const text = (value: string): SlackMessage => ({ text: value, blocks: [] });
const readyIn = (ms: number, value: string) =>
  new Promise<SlackMessage>((resolve) => setTimeout(() => resolve(text(value)), ms));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
});
afterEach(() => {
  vi.useRealTimers();
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
    const replying = replyFastOrFollowUp(readyIn(10, 'answer'), new Deadline(2000), quick.targets);
    await vi.advanceTimersByTimeAsync(10);
    await replying;
    expect(quick.sent).toEqual(['first:answer']);
  });

  it('sends the loading message when the window closes, then the reply with what the first send gave', async () => {
    const slow = recorder();
    const replying = replyFastOrFollowUp(readyIn(200, 'answer'), new Deadline(5000), slow.targets, 100);
    await vi.advanceTimersByTimeAsync(99);
    expect(slow.sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(slow.sent).toEqual(['first:looking']);
    await vi.advanceTimersByTimeAsync(100);
    await replying;
    expect(slow.sent).toEqual(['first:looking', 'followUp:answer:id-1']);
  });

  it('closes the fast window early when the request has less time left', async () => {
    const short = recorder();
    const replying = replyFastOrFollowUp(readyIn(400, 'answer'), new Deadline(100), short.targets);
    await vi.advanceTimersByTimeAsync(99);
    expect(short.sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(short.sent).toEqual(['first:looking']);
    await vi.advanceTimersByTimeAsync(300);
    await replying;
    expect(short.sent).toEqual(['first:looking', 'followUp:answer:id-1']);
  });
});
