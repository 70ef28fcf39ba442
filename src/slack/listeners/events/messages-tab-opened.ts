/**
 * `app_home_opened` on the Messages tab: its suggested prompts are set for the whole tab, in the
 * user's language, and what the user views beside the pane is kept. Slack refusing the prompts (an
 * app without the agent view) is only logged at debug level.
 */
import type { Middleware, SlackEventMiddlewareArgs } from '@slack/bolt';
import { suggestedPrompts } from '../../agent/prompts.js';
import { carriedView } from '../../agent/viewing.js';
import type { AppContext } from '../../services/context.js';

export const messagesTabOpened: Middleware<SlackEventMiddlewareArgs<'app_home_opened'>, AppContext> = async ({
  event,
  context,
  client,
}) => {
  const viewed = carriedView(event, 'context');
  if (viewed) await context.services.viewing.save(event.user, viewed.channel);
  const user = await context.user();
  try {
    await client.assistant.threads.setSuggestedPrompts({
      channel_id: event.channel,
      ...suggestedPrompts(user.language),
    });
  } catch (error) {
    // An app installed without the agent view is refused at every open: not worth a warning.
    context.services.logger.debug({ err: error }, 'Setting the Messages tab prompts failed');
  }
};
