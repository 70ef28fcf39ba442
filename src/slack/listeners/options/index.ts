/** Options loads: type-ahead for the brand and model menus, by action id (see ../by-id.ts). */
import type { AllMiddlewareArgs, SlackOptionsMiddlewareArgs } from '@slack/bolt';
import { actionIds } from '../../blocks/ids.js';
import type { ListenerDeps } from '../../runtime/deps.js';
import { byId } from '../by-id.js';
import { brandOptions } from './brand-options.js';
import { modelOptions } from './model-options.js';

export function listener(deps: ListenerDeps) {
  return byId<SlackOptionsMiddlewareArgs<'block_suggestion'> & AllMiddlewareArgs>(
    {
      exact: {
        [actionIds.menuBrand]: brandOptions(deps),
        [actionIds.menuModel]: modelOptions(deps),
      },
    },
    (args) => args.payload.action_id,
    async ({ ack }) => ack({ options: [] }),
  );
}
