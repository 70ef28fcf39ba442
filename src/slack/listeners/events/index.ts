/**
 * Direct messages (`message.im`) and mentions (`app_mention`, answered in the thread) run
 * the same lookup as the slash command, on all the message says (a forwarded message's
 * attachments included). Bot messages, edits and other subtypes are ignored,
 * and an event Slack delivers twice (a retry) is answered once. Opening the App Home tab
 * (`app_home_opened`) publishes it afresh.
 */
import type { App, webApi } from '@slack/bolt';
import { eventDuplicates } from '../../../metrics/registry.js';
import { buildHelpMessage } from '../../blocks/help.js';
import type { SlackMessage } from '../../blocks/message.js';
import { buildSettingsPrompt } from '../../blocks/settings.js';
import type { ListenerDeps } from '../../deps.js';
import { messageText, toLookupText } from '../../message-text.js';
import { lookupTextReply, userMenuReply } from '../../replies.js';
import { readUserRequest } from '../../requests.js';
import { publishHome } from '../../settings-flow.js';

interface IncomingText {
  surface: 'dm' | 'mention';
  userId: string;
  channel: string;
  ts: string;
  text: string;
  eventId: string | undefined;
}

/**
 * False for a message already answered, by this instance or another sharing the state: by
 * event id, or by channel and ts across event kinds.
 */
async function firstDelivery(deps: ListenerDeps, incoming: IncomingText): Promise<boolean> {
  const keys = [`message:${incoming.channel}:${incoming.ts}`];
  if (incoming.eventId !== undefined) keys.push(`event:${incoming.eventId}`);
  const claims = await Promise.all(keys.map((key) => deps.state.events.claim(key)));
  const first = claims.every((claim) => claim === 'first');
  if (!first) eventDuplicates.inc();
  return first;
}

/** The reply to a DM or a mention; the app's own mention is not part of the question. */
async function replyTo(
  deps: ListenerDeps,
  incoming: IncomingText,
  botUserId?: string,
): Promise<SlackMessage> {
  const request = await readUserRequest(deps, incoming.userId, toLookupText(incoming.text, botUserId));
  const { user, command } = request;
  if (request.refusal) return request.refusal;
  if (request.typed === '' || command.kind === 'help')
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

const eventIdOf = (body: unknown): string | undefined => {
  const id = (body as { event_id?: unknown }).event_id;
  return typeof id === 'string' ? id : undefined;
};

/** Answers a DM or a mention once per message, in `threadTs` when given, without link previews. */
async function answer(
  deps: ListenerDeps,
  client: webApi.WebClient,
  incoming: IncomingText,
  botUserId: string | undefined,
  threadTs: string | undefined,
): Promise<void> {
  if (!(await firstDelivery(deps, incoming))) return;
  const reply = await replyTo(deps, incoming, botUserId);
  await client.chat.postMessage({
    channel: incoming.channel,
    ...(threadTs ? { thread_ts: threadTs } : {}),
    ...reply,
    unfurl_links: false,
    unfurl_media: false,
  });
}

export function register(app: App, deps: ListenerDeps): void {
  app.event('message', async ({ event, body, context, client }) => {
    if (event.subtype !== undefined || event.channel_type !== 'im') return;
    if (event.bot_id !== undefined || event.user === context.botUserId) return;
    const incoming: IncomingText = {
      surface: 'dm',
      userId: event.user,
      channel: event.channel,
      ts: event.ts,
      text: messageText(event),
      eventId: eventIdOf(body),
    };
    // A question asked inside a DM thread is answered in that thread.
    await answer(deps, client, incoming, context.botUserId, event.thread_ts);
  });

  app.event('app_mention', async ({ event, body, context, client }) => {
    if (event.subtype !== undefined || event.bot_id !== undefined || event.user === undefined) return;
    if (event.user === context.botUserId) return;
    const incoming: IncomingText = {
      surface: 'mention',
      userId: event.user,
      channel: event.channel,
      ts: event.ts,
      text: messageText(event),
      eventId: eventIdOf(body),
    };
    await answer(deps, client, incoming, context.botUserId, event.thread_ts ?? event.ts);
  });

  app.event('app_home_opened', async ({ event, client }) => {
    if (event.tab !== 'home') return;
    await publishHome(deps, client, await deps.userScope(event.user));
  });
}
