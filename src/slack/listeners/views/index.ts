/** View submissions: the lookup modal, the settings modal and the list modal. */
import type { App } from '@slack/bolt';
import { callbackIds } from '../../blocks/ids.js';
import type { ListenerDeps } from '../../runtime/deps.js';
import { listModalSubmitted } from './list-modal.js';
import { lookupModalSubmitted } from './lookup-modal.js';
import { settingsModalSubmitted } from './settings-modal.js';

export function register(app: App, deps: ListenerDeps): void {
  app.view({ type: 'view_submission', callback_id: callbackIds.lookupModal }, lookupModalSubmitted(deps));
  app.view({ type: 'view_submission', callback_id: callbackIds.settingsModal }, settingsModalSubmitted(deps));
  app.view({ type: 'view_submission', callback_id: callbackIds.listModal }, listModalSubmitted(deps));
}
