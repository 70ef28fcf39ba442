/**
 * The channel each user is viewing beside the agent pane, as `app_context_changed` (and the
 * Messages tab, and a message's `app_context`) tell it. Kept in the state store and read from it
 * every time, so Share in channel posts where the user looks now, from any instance.
 */
import { z } from 'zod';
import type { ExpiringCache } from '../../shared/expiring-cache.js';

/** What the user is viewing: a channel, or nothing Share can post in (`{}`). */
export const viewedSchema = z.object({ channel: z.string().optional() });
export type Viewed = z.infer<typeof viewedSchema>;

/** `app_context_changed`'s `context` as Slack sends it: `{}` when the user views nothing in particular. */
const appContextSchema = z.object({
  entities: z
    .array(z.object({ type: z.string(), value: z.string(), team_id: z.string().optional() }))
    .max(100)
    .default([]),
});

const channelEntity = 'slack#/types/channel_id';

/** The most relevant channel among what the user is viewing; undefined when none is a channel. */
export const viewedChannelOf = (context: unknown): string | undefined => {
  const parsed = appContextSchema.safeParse(context ?? {});
  return parsed.success
    ? parsed.data.entities.find((entity) => entity.type === channelEntity)?.value
    : undefined;
};

/**
 * The context an event carries in `field` (`app_home_opened`'s `context`, a message's
 * `app_context`), as what the user views: undefined when it carries none (what was kept stays).
 */
export function carriedView(event: unknown, field: 'context' | 'app_context'): Viewed | undefined {
  if (typeof event !== 'object' || event === null || !(field in event)) return undefined;
  const channel = viewedChannelOf((event as Record<string, unknown>)[field]);
  return channel === undefined ? {} : { channel };
}

/** A user left alone this long forgets the channel (Share then asks to open the pane beside one). */
const viewedTtlMs = 7 * 24 * 3_600_000;
/** Users whose channel is kept, at most. */
export const viewersKept = 10_000;

export interface ViewedChannels {
  /** The channel `userId` viewed last; undefined when none is known. */
  of(userId: string): Promise<string | undefined>;
  save(userId: string, channel: string | undefined): Promise<void>;
}

export function createViewedChannels(cache: ExpiringCache<Viewed>): ViewedChannels {
  return {
    of: async (userId) => (await cache.get(userId))?.channel,
    save: (userId, channel) => cache.set(userId, channel === undefined ? {} : { channel }, viewedTtlMs),
  };
}
