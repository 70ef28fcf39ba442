/**
 * The brand menu's type-ahead, in the menu's scope and type (or every type), answered before Slack's deadline
 * counted from arrival, whatever the catalogue does.
 */
import type { AllMiddlewareArgs, SlackOptionsMiddlewareArgs } from '@slack/bolt';
import { Deadline } from '../../../shared/deadline.js';
import { decodeMenuBlockId } from '../../blocks/ids.js';
import { slackLimits } from '../../blocks/limits.js';
import { brandOptions as toBrandOptions } from '../../blocks/menus.js';
import { optionsWithin } from '../../replies/options-within.js';
import { ackBudgetMs } from '../../runtime/budgets.js';
import type { ListenerDeps } from '../../runtime/deps.js';

export const brandOptions =
  (deps: ListenerDeps) =>
  async ({ payload, ack }: SlackOptionsMiddlewareArgs<'block_suggestion'> & AllMiddlewareArgs) => {
    const deadline = new Deadline(ackBudgetMs);
    const state = decodeMenuBlockId(payload.block_id);
    if (!state) {
      await ack({ options: [] });
      return;
    }
    const options = await optionsWithin(deps, 'brand', deadline, async () =>
      toBrandOptions(
        await deps.engine.suggestBrands(state.scope, state.type, payload.value, slackLimits.optionsPerMenu),
      ),
    );
    await ack({ options });
  };
