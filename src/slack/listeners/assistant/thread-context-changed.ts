/**
 * `assistant_thread_context_changed`: the user moved to another channel with the split pane open;
 * the thread now shares there.
 */
import type { AssistantThreadContextChangedMiddleware } from '@slack/bolt';

export const threadContextChanged: AssistantThreadContextChangedMiddleware = async ({
  saveThreadContext,
}) => {
  await saveThreadContext();
};
