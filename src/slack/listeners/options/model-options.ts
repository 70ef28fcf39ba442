/**
 * The model menu's type-ahead, for the brand chosen in the same message (or "choose a brand
 * first"), answered before Slack's deadline counted from arrival, whatever the catalogue does.
 */
import type { Middleware, SlackOptionsMiddlewareArgs } from '@slack/bolt';
import { Deadline } from '../../../shared/deadline.js';
import { decodeMenuBlockId } from '../../blocks/ids.js';
import { slackLimits } from '../../blocks/limits.js';
import { chooseBrandFirstOptions, modelOptions as toModelOptions } from '../../blocks/menus.js';
import { optionsWithin } from '../../replies/options-within.js';
import { ackBudgetMs } from '../../requests/budgets.js';
import type { AppContext } from '../../services/context.js';

export const modelOptions: Middleware<SlackOptionsMiddlewareArgs<'block_suggestion'>, AppContext> = async ({
  payload,
  ack,
  context,
}) => {
  const deadline = new Deadline(ackBudgetMs);
  const state = decodeMenuBlockId(payload.block_id);
  const brandId = state?.brandId;
  if (!state || brandId === undefined) {
    const user = await context.user();
    await ack({ options: state ? chooseBrandFirstOptions(user.language) : [] });
    return;
  }
  const { engine, logger } = context.services;
  const options = await optionsWithin(logger, 'model', deadline, async () =>
    toModelOptions(
      await engine.suggestModels(state.scope, state.type, brandId, payload.value, slackLimits.optionsPerMenu),
    ),
  );
  await ack({ options });
};
