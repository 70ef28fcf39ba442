/**
 * Where an answer to a message goes: a channel (a DM, an agent thread's channel) and, when
 * given, a thread in it. Answers posted there never unfurl links. An answer that replaces a
 * message ("Looking up…") is posted anew in the same place when that message is gone. The user's
 * DM with the app is a place too (`dmWith`).
 */
import { webApi } from '@slack/bolt';
import type { SlackMessage } from '../blocks/message.js';

export interface Place {
  channel: string;
  /** The thread to answer in; the channel itself when unset. */
  threadTs?: string;
}

/** The user's DM with the app, opened (or found) with `conversations.open`. */
export async function dmWith(client: webApi.WebClient, userId: string): Promise<Place> {
  const opened = await client.conversations.open({ users: userId });
  const channel = opened.channel?.id;
  if (!channel) throw new Error('Slack opened no DM with the user');
  return { channel };
}

export function postIn(client: webApi.WebClient, place: Place, reply: SlackMessage) {
  return client.chat.postMessage({
    channel: place.channel,
    ...(place.threadTs ? { thread_ts: place.threadTs } : {}),
    ...reply,
    unfurl_links: false,
    unfurl_media: false,
  });
}

/** What chat.update answers for a message that is no longer there (deleted, or not the app's). */
const goneErrors: ReadonlySet<unknown> = new Set(['message_not_found', 'cant_update_message']);

/**
 * `reply` in place of the message `ts` in `place`, or posted in `place` when there is no such
 * message (none was posted, or it was deleted since); rejects when Slack refuses both.
 */
export async function replaceOrPost(
  client: webApi.WebClient,
  place: Place,
  ts: string | undefined,
  reply: SlackMessage,
): Promise<void> {
  if (ts) {
    try {
      await client.chat.update({ channel: place.channel, ts, ...reply });
      return;
    } catch (error) {
      if (!(error instanceof webApi.WebAPIPlatformError && goneErrors.has(error.data.error))) throw error;
    }
  }
  await postIn(client, place, reply);
}
