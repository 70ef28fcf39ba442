/**
 * `assistant_thread_started`: the user opened the agent view (the split pane beside a channel, or
 * a new thread): the suggested prompts, in their language, and the channel they are viewing kept
 * for the thread (Share posts there).
 */
import type { AssistantThreadStartedMiddleware } from '@slack/bolt';
import { suggestedPrompts } from '../../agent/prompts.js';
import { withAppContext } from '../../services/context.js';

export const threadStarted: AssistantThreadStartedMiddleware = withAppContext(
  async ({ context, setSuggestedPrompts, saveThreadContext }) => {
    const user = await context.user();
    await setSuggestedPrompts(suggestedPrompts(user.language));
    await saveThreadContext();
  },
);
