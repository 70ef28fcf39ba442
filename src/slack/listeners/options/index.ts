/**
 * Type-ahead for the brand and model menus. Answered before Slack's deadline whatever the
 * catalogue does: no options (and a log line) rather than no answer.
 */
import type { App, types } from '@slack/bolt';
import { actionIds, decodeMenuBlockId } from '../../blocks/ids.js';
import { slackLimits } from '../../blocks/limits.js';
import { brandOptions, chooseBrandFirstOptions, modelOptions } from '../../blocks/menus.js';
import type { ListenerDeps } from '../../deps.js';
import { optionsDeadlineMs } from '../../replies.js';
import { settleWithin } from '../../settle.js';

async function optionsWithin(
  deps: ListenerDeps,
  what: string,
  load: () => Promise<types.PlainTextOption[]>,
): Promise<types.PlainTextOption[]> {
  const loading = load().catch((error: unknown) => {
    deps.logger.warn({ err: error }, `Loading ${what} options failed`);
    return [];
  });
  const loaded = await settleWithin(loading, optionsDeadlineMs);
  if (!loaded) deps.logger.warn(`Loading ${what} options took over ${optionsDeadlineMs} ms; answered none`);
  return loaded?.value ?? [];
}

export function register(app: App, deps: ListenerDeps): void {
  app.options<'block_suggestion'>(
    { type: 'block_suggestion', action_id: actionIds.menuBrand },
    async ({ payload, ack }) => {
      const state = decodeMenuBlockId(payload.block_id);
      const type = state?.type;
      if (!state || type === undefined) {
        await ack({ options: [] });
        return;
      }
      const options = await optionsWithin(deps, 'brand', async () =>
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
      const state = decodeMenuBlockId(payload.block_id);
      const type = state?.type;
      const brandId = state?.brandId;
      if (!state || type === undefined || brandId === undefined) {
        const user = await deps.userScope(payload.user.id);
        await ack({ options: state ? chooseBrandFirstOptions(user.language) : [] });
        return;
      }
      const options = await optionsWithin(deps, 'model', async () =>
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
