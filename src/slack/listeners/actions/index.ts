/** Block actions: clicks and menu choices, one listener per action id (a family of ids by its pattern). */
import type { App } from '@slack/bolt';
import { actionIds, pickUnitActionPattern } from '../../blocks/ids.js';
import type { AppContext } from '../../services/context.js';
import type { HandledIds } from '../handled-ids.js';
import { exportGapReport } from './export-gap-report.js';
import { menuBrandChosen } from './menu-brand.js';
import { menuModelChosen } from './menu-model.js';
import { menuTypeChosen } from './menu-type.js';
import { openMenus } from './open-menus.js';
import { openSettings } from './open-settings.js';
import { pickUnit } from './pick-unit.js';
import { settingsMarketChosen } from './settings-market.js';
import { shareAnswer } from './share.js';
import { unwatchList } from './unwatch-list.js';

export function register(app: App<AppContext>, ids: HandledIds): void {
  app.action(ids.add('action', actionIds.share), shareAnswer);
  app.action(ids.add('action', actionIds.exportGapReport), exportGapReport);
  app.action(ids.add('action', actionIds.openMenus), openMenus);
  app.action(ids.add('action', actionIds.menuType), menuTypeChosen);
  app.action(ids.add('action', actionIds.menuBrand), menuBrandChosen);
  app.action(ids.add('action', actionIds.menuModel), menuModelChosen);
  app.action(ids.add('action', actionIds.openSettings), openSettings);
  app.action(ids.add('action', actionIds.settingsMarket), settingsMarketChosen);
  app.action(ids.add('action', pickUnitActionPattern), pickUnit);
  app.action(ids.add('action', actionIds.unwatchList), unwatchList);
}
