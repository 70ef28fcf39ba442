/**
 * Workflow Builder steps (custom functions, `app.function`), by the callback id manifest.yml
 * declares; a step of no one is acked by the one catch-all (../handled-ids.ts).
 */
import type { App } from '@slack/bolt';
import { findControllerSku } from '../../functions/sku-step.js';
import { type AppContext, withAppContext } from '../../services/context.js';
import type { HandledIds } from '../handled-ids.js';
import { findControllerSkuStep } from './find-controller-sku.js';

export function register(app: App<AppContext>, ids: HandledIds): void {
  app.function(ids.add('function', findControllerSku.callbackId), withAppContext(findControllerSkuStep));
}
