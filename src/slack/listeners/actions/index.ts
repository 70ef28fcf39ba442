/** Block actions: clicks and menu choices, by action id (see ../by-id.ts). */
import type { BlockAction } from '@slack/bolt';
import { actionIds, pickUnitActionPattern } from '../../blocks/ids.js';
import type { ActionArgs } from '../../replies/replace-source.js';
import type { ListenerDeps } from '../../runtime/deps.js';
import { byId } from '../by-id.js';
import { exportGapReport } from './export-gap-report.js';
import { menuBrandChosen } from './menu-brand.js';
import { menuModelChosen } from './menu-model.js';
import { menuTypeChosen } from './menu-type.js';
import { openMenus } from './open-menus.js';
import { openSettings } from './open-settings.js';
import { pickUnit } from './pick-unit.js';
import { settingsMarketChosen } from './settings-market.js';
import { shareAnswer } from './share.js';

export function listener(deps: ListenerDeps) {
  return byId<ActionArgs<BlockAction>>(
    {
      exact: {
        [actionIds.share]: shareAnswer(deps),
        [actionIds.exportGapReport]: exportGapReport(deps),
        [actionIds.openMenus]: openMenus(deps),
        [actionIds.menuType]: menuTypeChosen(deps),
        [actionIds.menuBrand]: menuBrandChosen(deps),
        [actionIds.menuModel]: menuModelChosen(deps),
        [actionIds.openSettings]: openSettings(deps),
        [actionIds.settingsMarket]: settingsMarketChosen(deps),
      },
      patterns: [[pickUnitActionPattern, pickUnit(deps)]],
    },
    (args) => args.action.action_id,
    async ({ ack }) => ack(),
  );
}
