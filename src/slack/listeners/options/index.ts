/** Options loads: type-ahead for the brand and model menus, by action id. */
import type { App } from '@slack/bolt';
import { actionIds } from '../../blocks/ids.js';
import type { AppContext } from '../../services/context.js';
import type { HandledIds } from '../handled-ids.js';
import { brandOptions } from './brand-options.js';
import { modelOptions } from './model-options.js';

export function register(app: App<AppContext>, ids: HandledIds): void {
  app.options(ids.add('options', actionIds.menuBrand), brandOptions);
  app.options(ids.add('options', actionIds.menuModel), modelOptions);
}
