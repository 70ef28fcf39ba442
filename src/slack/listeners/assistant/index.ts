/**
 * The agent view (Slack's agent messaging experience: the app's Messages tab and the split pane
 * opened from the top bar), with Bolt's `Assistant` (`app.assistant`): a thread started gets the
 * suggested prompts, a context change is kept, a message in the thread is answered there. Bolt's
 * `Assistant` is global middleware: it takes these events (and only messages in a thread of the
 * app's DM) before any listener, so the DM listener (events/direct-message.ts) never answers them
 * too. Opening the Messages tab itself sets the prompts in events/messages-tab-opened.ts.
 */
import { type App, Assistant } from '@slack/bolt';
import type { AppContext } from '../../services/context.js';
import { threadContextStore } from './context-store.js';
import { threadContextChanged } from './thread-context-changed.js';
import { threadStarted } from './thread-started.js';
import { userMessage } from './user-message.js';

/** The events the agent view needs (manifest.yml subscribes to them). */
export const agentEvents = [
  'assistant_thread_started',
  'assistant_thread_context_changed',
  'message.im',
] as const;
/** The scope the agent view needs: prompts, status and title (manifest.yml asks for it). */
export const agentScope = 'assistant:write';

export function register(app: App<AppContext>): void {
  app.assistant(new Assistant({ threadContextStore, threadStarted, threadContextChanged, userMessage }));
}
