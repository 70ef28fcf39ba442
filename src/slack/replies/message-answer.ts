/**
 * Answering a DM or a mention (the step both events share): once per message, by this
 * instance or another sharing the state, with the same lookup as the slash command on all the
 * message says, posted in the thread when given, without link previews. A message that is a
 * list (pasted lines, or a list file shared with it) is answered as a list (src/slack/lists/), a
 * message sharing pictures as rating-plate photos (src/slack/photos/).
 */
import type { Context, webApi } from '@slack/bolt';
import { eventDuplicates } from '../../metrics/registry.js';
import { buildHelpMessage } from '../blocks/help.js';
import type { SlackMessage } from '../blocks/message.js';
import { buildSettingsPrompt } from '../blocks/settings.js';
import { type SharedFile, sharedFiles } from '../files/shared-file.js';
import { answerListMessage } from '../lists/list-message.js';
import { answerPictureMessage } from '../photos/photo-message.js';
import { maxMessageText, messageText, toLookupText } from '../requests/message-text.js';
import { readUserRequest } from '../requests/user-request.js';
import type { ListenerDeps } from '../runtime/deps.js';
import { requestUser } from '../user/middleware.js';
import type { ScopedUser } from '../user/user-scope.js';
import { lookupTextReply, userMenuReply } from './lookup-replies.js';

/** Slack keeps a message's text to 40,000 characters; a list is read up to that. */
const maxListText = 40_000;

interface IncomingText {
  surface: 'dm' | 'mention';
  channel: string;
  ts: string;
  /** The message's whole text (`messageText`), Slack markup included. */
  text: string;
  eventId: string;
  /** Where the answer goes; the channel itself when unset. */
  threadTs: string | undefined;
  /** The message's own `text` in full: a pasted list may run past what `text` keeps. */
  rawText: string;
  /** Files shared with the message (a list, a picture…). */
  files: SharedFile[];
}

/**
 * False for a message already answered, by this instance or another sharing the state: by
 * channel and ts across event kinds, or by event id. The keys are claimed one after the other,
 * in the same order everywhere: two instances claiming them at once could otherwise each win one
 * and both stand down, leaving the message unanswered.
 */
async function firstDelivery(deps: ListenerDeps, incoming: IncomingText): Promise<boolean> {
  for (const key of [`message:${incoming.channel}:${incoming.ts}`, `event:${incoming.eventId}`]) {
    if ((await deps.state.events.claim(key)) === 'first') continue;
    eventDuplicates.inc();
    return false;
  }
  return true;
}

/** The reply to a DM or a mention; the app's own mention is not part of the question. */
async function replyTo(
  deps: ListenerDeps,
  asker: ScopedUser,
  incoming: IncomingText,
  botUserId?: string,
): Promise<SlackMessage> {
  const request = readUserRequest(deps.config, asker, toLookupText(incoming.text, botUserId));
  const { user, command } = request;
  if (request.refusal) return request.refusal;
  // The list modal needs a trigger_id, which events lack: help says how to send a list here.
  if (request.typed === '' || command.kind === 'help' || command.kind === 'list' || command.kind === 'report')
    return buildHelpMessage(user.language, deps.config.markets);
  // No modal can be opened from an event (no trigger_id): a button opens it.
  if (command.kind === 'settings') return buildSettingsPrompt(user.language);
  if (command.kind === 'menus') return userMenuReply(deps, user);
  return lookupTextReply(deps, user, command.text, {
    shareable: false,
    typed: request.typed,
    surface: incoming.surface,
  });
}

/** What a list is read from: the whole message text when `text` was cut at `maxMessageText`. */
const listText = (incoming: IncomingText): string =>
  incoming.rawText.length >= maxMessageText ? incoming.rawText.slice(0, maxListText) : incoming.text;

async function answerMessage(
  deps: ListenerDeps,
  client: webApi.WebClient,
  asker: () => Promise<ScopedUser>,
  incoming: IncomingText,
  botUserId: string | undefined,
): Promise<void> {
  if (!(await firstDelivery(deps, incoming))) return;
  const user = await asker();
  const place = { channel: incoming.channel, ...(incoming.threadTs ? { threadTs: incoming.threadTs } : {}) };
  if (
    await answerListMessage(
      deps,
      client,
      user,
      { text: listText(incoming), files: incoming.files, place },
      botUserId,
    )
  )
    return;
  if (await answerPictureMessage(deps, client, user.scope(), incoming.files, place)) return;
  const reply = await replyTo(deps, user, incoming, botUserId);
  await client.chat.postMessage({
    channel: incoming.channel,
    ...(incoming.threadTs ? { thread_ts: incoming.threadTs } : {}),
    ...reply,
    unfurl_links: false,
    unfurl_media: false,
  });
}

/** What the answer reads of a mention or a DM event, as Bolt delivers either. */
type MessageEvent = Parameters<typeof messageText>[0] & { channel: string; ts: string; files?: unknown };

/** Answers a mention or a DM event, once its listener has dropped what it ignores. */
export function answerMessageEvent(
  deps: ListenerDeps,
  args: { event: MessageEvent; body: { event_id: string }; context: Context; client: webApi.WebClient },
  surface: IncomingText['surface'],
  threadTs: string | undefined,
): Promise<void> {
  const { event, body, context, client } = args;
  return answerMessage(
    deps,
    client,
    () => requestUser(context),
    {
      surface,
      channel: event.channel,
      ts: event.ts,
      text: messageText(event),
      rawText: event.text ?? '',
      eventId: body.event_id,
      files: sharedFiles(event),
      threadTs,
    },
    context.botUserId,
  );
}
