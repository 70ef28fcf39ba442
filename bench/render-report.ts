/**
 * `npm run render`'s pictures of the admins' gap report on App Home, with answers marked wrong
 * with the feedback buttons (English and French): invented counts drawn by the app's own builder.
 */
import { summariseFeedback } from '../src/reports/feedback-summary.js';
import { buildReportBlocks } from '../src/slack/blocks/report.js';
import type { AnswerFeedback } from '../src/state/schema.js';
import type { RenderedPage } from '../test/support/block-kit-html.js';

const at = Date.UTC(2026, 10, 24, 9);
const pressed = (
  verdict: AnswerFeedback['verdict'],
  question: string,
  market: string,
  skus: string[],
): AnswerFeedback => ({ at, verdict, market, question, brand: 'Daikin', model: 'FTXM25R', skus });

const feedback = summariseFeedback([
  pressed('wrong', 'daikin ftxm25r', 'GB', ['DK-WIFI-01', 'DK-WIRED-02']),
  pressed('wrong', 'Daikin FTXM-25R <@U0SALES01>', 'FR', ['DK-WIFI-01', 'DK-WIRED-02']),
  pressed('right', 'daikin ftxm25r', 'GB', ['DK-WIFI-01']),
  pressed('right', 'mitsu msz ln25', 'GB', ['MI-WIFI-01']),
]);

const usage = {
  since: at - 30 * 86_400_000,
  lookups: 120,
  users: 14,
  questions: 110,
  answeredAtOnce: 88,
  neededChoice: 15,
  gaps: [
    {
      code: 'ZZZ999',
      brand: 'Daikin',
      model: 'zzz999',
      kind: 'not_found' as const,
      count: 3,
      markets: ['GB'],
    },
  ],
  brands: [{ brand: 'Daikin', count: 60 }],
};

export const reportPages = (): [string, RenderedPage][] =>
  (['en', 'fr'] as const).map((language) => [
    language === 'en' ? 'report-feedback' : `report-feedback-${language}`,
    {
      caption: `App Home, an admin's report (${language})`,
      blocks: buildReportBlocks(usage, feedback, 30, language),
      surface: 'view',
    },
  ]);
