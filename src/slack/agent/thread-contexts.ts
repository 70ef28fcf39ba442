/**
 * Where each agent thread was opened (`AgentThreads`, one per app, on `context.services`): the
 * channel the user is viewing beside the split pane, as Slack tells it in `assistant_thread_started`
 * and `assistant_thread_context_changed` and never again in the thread's messages. Kept in the app's
 * state (one cache entry per thread, shared by the instances on Redis), so that **Share in channel**
 * on an answer in the thread posts where the user is looking. Bolt's own default store keeps one
 * context for every thread of the process in one field, and writes it into the first message's
 * metadata; this one keeps each thread's own.
 */
import { z } from 'zod';
import type { ExpiringCache } from '../../shared/expiring-cache.js';
import type { Place } from '../replies/place.js';

/** A thread's context as Slack sends it (`assistant_thread.context`); `{}` when opened away from a channel. */
export const threadContextSchema = z.object({
  channel_id: z.string().optional(),
  team_id: z.string().optional(),
  enterprise_id: z.string().nullish(),
});
export type ThreadContext = z.infer<typeof threadContextSchema>;

/** An agent thread: the app's DM with the user, and the thread's first message. */
export type ThreadRef = Required<Place>;

/** A thread left alone this long forgets its context (Share then asks to reopen the pane beside a channel). */
const threadContextTtlMs = 7 * 24 * 3_600_000;
/** Threads whose context is kept, at most. */
export const threadContextsKept = 10_000;

export interface AgentThreads {
  /** The thread's latest context; `{}` when none is known. */
  contextOf(thread: ThreadRef): Promise<ThreadContext>;
  save(thread: ThreadRef, context: ThreadContext): Promise<void>;
}

const cacheKey = (thread: ThreadRef): string => `${thread.channel}:${thread.threadTs}`;

export function createAgentThreads(cache: ExpiringCache<ThreadContext>): AgentThreads {
  return {
    contextOf: async (thread) => (await cache.get(cacheKey(thread))) ?? {},
    save: (thread, context) => cache.set(cacheKey(thread), context, threadContextTtlMs),
  };
}
