/** Block actions: clicks and menu choices, one listener per action id (a family of ids by its pattern). */
import type { App } from '@slack/bolt';
import { actionIds, pickUnitActionPattern } from '../../blocks/ids.js';
import type { AppContext } from '../../services/context.js';
import { HandledIds } from '../other-ids.js';
import { exportGapReport } from './export-gap-report.js';
import { menuBrandChosen } from './menu-brand.js';
import { menuModelChosen } from './menu-model.js';
import { menuTypeChosen } from './menu-type.js';
import { openMenus } from './open-menus.js';
import { openSettings } from './open-settings.js';
import { pickUnit } from './pick-unit.js';
import { settingsMarketChosen } from './settings-market.js';
import { shareAnswer } from './share.js';

export function register(app: App<AppContext>): void {
  const ids = new HandledIds();
  app.action(ids.add(actionIds.share), shareAnswer);
  app.action(ids.add(actionIds.exportGapReport), exportGapReport);
  app.action(ids.add(actionIds.openMenus), openMenus);
  app.action(ids.add(actionIds.menuType), menuTypeChosen);
  app.action(ids.add(actionIds.menuBrand), menuBrandChosen);
  app.action(ids.add(actionIds.menuModel), menuModelChosen);
  app.action(ids.add(actionIds.openSettings), openSettings);
  app.action(ids.add(actionIds.settingsMarket), settingsMarketChosen);
  app.action(ids.add(pickUnitActionPattern), pickUnit);
  // A click on a button of an old message: acked, nothing done (see ../other-ids.ts).
  app.action(ids.others(), async ({ ack }) => ack());
}
