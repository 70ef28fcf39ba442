/**
 * Where an answer to a message goes: a channel (a DM, an agent thread's channel) and, when
 * given, a thread in it. Answers posted there never unfurl links.
 */
import type { webApi } from '@slack/bolt';
import type { SlackMessage } from '../blocks/message.js';

export interface Place {
  channel: string;
  /** The thread to answer in; the channel itself when unset. */
  threadTs?: string;
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
