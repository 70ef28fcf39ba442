/** "Answer fast, else say we are looking", within the request's deadline. */
import { describe, expect, it } from 'vitest';
import { Deadline } from '../../../src/shared/deadline.js';
import type { SlackMessage } from '../../../src/slack/blocks/message.js';
import { replyFastOrFollowUp } from '../../../src/slack/replies/fast-reply.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const text = (value: string): SlackMessage => ({ text: value, blocks: [] });

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
