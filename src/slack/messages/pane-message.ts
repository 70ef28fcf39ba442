/**
 * A message in the app's Messages tab (the agent pane's DM), answered in its thread exactly as a
 * DM, with Share in channel and the feedback buttons. Once the message is known to be this
 * instance's (no duplicate), the thread's title and status are set while the answer is built,
 * never awaited: the answer neither waits nor fails for them, and a status set late is cleared.
 */
import type { Logger } from '../../log/logger.js';
import { threadProgress } from '../agent/progress.js';
import { carriedView, type ViewedChannels } from '../agent/viewing.js';
import { sharedFiles } from '../files/shared-file.js';
import { messageText } from '../requests/message-text.js';
import type { MessageAnswers } from './reply-to-message.js';

type Delivered = Parameters<MessageAnswers['answer']>[0];

export async function answerInPane(
  services: { messages: MessageAnswers; logger: Logger; viewing: ViewedChannels },
  delivered: Delivered & { event: { thread_ts?: string | undefined } },
): Promise<void> {
  const { event, context, client } = delivered;
  const thread = { channel_id: event.channel, thread_ts: event.thread_ts ?? event.ts };
  const asker = await context.asker();
  // A message that says what its user views beside the pane (`app_context`) updates it for Share.
  const viewed = carriedView(event, 'app_context');
  if (viewed) await services.viewing.save(asker.userId, viewed.channel);
  const user = asker.scope();
  const progress = threadProgress(
    messageText(event),
    sharedFiles(event).length,
    user.language,
    context.botUserId,
  );
  const unset = (what: string) => (error: unknown) =>
    services.logger.warn({ err: error }, `Setting an agent thread's ${what} failed`);
  // Slack clears a thread's status when the app replies there; one set after the reply would stay.
  let answered = false;
  const clearStatus = () =>
    client.assistant.threads.setStatus({ ...thread, status: '' }).catch(unset('status'));
  const showProgress = () => {
    void client.assistant.threads.setTitle({ ...thread, title: progress.title }).catch(unset('title'));
    void client.assistant.threads
      .setStatus({ ...thread, status: progress.status })
      .catch(unset('status'))
      .then(() => {
        if (answered) return clearStatus();
      });
  };
  await services.messages.answer(delivered, {
    surface: 'dm',
    threadTs: thread.thread_ts,
    shareable: true,
    answering: showProgress,
  });
  answered = true;
}
