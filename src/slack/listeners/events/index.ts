/**
 * Events: direct messages and mentions are answered like the slash command; opening the App
 * Home tab publishes it afresh, opening the Messages tab sets its suggested prompts. Bolt acks
 * every event itself; the app is subscribed to these (manifest.yml). The agent view's thread
 * events are Bolt's `Assistant`'s (../assistant/).
 */
import type { App } from '@slack/bolt';
import type { AppContext } from '../../services/context.js';
import { appHomeOpened } from './app-home-opened.js';
import { appMention } from './app-mention.js';
import { directMessage } from './direct-message.js';

export function register(app: App<AppContext>): void {
  app.event('message', directMessage);
  app.event('app_mention', appMention);
  app.event('app_home_opened', appHomeOpened);
}
