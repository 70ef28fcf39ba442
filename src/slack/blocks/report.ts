/**
 * The admins' part of App Home: the gap report's figures, gaps, answers marked wrong and brands,
 * with a button that sends the full report as a CSV (docs/reports.md). Counts only: nobody who
 * asked is named.
 */
import type { types } from '@slack/bolt';
import { type Language, labelled, t } from '../../i18n/index.js';
import { share } from '../../i18n/numbers.js';
import type { FeedbackSummary } from '../../reports/feedback-summary.js';
import type { UsageReport } from '../../state/usage-report.js';
import { actionIds } from './ids.js';
import { slackLimits } from './limits.js';
import { echo, sectionBlock } from './message.js';
import { codeSpan, escapeMrkdwn, joinLinesWithin, mrkdwn, plainText } from './text.js';

export function buildReportBlocks(
  report: UsageReport,
  feedback: FeedbackSummary,
  days: number,
  language: Language,
): types.KnownBlock[] {
  const figure = (
    key:
      | 'report.lookups'
      | 'report.users'
      | 'report.answered'
      | 'report.choices'
      | 'report.markedRight'
      | 'report.markedWrong',
    value: string,
  ) => mrkdwn(`${t(language, key)}\n*${value}*`, slackLimits.fieldText);
  const gapLines = report.gaps.map((gap) => {
    const status = t(language, gap.kind === 'not_found' ? 'list.status.notFound' : 'list.status.notSold');
    const brand = gap.brand ? ` ${escapeMrkdwn(gap.brand)}` : '';
    const markets = gap.markets.map(escapeMrkdwn).join(', ');
    return `• ${labelled(language, `\`${gap.code}\`${brand}`, `${gap.count}× ${status} · ${markets}`)}`;
  });
  const wrongLines = feedback.wrongAnswers.map((row) => {
    const unit = escapeMrkdwn(`${row.brand} ${row.model}`.trim());
    const skus = row.skus.map((sku) => codeSpan(escapeMrkdwn(sku))).join(', ') || '–';
    const markets = row.markets.map(escapeMrkdwn).join(', ');
    return `• ${labelled(language, `*${unit}*`, `${skus} · ${row.count}× · ${markets}`)}\n   _${echo(row.question)}_`;
  });
  const brandLines = report.brands.map(
    (row) => `• ${labelled(language, escapeMrkdwn(row.brand), String(row.count))}`,
  );
  const list = (title: string, lines: string[], empty: string) =>
    sectionBlock(
      joinLinesWithin([title, ...(lines.length > 0 ? lines : [empty])], slackLimits.sectionText, (count) =>
        t(language, 'status.more', { count }),
      ),
    );
  return [
    { type: 'divider' },
    { type: 'header', text: plainText(t(language, 'report.title', { days }), slackLimits.headerText) },
    {
      type: 'section',
      fields: [
        figure('report.lookups', String(report.lookups)),
        figure('report.users', String(report.users)),
        figure('report.answered', share(language, report.answeredAtOnce, report.questions)),
        figure('report.choices', share(language, report.neededChoice, report.questions)),
        figure('report.markedRight', String(feedback.right)),
        figure('report.markedWrong', String(feedback.wrong)),
      ],
    },
    list(t(language, 'report.gaps'), gapLines, t(language, 'report.noGaps')),
    list(t(language, 'report.wrongAnswers'), wrongLines, t(language, 'report.noWrongAnswers')),
    list(t(language, 'report.brands'), brandLines, '–'),
    {
      type: 'actions',
      elements: [
        {
          type: 'button',
          action_id: actionIds.exportGapReport,
          text: plainText(t(language, 'report.export'), slackLimits.buttonText),
        },
      ],
    },
  ];
}
