/**
 * `function_executed` for the Workflow Builder step `find_controller_sku`: the step's outputs
 * (functions/sku-step.ts) through `complete`, whatever the lookup came to, so the workflow can
 * branch on `status`; `fail` only when an input is not text at all. Bolt acks the event itself.
 */
import type { Middleware, SlackEventMiddlewareArgs } from '@slack/bolt';
import { t } from '../../../i18n/index.js';
import type { AppContext } from '../../services/context.js';

export const findControllerSkuStep: Middleware<
  SlackEventMiddlewareArgs<'function_executed'>,
  AppContext
> = async ({ inputs, complete, fail, context }) => {
  const asker = await context.asker();
  const outputs = await context.services.skuStep.run(inputs, asker);
  if (!outputs) {
    await fail({ error: t(asker.scope().language, 'workflow.fail.notText') });
    return;
  }
  await complete({ outputs });
};
