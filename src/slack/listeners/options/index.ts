/** Options loads: type-ahead for the brand and model menus, by action id. */
import type { App } from '@slack/bolt';
import { actionIds } from '../../blocks/ids.js';
import type { AppContext } from '../../services/context.js';
import { HandledIds } from '../other-ids.js';
import { brandOptions } from './brand-options.js';
import { modelOptions } from './model-options.js';

export function register(app: App<AppContext>): void {
  const ids = new HandledIds();
  app.options(ids.add(actionIds.menuBrand), brandOptions);
  app.options(ids.add(actionIds.menuModel), modelOptions);
  // A menu of an old message: no options (see ../other-ids.ts).
  app.options(ids.others(), async ({ ack }) => ack({ options: [] }));
}
