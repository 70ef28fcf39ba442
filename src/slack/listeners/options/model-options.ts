/**
 * The model menu's type-ahead, for the brand chosen in the same message (or "choose a brand
 * first"), answered before Slack's deadline counted from arrival, whatever the catalogue does.
 */
import type { AllMiddlewareArgs, SlackOptionsMiddlewareArgs } from '@slack/bolt';
import { Deadline } from '../../../shared/deadline.js';
import { decodeMenuBlockId } from '../../blocks/ids.js';
import { slackLimits } from '../../blocks/limits.js';
import { chooseBrandFirstOptions, modelOptions as toModelOptions } from '../../blocks/menus.js';
import { optionsWithin } from '../../replies/options-within.js';
import { ackBudgetMs } from '../../runtime/budgets.js';
import type { ListenerDeps } from '../../runtime/deps.js';
import { requestScope } from '../../user/middleware.js';

export const modelOptions =
  (deps: ListenerDeps) =>
  async ({ payload, ack, context }: SlackOptionsMiddlewareArgs<'block_suggestion'> & AllMiddlewareArgs) => {
    const deadline = new Deadline(ackBudgetMs);
    const state = decodeMenuBlockId(payload.block_id);
    const brandId = state?.brandId;
    if (!state || brandId === undefined) {
      const user = await requestScope(context);
      await ack({ options: state ? chooseBrandFirstOptions(user.language) : [] });
      return;
    }
    const options = await optionsWithin(deps, 'model', deadline, async () =>
      toModelOptions(
        await deps.engine.suggestModels(
          state.scope,
          state.type,
          brandId,
          payload.value,
          slackLimits.optionsPerMenu,
        ),
      ),
    );
    await ack({ options });
  };
