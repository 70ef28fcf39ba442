/** View submissions: the lookup, settings and list modals, by callback id. */
import type { App } from '@slack/bolt';
import { callbackIds } from '../../blocks/ids.js';
import type { AppContext } from '../../services/context.js';
import { HandledIds } from '../other-ids.js';
import { listModalSubmitted } from './list-modal.js';
import { lookupModalSubmitted } from './lookup-modal.js';
import { settingsModalSubmitted } from './settings-modal.js';

export function register(app: App<AppContext>): void {
  const ids = new HandledIds();
  app.view(ids.add(callbackIds.lookupModal), lookupModalSubmitted);
  app.view(ids.add(callbackIds.settingsModal), settingsModalSubmitted);
  app.view(ids.add(callbackIds.listModal), listModalSubmitted);
  // A modal of another version of the app submitted, or any modal closed: acked, nothing done
  // (see ../other-ids.ts).
  app.view(ids.others(), async ({ ack }) => ack());
  app.view({ callback_id: /.*/, type: 'view_closed' }, async ({ ack }) => ack());
}
