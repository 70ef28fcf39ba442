/**
 * Direct messages (`message.im`) and mentions (`app_mention`, answered in the thread) run
 * the same lookup as the slash command. Bot messages, edits and other subtypes are ignored,
 * and an event Slack delivers twice (a retry) is answered once.
 */
import type { App } from '@slack/bolt';
import { buildHelpMessage } from '../../blocks/help.js';
import type { SlackMessage } from '../../blocks/message.js';
import { parseCommandText } from '../../command-text.js';
import type { ListenerDeps } from '../../deps.js';
import { toLookupText } from '../../message-text.js';
import { catalogueScope, lookupTextReply, menuReply } from '../../replies.js';

interface IncomingText {
  userId: string;
  channel: string;
  ts: string;
  text: string;
  eventId: string | undefined;
}

/** False for a message already answered (by event id, or by channel and ts across event kinds). */
const firstDelivery = (deps: ListenerDeps, incoming: IncomingText): boolean => {
  const byEvent = incoming.eventId === undefined || deps.recentEvents.firstSeen(`event:${incoming.eventId}`);
  return deps.recentEvents.firstSeen(`message:${incoming.channel}:${incoming.ts}`) && byEvent;
};

/** The reply to a DM or a mention; the app's own mention is not part of the question. */
async function replyTo(
  deps: ListenerDeps,
  incoming: IncomingText,
  botUserId?: string,
): Promise<SlackMessage> {
  const user = await deps.userScope(incoming.userId);
  const scope = catalogueScope(user);
  const text = toLookupText(incoming.text, botUserId);
  const parsed = parseCommandText(text);
  if (text === '' || parsed.kind === 'help') return buildHelpMessage(user.language);
  if (parsed.kind === 'menus') return menuReply(deps, user.language, scope, { type: user.defaultType });
  return lookupTextReply(deps, user, parsed.text, { shareable: false });
}

const eventIdOf = (body: unknown): string | undefined => {
  const id = (body as { event_id?: unknown }).event_id;
  return typeof id === 'string' ? id : undefined;
};

export function register(app: App, deps: ListenerDeps): void {
  app.event('message', async ({ event, body, context, client }) => {
    if (event.subtype !== undefined || event.channel_type !== 'im') return;
    if (event.bot_id !== undefined || event.user === context.botUserId) return;
    const incoming = {
      userId: event.user,
      channel: event.channel,
      ts: event.ts,
      text: event.text ?? '',
      eventId: eventIdOf(body),
    };
    if (!firstDelivery(deps, incoming)) return;
    const reply = await replyTo(deps, incoming, context.botUserId);
    await client.chat.postMessage({
      channel: event.channel,
      // A question asked inside a DM thread is answered in that thread.
      ...(event.thread_ts ? { thread_ts: event.thread_ts } : {}),
      ...reply,
      unfurl_links: false,
      unfurl_media: false,
    });
  });

  app.event('app_mention', async ({ event, body, context, client }) => {
    if (event.subtype !== undefined || event.bot_id !== undefined || event.user === undefined) return;
    if (event.user === context.botUserId) return;
    const incoming = {
      userId: event.user,
      channel: event.channel,
      ts: event.ts,
      text: event.text,
      eventId: eventIdOf(body),
    };
    if (!firstDelivery(deps, incoming)) return;
    const reply = await replyTo(deps, incoming, context.botUserId);
    await client.chat.postMessage({
      channel: event.channel,
      thread_ts: event.thread_ts ?? event.ts,
      ...reply,
      unfurl_links: false,
      unfurl_media: false,
    });
  });
}
