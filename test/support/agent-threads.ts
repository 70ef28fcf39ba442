/**
 * The agent pane's threads as a test drives them over a SlackHarness: a new thread, a question
 * asked in it, what the app posted there, and the buttons of an answer (Share, the feedback
 * buttons). Shared by the agent-view and answer-feedback tests.
 */
import { expect } from 'vitest';
import { type AgentThread, appContextChanged, tabMessage } from './agent-payloads.js';
import type { RecordedCall } from './slack-api.js';
import type { SlackHarness } from './slack-app.js';

export interface Button {
  type: string;
  action_id: string;
  value?: string;
  text?: { text: string };
}
interface FeedbackButton {
  text: { type: 'plain_text'; text: string };
  value: string;
  accessibility_label?: string;
}
export interface FeedbackElement {
  type: 'feedback_buttons';
  action_id: string;
  positive_button: FeedbackButton;
  negative_button: FeedbackButton;
}
interface Block {
  type: string;
  accessory?: Button;
  elements?: (Button | FeedbackElement)[];
}

export const blocksOf = (call: RecordedCall): Block[] => (call.body.blocks as Block[] | undefined) ?? [];
export const buttonsOf = (call: RecordedCall): Button[] =>
  blocksOf(call).flatMap((b) => [
    ...((b.type === 'actions' ? (b.elements ?? []) : []) as Button[]),
    ...(b.accessory ? [b.accessory] : []),
  ]);
export const feedbackOf = (call: RecordedCall): FeedbackElement | undefined =>
  blocksOf(call)
    .filter((b) => b.type === 'context_actions')
    .flatMap((b) => (b.elements ?? []) as FeedbackElement[])
    .find((element) => element.type === 'feedback_buttons');

/** Threads of the Messages tab over the harness `current()` gives (started in a `beforeAll`). */
export function agentThreads(current: () => SlackHarness, tsBase = '1700004000') {
  let sequence = 0;
  const nextTs = () => `${tsBase}.${String(++sequence).padStart(6, '0')}`;
  /** A thread of the user's Messages tab, started by a top-level message at `threadTs`. */
  const newThread = (userId = 'U0AGENT01'): AgentThread => ({
    userId,
    channel: `D0AG${String(++sequence).padStart(5, '0')}`,
    threadTs: nextTs(),
  });

  /** The user writes in the thread (its first, top-level message when `ts` is the thread's). */
  async function ask(
    thread: AgentThread,
    text: string,
    options: { ts?: string; files?: unknown[]; viewing?: string } = {},
  ) {
    const ts = options.ts ?? nextTs();
    const reply = await current().event(
      tabMessage(thread, ts, text, options.files, options.viewing),
      `EvAgent${ts}`,
    );
    expect(reply.status).toBe(200);
    return ts;
  }

  /** The user now views `channel` beside the pane (nothing in particular when undefined). */
  async function view(userId: string, channel: string | undefined) {
    const reply = await current().envelope(appContextChanged(userId, `EvView${nextTs()}`, channel));
    expect(reply.status).toBe(200);
  }

  const postsIn = (thread: AgentThread) =>
    current()
      .standIn.callsTo('chat.postMessage')
      .filter((c) => c.body.channel === thread.channel && c.body.thread_ts === thread.threadTs);
  const nextPostIn = (thread: AgentThread, after: number, timeoutMs = 8000) =>
    current().standIn.waitForCall(
      'chat.postMessage',
      timeoutMs,
      (c) =>
        c.body.channel === thread.channel &&
        c.body.thread_ts === thread.threadTs &&
        postsIn(thread).indexOf(c) >= after,
    );
  return { nextTs, newThread, ask, view, postsIn, nextPostIn };
}
