/**
 * "Stop watching" (`unwatch_list`) on a watched list's answer, on its change messages and on the
 * Home tab: its owner's click ends the watch (the store forgets the list). Answered in one line,
 * to the one who clicked: in the message's place (ephemeral, through its response_url), or on the
 * Home tab, published again without the list.
 */
import type { BlockAction, ButtonAction, Middleware, SlackActionMiddlewareArgs } from '@slack/bolt';
import { unwatchedMessage } from '../../blocks/watch.js';
import type { AppContext } from '../../services/context.js';

export const unwatchList: Middleware<
  SlackActionMiddlewareArgs<BlockAction<ButtonAction>>,
  AppContext
> = async ({ ack, action, body, client, context, respond }) => {
  await ack();
  const user = await context.user();
  const { watch, settings } = context.services;
  const outcome = watch ? await watch.unwatch(action.value ?? '', user.userId) : 'not_watched';
  if (body.container.type === 'view') {
    await settings.publishHome(client, user);
    return;
  }
  await respond({
    response_type: 'ephemeral',
    replace_original: false,
    ...unwatchedMessage(user.language, outcome),
  });
};
