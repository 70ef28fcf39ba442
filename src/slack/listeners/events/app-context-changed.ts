/**
 * `app_context_changed`: what the user views beside the agent pane changed; its most relevant
 * channel is kept for Share in channel. Slack names the user in the envelope's `authorizations`
 * (the one not a bot), not in the event; an `event.user`, which Bolt's types allow, is read first
 * when present.
 */
import type { Middleware, SlackEventMiddlewareArgs } from '@slack/bolt';
import { z } from 'zod';
import { viewedChannelOf } from '../../agent/viewing.js';
import type { AppContext } from '../../services/context.js';

const authorizationsSchema = z.object({
  authorizations: z
    .array(z.object({ user_id: z.string().min(1).optional(), is_bot: z.boolean().optional() }))
    .max(100),
});

const eventUserSchema = z.object({ event: z.object({ user: z.string().min(1) }) });

/** The person the event is about: the event's user, else the first authorization that is not a bot. */
const viewerOf = (body: unknown): string | undefined => {
  const own = eventUserSchema.safeParse(body);
  if (own.success) return own.data.event.user;
  const parsed = authorizationsSchema.safeParse(body);
  return parsed.success
    ? parsed.data.authorizations.find((each) => each.is_bot !== true && each.user_id)?.user_id
    : undefined;
};

export const appContextChanged: Middleware<
  SlackEventMiddlewareArgs<'app_context_changed'>,
  AppContext
> = async ({ event, body, context }) => {
  const userId = viewerOf(body);
  if (userId === undefined) {
    context.services.logger.debug('An app_context_changed event named no user; ignored');
    return;
  }
  await context.services.viewing.save(userId, viewedChannelOf(event.context));
};
