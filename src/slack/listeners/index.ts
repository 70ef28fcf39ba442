/**
 * Every listener, registered with Bolt as in Slack's starter template: each kind's `index.ts`
 * registers its ids (`app.command`, `app.action`, `app.options`, `app.view`, `app.shortcut`,
 * `app.event`, `app.function`) or Bolt's `Assistant` (`app.assistant`), one callback per file,
 * reading the app's services from `context` (context.ts); and the one catch-all, which acks what
 * none of them handles (handled-ids.ts).
 */
import type { App } from '@slack/bolt';
import type { AppContext } from '../services/context.js';
import * as actions from './actions/index.js';
import * as assistant from './assistant/index.js';
import * as commands from './commands/index.js';
import * as events from './events/index.js';
import * as functions from './functions/index.js';
import { acknowledgeUnhandled, HandledIds } from './handled-ids.js';
import * as options from './options/index.js';
import * as shortcuts from './shortcuts/index.js';
import * as views from './views/index.js';

export function registerListeners(app: App<AppContext>): void {
  const ids = new HandledIds();
  app.use(acknowledgeUnhandled(ids));
  commands.register(app, ids);
  actions.register(app, ids);
  options.register(app, ids);
  views.register(app, ids);
  shortcuts.register(app, ids);
  events.register(app);
  assistant.register(app);
  functions.register(app, ids);
}
