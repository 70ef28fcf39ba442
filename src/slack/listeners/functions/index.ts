/**
 * Workflow Builder steps (custom functions, `app.function`), by the callback id manifest.yml
 * declares; Bolt acks each `function_executed` event itself, and a step of no one is acked here.
 */
import type { App } from '@slack/bolt';
import { findControllerSku } from '../../functions/sku-step.js';
import { type AppContext, withAppContext } from '../../services/context.js';
import { findControllerSkuStep } from './find-controller-sku.js';
import { otherSteps } from './other-steps.js';

export function register(app: App<AppContext>): void {
  app.function(findControllerSku.callbackId, withAppContext(findControllerSkuStep));
  app.event('function_executed', otherSteps([findControllerSku.callbackId]));
}
