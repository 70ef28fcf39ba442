/** View submissions: the lookup, settings and list modals, by callback id. */
import type { App } from '@slack/bolt';
import { callbackIds } from '../../blocks/ids.js';
import type { AppContext } from '../../services/context.js';
import type { HandledIds } from '../handled-ids.js';
import { listModalSubmitted } from './list-modal.js';
import { lookupModalSubmitted } from './lookup-modal.js';
import { settingsModalSubmitted } from './settings-modal.js';

export function register(app: App<AppContext>, ids: HandledIds): void {
  app.view(ids.add('view', callbackIds.lookupModal), lookupModalSubmitted);
  app.view(ids.add('view', callbackIds.settingsModal), settingsModalSubmitted);
  app.view(ids.add('view', callbackIds.listModal), listModalSubmitted);
}
