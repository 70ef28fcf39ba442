/** Options loads: type-ahead for the brand and model menus. */
import type { App } from '@slack/bolt';
import { actionIds } from '../../blocks/ids.js';
import type { ListenerDeps } from '../../runtime/deps.js';
import { brandOptions } from './brand-options.js';
import { modelOptions } from './model-options.js';

export function register(app: App, deps: ListenerDeps): void {
  app.options<'block_suggestion'>(
    { type: 'block_suggestion', action_id: actionIds.menuBrand },
    brandOptions(deps),
  );
  app.options<'block_suggestion'>(
    { type: 'block_suggestion', action_id: actionIds.menuModel },
    modelOptions(deps),
  );
}
