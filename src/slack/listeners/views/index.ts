/** View submissions: the lookup, settings and list modals, by callback id (see ../by-id.ts). */
import type { AllMiddlewareArgs, SlackViewMiddlewareArgs } from '@slack/bolt';
import { callbackIds } from '../../blocks/ids.js';
import type { ListenerDeps } from '../../runtime/deps.js';
import { byId } from '../by-id.js';
import { listModalSubmitted } from './list-modal.js';
import { lookupModalSubmitted } from './lookup-modal.js';
import { settingsModalSubmitted } from './settings-modal.js';

export function listener(deps: ListenerDeps) {
  return byId<SlackViewMiddlewareArgs & AllMiddlewareArgs>(
    {
      exact: {
        [callbackIds.lookupModal]: lookupModalSubmitted(deps),
        [callbackIds.settingsModal]: settingsModalSubmitted(deps),
        [callbackIds.listModal]: listModalSubmitted(deps),
      },
    },
    (args) => args.view.callback_id,
    async ({ ack }) => ack(),
  );
}
