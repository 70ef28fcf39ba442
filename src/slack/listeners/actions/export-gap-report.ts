/** "Export gap report" on an admin's App Home: the full report as a CSV in their DM (nothing for non-admins). */
import type { BlockAction, ButtonAction } from '@slack/bolt';
import type { ActionArgs } from '../../replies/replace-source.js';
import { sendGapReport } from '../../reports/gap-report.js';
import type { ListenerDeps } from '../../runtime/deps.js';
import { requestScope } from '../../user/middleware.js';

export const exportGapReport =
  (deps: ListenerDeps) =>
  async ({ ack, client, context }: ActionArgs<BlockAction<ButtonAction>>) => {
    await ack();
    await sendGapReport(deps, client, await requestScope(context));
  };
