/**
 * The brand menu's type-ahead, in the menu's scope and type (or every type), answered before Slack's deadline
 * counted from arrival, whatever the catalogue does.
 */
import type { Middleware, SlackOptionsMiddlewareArgs } from '@slack/bolt';
import { Deadline } from '../../../shared/deadline.js';
import { decodeMenuBlockId } from '../../blocks/ids.js';
import { slackLimits } from '../../blocks/limits.js';
import { brandOptions as toBrandOptions } from '../../blocks/menus.js';
import { optionsWithin } from '../../replies/options-within.js';
import { ackBudgetMs } from '../../requests/budgets.js';
import type { AppContext } from '../../services/context.js';

export const brandOptions: Middleware<SlackOptionsMiddlewareArgs<'block_suggestion'>, AppContext> = async ({
  payload,
  ack,
  context,
}) => {
  const deadline = new Deadline(ackBudgetMs);
  const state = decodeMenuBlockId(payload.block_id);
  if (!state) {
    await ack({ options: [] });
    return;
  }
  const { engine, logger } = context.services;
  const options = await optionsWithin(logger, 'brand', deadline, async () =>
    toBrandOptions(
      await engine.suggestBrands(state.scope, state.type, payload.value, slackLimits.optionsPerMenu),
    ),
  );
  await ack({ options });
};
