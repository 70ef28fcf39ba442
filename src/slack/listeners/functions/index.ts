/**
 * Workflow Builder steps (custom functions, `app.function`), by the callback id manifest.yml
 * declares; Bolt acks each `function_executed` event itself.
 */
import type { App } from '@slack/bolt';
import { findControllerSku } from '../../functions/sku-step.js';
import { type AppContext, withAppContext } from '../../services/context.js';
import { findControllerSkuStep } from './find-controller-sku.js';

export function register(app: App<AppContext>): void {
  app.function(findControllerSku.callbackId, withAppContext(findControllerSkuStep));
}
