/**
 * Events: direct messages and mentions are answered like the slash command; opening the
 * App Home tab publishes it afresh.
 */
import type { App } from '@slack/bolt';
import type { ListenerDeps } from '../../runtime/deps.js';
import { appHomeOpened } from './app-home-opened.js';
import { appMention } from './app-mention.js';
import { directMessage } from './direct-message.js';

export function register(app: App, deps: ListenerDeps): void {
  app.event('message', directMessage(deps));
  app.event('app_mention', appMention(deps));
  app.event('app_home_opened', appHomeOpened(deps));
}
