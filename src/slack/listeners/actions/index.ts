/** Block actions: clicks and menu choices, by action id. */
import type { App, BlockAction, ButtonAction, ExternalSelectAction, StaticSelectAction } from '@slack/bolt';
import { actionIds, pickUnitActionPattern } from '../../blocks/ids.js';
import type { ListenerDeps } from '../../runtime/deps.js';
import { exportGapReport } from './export-gap-report.js';
import { menuBrandChosen } from './menu-brand.js';
import { menuModelChosen } from './menu-model.js';
import { menuTypeChosen } from './menu-type.js';
import { openMenus } from './open-menus.js';
import { openSettings } from './open-settings.js';
import { pickUnit } from './pick-unit.js';
import { settingsMarketChosen } from './settings-market.js';
import { shareAnswer } from './share.js';

export function register(app: App, deps: ListenerDeps): void {
  app.action<BlockAction<ButtonAction>>(
    { type: 'block_actions', action_id: pickUnitActionPattern },
    pickUnit(deps),
  );
  app.action<BlockAction<ButtonAction>>(
    { type: 'block_actions', action_id: actionIds.share },
    shareAnswer(deps),
  );
  app.action<BlockAction<ButtonAction>>(
    { type: 'block_actions', action_id: actionIds.exportGapReport },
    exportGapReport(deps),
  );
  app.action<BlockAction<ButtonAction>>(
    { type: 'block_actions', action_id: actionIds.openMenus },
    openMenus(deps),
  );
  app.action<BlockAction<StaticSelectAction>>(
    { type: 'block_actions', action_id: actionIds.menuType },
    menuTypeChosen(deps),
  );
  app.action<BlockAction<ExternalSelectAction>>(
    { type: 'block_actions', action_id: actionIds.menuBrand },
    menuBrandChosen(deps),
  );
  app.action<BlockAction<ExternalSelectAction>>(
    { type: 'block_actions', action_id: actionIds.menuModel },
    menuModelChosen(deps),
  );
  app.action<BlockAction<ButtonAction>>(
    { type: 'block_actions', action_id: actionIds.openSettings },
    openSettings(deps),
  );
  app.action<BlockAction<StaticSelectAction>>(
    { type: 'block_actions', action_id: actionIds.settingsMarket },
    settingsMarketChosen(deps),
  );
}
