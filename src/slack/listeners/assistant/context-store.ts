/**
 * The thread context store handed to Bolt's `Assistant` (its `threadContextStore` option): the
 * context Slack sends with a thread's events, kept per thread in the app's state through
 * `context.services.agentThreads` (agent/thread-contexts.ts), instead of Bolt's default store,
 * which keeps one context for the whole process and rewrites the thread's first message to hold it.
 */
import type { AssistantConfig } from '@slack/bolt';
import { z } from 'zod';
import { type ThreadContext, type ThreadRef, threadContextSchema } from '../../agent/thread-contexts.js';
import { appContextOf } from '../../services/context.js';

type ThreadContextStore = NonNullable<AssistantConfig['threadContextStore']>;
type StoreArgs = Parameters<ThreadContextStore['get']>[0];

/** A thread event (`assistant_thread` with its context), or a message in the thread. */
const threadPayloadSchema = z.union([
  z.object({
    assistant_thread: z.object({
      channel_id: z.string(),
      thread_ts: z.string(),
      context: threadContextSchema,
    }),
  }),
  z.object({ channel: z.string(), thread_ts: z.string() }),
]);

/** The thread a payload belongs to, and the context it carries (thread events only). */
function threadOf(payload: unknown): { thread: ThreadRef; context?: ThreadContext } | undefined {
  const parsed = threadPayloadSchema.safeParse(payload);
  if (!parsed.success) return undefined;
  if ('assistant_thread' in parsed.data) {
    const { channel_id: channel, thread_ts: threadTs, context } = parsed.data.assistant_thread;
    return { thread: { channel, threadTs }, context };
  }
  return { thread: { channel: parsed.data.channel, threadTs: parsed.data.thread_ts } };
}

const threadsOf = (args: StoreArgs) => appContextOf(args.context).services.agentThreads;

export const threadContextStore: ThreadContextStore = {
  async get(args) {
    const found = threadOf(args.payload);
    return found ? threadsOf(args).contextOf(found.thread) : {};
  },
  async save(args) {
    const found = threadOf(args.payload);
    if (found?.context) await threadsOf(args).save(found.thread, found.context);
  },
};
