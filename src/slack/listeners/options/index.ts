/**
 * Type-ahead for the brand and model menus. Options loads have no second chance: answered
 * before Slack's deadline, counted from arrival, whatever the catalogue does: no options
 * (and a log line) rather than no answer.
 */
import type { App, types } from '@slack/bolt';
import { actionIds, decodeMenuBlockId } from '../../blocks/ids.js';
import { slackLimits } from '../../blocks/limits.js';
import { brandOptions, chooseBrandFirstOptions, modelOptions } from '../../blocks/menus.js';
import { ackBudgetMs, Deadline } from '../../deadline.js';
import type { ListenerDeps } from '../../deps.js';

async function optionsWithin(
  deps: ListenerDeps,
  what: string,
  deadline: Deadline,
  load: () => Promise<types.PlainTextOption[]>,
): Promise<types.PlainTextOption[]> {
  const loading = load().catch((error: unknown) => {
    deps.logger.warn({ err: error }, `Loading ${what} options failed`);
    return [];
  });
  const loaded = await deadline.settle(loading);
  if (!loaded) deps.logger.warn(`Loading ${what} options took over ${ackBudgetMs} ms; answered none`);
  return loaded?.value ?? [];
}

export function register(app: App, deps: ListenerDeps): void {
  app.options<'block_suggestion'>(
    { type: 'block_suggestion', action_id: actionIds.menuBrand },
    async ({ payload, ack }) => {
      const deadline = new Deadline(ackBudgetMs);
      const state = decodeMenuBlockId(payload.block_id);
      const type = state?.type;
      if (!state || type === undefined) {
        await ack({ options: [] });
        return;
      }
      const options = await optionsWithin(deps, 'brand', deadline, async () =>
        brandOptions(
          await deps.engine.suggestBrands(state.scope, type, payload.value, slackLimits.optionsPerMenu),
        ),
      );
      await ack({ options });
    },
  );

  app.options<'block_suggestion'>(
    { type: 'block_suggestion', action_id: actionIds.menuModel },
    async ({ payload, ack }) => {
      const deadline = new Deadline(ackBudgetMs);
      const state = decodeMenuBlockId(payload.block_id);
      const type = state?.type;
      const brandId = state?.brandId;
      if (!state || type === undefined || brandId === undefined) {
        const user = await deps.userScope(payload.user.id, undefined, deadline);
        await ack({ options: state ? chooseBrandFirstOptions(user.language) : [] });
        return;
      }
      const options = await optionsWithin(deps, 'model', deadline, async () =>
        modelOptions(
          await deps.engine.suggestModels(
            state.scope,
            type,
            brandId,
            payload.value,
            slackLimits.optionsPerMenu,
          ),
        ),
      );
      await ack({ options });
    },
  );
}
