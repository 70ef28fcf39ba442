/**
 * Replies: the CSV of every unit a SKU fits, sent to the user's DM with the app when the answer
 * to a SKU typed as a question (src/lookup/ask.ts, rendered by blocks/sku.ts) shows only the
 * first ones: a slash command's reply cannot carry a file. Sent in the background; a failure is
 * logged, the answer stands.
 */
import { type Language, t } from '../../i18n/index.js';
import type { Logger } from '../../log/logger.js';
import type { SkuResult } from '../../lookup/sku-question.js';
import { withSampleRows } from '../../project-lists/csv.js';
import { shownSkuUnits, skuCsv } from '../blocks/sku.js';
import type { TeamClient } from '../runtime/slack-clients.js';
import type { UserScope } from '../user/user-scope.js';
import { dmWith } from './place.js';

export type SkuUnitsCsv = (user: UserScope, result: SkuResult, language: Language) => void;

export function createSkuUnitsCsv(deps: {
  teamClient: TeamClient;
  logger: Logger;
  /** The embedded sample catalogue answers: the CSV says it is not for orders. */
  sample: boolean;
}): SkuUnitsCsv {
  return (user, result, language) => {
    if (result.kind !== 'sku_units' || result.units.length <= shownSkuUnits) return;
    const { sku, units, scope } = result;
    const client = deps.teamClient(user.teamId);
    void dmWith(client, user.userId)
      .then(({ channel }) =>
        client.filesUploadV2({
          channel_id: channel,
          file: withSampleRows(skuCsv(units, language), language, deps.sample),
          filename: `units-${sku.replace(/[^A-Za-z0-9_-]/g, '')}-${scope.market}.csv`,
          title: t(language, 'sku.fileTitle', { sku, market: scope.market }),
        }),
      )
      .catch((error: unknown) => deps.logger.warn({ err: error }, 'Could not send the CSV of a SKU’s units'));
  };
}
