/**
 * Events: direct messages and mentions are answered like the slash command; opening the
 * App Home tab publishes it afresh. By event type (see ../by-id.ts); the app is subscribed to
 * these three only (manifest.yml).
 */
import type { AllMiddlewareArgs, SlackEventMiddlewareArgs } from '@slack/bolt';
import type { ListenerDeps } from '../../runtime/deps.js';
import { byId } from '../by-id.js';
import { appHomeOpened } from './app-home-opened.js';
import { appMention } from './app-mention.js';
import { directMessage } from './direct-message.js';

export function listener(deps: ListenerDeps) {
  return byId<SlackEventMiddlewareArgs & AllMiddlewareArgs>(
    {
      exact: {
        message: directMessage(deps),
        app_mention: appMention(deps),
        app_home_opened: appHomeOpened(deps),
      },
    },
    (args) => args.event.type,
    // Bolt acks the events this app subscribes to itself; any other event needs nothing more.
    async () => {},
  );
}
