/**
 * The catalogue-gap report in Slack, for admins only (see user/admins.ts): its summary on the
 * admin's App Home (top 10 of each list, last 30 days; the answers marked wrong with the feedback
 * buttons among them, reports/feedback-summary.ts), and the full report as a CSV file in
 * the admin's DM with the app, from the Home button or `/controller report` (`GapReports`, one
 * per app, on `context.services`).
 */

import type { types, webApi } from '@slack/bolt';
import { t } from '../../i18n/index.js';
import type { Logger } from '../../log/logger.js';
import { summariseFeedback } from '../../reports/feedback-summary.js';
import { gapReportCsv } from '../../reports/gap-csv.js';
import type { AppState } from '../../state/store.js';
import { buildReportBlocks } from '../blocks/report.js';
import { dmWith } from '../replies/place.js';
import type { IsAdmin } from '../user/admins.js';
import type { UserScope } from '../user/user-scope.js';

export const reportDays = 30;
const homeRows = 10;
const dayMs = 86_400_000;

export interface GapReports {
  /** True for the users who see the usage and gap reports. */
  isAdmin: IsAdmin;
  /** The report blocks for an admin's Home; none for anyone else, or when the log cannot be read. */
  homeBlocks(user: UserScope): Promise<types.KnownBlock[]>;
  /** Sends the full report to the admin's DM; false (nothing sent) for someone who is not an admin. */
  send(client: webApi.WebClient, user: UserScope): Promise<boolean>;
}

export function createGapReports(deps: {
  isAdmin: IsAdmin;
  lookupLog: AppState['lookupLog'];
  feedback: AppState['feedback'];
  logger: Logger;
}): GapReports {
  const { isAdmin, lookupLog, feedback, logger } = deps;
  return {
    isAdmin,
    async homeBlocks(user) {
      if (!(await isAdmin(user.userId))) return [];
      try {
        const since = Date.now() - reportDays * dayMs;
        const [report, pressed] = await Promise.all([
          lookupLog.report(since, homeRows),
          feedback.since(since),
        ]);
        return buildReportBlocks(report, summariseFeedback(pressed, homeRows), reportDays, user.language);
      } catch (error) {
        logger.warn({ err: error }, 'Could not read the usage report');
        return [];
      }
    },
    async send(client, user) {
      if (!(await isAdmin(user.userId))) return false;
      const since = Date.now() - reportDays * dayMs;
      const [report, pressed] = await Promise.all([lookupLog.report(since), feedback.since(since)]);
      const { channel } = await dmWith(client, user.userId);
      const day = new Date().toISOString().slice(0, 10);
      await client.filesUploadV2({
        channel_id: channel,
        file: gapReportCsv(report, user.language, summariseFeedback(pressed)),
        filename: `catalogue-gaps-${day}.csv`,
        title: t(user.language, 'report.fileTitle'),
      });
      return true;
    },
  };
}
