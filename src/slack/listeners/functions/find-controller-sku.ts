/**
 * `function_executed` for `find_controller_sku`: the outputs through `complete` whatever the lookup
 * came to, so the workflow can branch on `status`. Anything that fails on the way, `complete` too,
 * ends in `fail` with a readable error: no step is left running until Slack times it out.
 */
import type { Middleware, SlackEventMiddlewareArgs } from '@slack/bolt';
import { t, toLanguage } from '../../../i18n/index.js';
import type { SkuOutputs } from '../../functions/sku-outputs.js';
import { endWithFail, failStep } from '../../functions/step-failure.js';
import type { AppContext } from '../../services/context.js';

export const findControllerSkuStep: Middleware<
  SlackEventMiddlewareArgs<'function_executed'>,
  AppContext
> = async ({ inputs, complete, fail, context }) => {
  const { logger, config, skuStep } = context.services;
  let language = toLanguage(config.locale);
  let outputs: SkuOutputs | undefined;
  try {
    const asker = await context.asker();
    language = asker.scope().language;
    outputs = await skuStep.run(inputs, asker);
  } catch (error) {
    await failStep(fail, error, { stage: 'lookup', language, logger });
    return;
  }
  if (!outputs) {
    await endWithFail(fail, t(language, 'workflow.fail.notText'), logger);
    return;
  }
  try {
    await complete({ outputs });
  } catch (error) {
    await failStep(fail, error, { stage: 'complete', language, logger });
  }
};
