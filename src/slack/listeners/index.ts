/**
 * The registration table: every listener of the app, one row each, registered with Bolt's own
 * methods. The catch-all that acks what no row handles and the manifest check are derived from the
 * same rows, so a listener is added here or not at all (test/slack/listeners/registration.test.ts).
 */
import type { App, MessageShortcut } from '@slack/bolt';
import { actionIds, callbackIds, pickUnitActionPattern } from '../blocks/ids.js';
import { findControllerSku } from '../functions/sku-step.js';
import type { AppContext } from '../services/context.js';
import { acknowledgeUnhandled } from './acknowledge-unhandled.js';
import { answerFeedback } from './actions/answer-feedback.js';
import { exportGapReport } from './actions/export-gap-report.js';
import { menuBrandChosen } from './actions/menu-brand.js';
import { menuModelChosen } from './actions/menu-model.js';
import { menuTypeChosen } from './actions/menu-type.js';
import { openMenus } from './actions/open-menus.js';
import { openSettings } from './actions/open-settings.js';
import { pickUnit } from './actions/pick-unit.js';
import { settingsMarketChosen } from './actions/settings-market.js';
import { shareAnswer } from './actions/share.js';
import { unwatchList } from './actions/unwatch-list.js';
import { controllerCommand } from './commands/controller.js';
import { appContextChanged } from './events/app-context-changed.js';
import { appHomeOpened } from './events/app-home-opened.js';
import { appMention } from './events/app-mention.js';
import { directMessage } from './events/direct-message.js';
import { findControllerSkuStep } from './functions/find-controller-sku.js';
import { brandOptions } from './options/brand-options.js';
import { modelOptions } from './options/model-options.js';
import { action, command, event, options, type Registration, shortcut, step, view } from './registration.js';
import { findController } from './shortcuts/find-controller.js';
import { listModalSubmitted } from './views/list-modal.js';
import { lookupModalSubmitted } from './views/lookup-modal.js';
import { settingsModalSubmitted } from './views/settings-modal.js';

export const listenerTable: readonly Registration[] = [
  // Slash commands: `/controller [text]`.
  command('/controller', controllerCommand),
  // Block actions: clicks and menu choices, by action id (a family of ids by its pattern).
  action(actionIds.share, shareAnswer),
  action(actionIds.exportGapReport, exportGapReport),
  action(actionIds.openMenus, openMenus),
  action(actionIds.menuType, menuTypeChosen),
  action(actionIds.menuBrand, menuBrandChosen),
  action(actionIds.menuModel, menuModelChosen),
  action(actionIds.openSettings, openSettings),
  action(actionIds.settingsMarket, settingsMarketChosen),
  action(pickUnitActionPattern, pickUnit),
  action(actionIds.unwatchList, unwatchList),
  action(actionIds.answerFeedback, answerFeedback),
  // Options loads: type-ahead for the brand and model menus.
  options(actionIds.menuBrand, brandOptions),
  options(actionIds.menuModel, modelOptions),
  // View submissions: the lookup, settings and list modals.
  view(callbackIds.lookupModal, lookupModalSubmitted),
  view(callbackIds.settingsModal, settingsModalSubmitted),
  view(callbackIds.listModal, listModalSubmitted),
  // The message shortcut.
  shortcut<MessageShortcut>(callbackIds.findController, findController),
  // Events (Bolt acks them itself), as Slack sends them to an `agent_view` app (no
  // assistant_thread_* events): DMs (the Messages tab and the split pane) answered in their
  // thread, mentions like the command; the App Home tab published afresh, the Messages tab's
  // suggested prompts set; the channel the user views beside the pane kept (Share posts there).
  event('message', directMessage, ['message.im']),
  event('app_mention', appMention),
  event('app_home_opened', appHomeOpened),
  event('app_context_changed', appContextChanged),
  // The Workflow Builder step.
  step(findControllerSku.callbackId, findControllerSkuStep),
];

/** The catch-all first (it answers before any listener's matchers run), then every row. */
export function registerListeners(app: App<AppContext>): void {
  app.use(acknowledgeUnhandled(listenerTable));
  for (const row of listenerTable) row.register(app);
}
