/**
 * A message in an agent thread (Bolt's `Assistant` takes it before the DM listener): title and
 * status while the answer is built, then the answer exactly as a DM gets it, with **Share in
 * channel**. Other bots' messages and edits are ignored.
 */
import type { AssistantUserMessageMiddleware } from '@slack/bolt';
import { threadProgress } from '../../agent/progress.js';
import { sharedFiles } from '../../files/shared-file.js';
import { messageText } from '../../requests/message-text.js';
import { withAppContext } from '../../services/context.js';

export const userMessage: AssistantUserMessageMiddleware = withAppContext(
  async ({ message, body, context, client, setStatus, setTitle }) => {
    if (message.subtype !== undefined && message.subtype !== 'file_share') return;
    if (('bot_id' in message && message.bot_id !== undefined) || !('user' in message)) return;
    if (!('thread_ts' in message) || message.thread_ts === undefined) return;
    const user = await context.user();
    const written = messageText(message);
    const progress = threadProgress(written, sharedFiles(message).length, user.language, context.botUserId);
    // The title and the status help; the answer never fails with them. The status is set before
    // the answer (which clears it); the title meanwhile.
    const { logger } = context.services;
    const unset = (what: string) => (error: unknown) =>
      logger.warn({ err: error }, `Setting an agent thread's ${what} failed`);
    const titled = setTitle(progress.title).catch(unset('title'));
    await setStatus(progress.status).catch(unset('status'));
    await context.services.messages.answer(
      { event: message, eventId: body.event_id, context, client },
      { surface: 'dm', threadTs: message.thread_ts, shareable: true },
    );
    await titled;
  },
);
