/**
 * Replies: a SKU typed as a question (`/controller CFKNXDAI001R000`, a DM, a mention, the agent
 * view), answered from the catalogue copy by the engine's `lookupSku`; beyond 20 units the CSV of
 * them all goes to the user's DM with the app (a slash command's reply cannot carry a file).
 * Undefined when the text asks no SKU question: the caller looks it up as a unit.
 */
import type { webApi } from '@slack/bolt';
import { t } from '../../i18n/index.js';
import type { Logger } from '../../log/logger.js';
import type { LookupEngine } from '../../lookup/engine.js';
import type { SlackMessage } from '../blocks/message.js';
import { buildSkuMessage, shownSkuUnits, skuCsv } from '../blocks/sku.js';
import type { UserScope } from '../user/user-scope.js';
import { dmWith } from './place.js';

export type SkuReply = (user: UserScope, text: string) => Promise<SlackMessage | undefined>;

export function createSkuReply(deps: {
  engine: Pick<LookupEngine, 'lookupSku'>;
  client: webApi.WebClient;
  logger: Logger;
}): SkuReply {
  return async (user, text) => {
    const scope = { market: user.market, locale: user.locale };
    const result = await deps.engine.lookupSku({ text, scope });
    if (!result) return undefined;
    if (result.kind === 'sku_units' && result.units.length > shownSkuUnits) {
      const { sku, units } = result;
      void dmWith(deps.client, user.userId)
        .then(({ channel }) =>
          deps.client.filesUploadV2({
            channel_id: channel,
            file: skuCsv(units, user.language),
            filename: `units-${sku.replace(/[^A-Za-z0-9_-]/g, '')}-${scope.market}.csv`,
            title: t(user.language, 'sku.fileTitle', { sku, market: scope.market }),
          }),
        )
        .catch((error: unknown) =>
          deps.logger.warn({ err: error }, 'Could not send the CSV of a SKU’s units'),
        );
    }
    return buildSkuMessage(result, user.language);
  };
}
