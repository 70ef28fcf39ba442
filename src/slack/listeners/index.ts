/**
 * Every listener, by kind: each kind's `index.ts` only maps Slack ids to callbacks, one
 * callback per file (as in Slack's Bolt starter template).
 */
import type { App } from '@slack/bolt';
import type { ListenerDeps } from '../runtime/deps.js';
import * as actions from './actions/index.js';
import * as commands from './commands/index.js';
import * as events from './events/index.js';
import * as options from './options/index.js';
import * as shortcuts from './shortcuts/index.js';
import * as views from './views/index.js';

export function registerListeners(app: App, deps: ListenerDeps): void {
  for (const kind of [commands, actions, options, shortcuts, events, views]) kind.register(app, deps);
}
