/**
 * The catalogue-gap report as a CSV, Excel-ready in the reader's language like a list's answer
 * (`excelCsv`: a BOM, `;` but in English, no cell breaking a line or running as a formula). Counts
 * only: nobody who asked is named. Answers marked wrong (feedback buttons) are listed with the
 * unit answered, its SKUs and the question asked. Its columns: docs/reports.md.
 */
import { stringify } from 'csv-stringify/sync';
import { type Language, t } from '../i18n/index.js';
import { share } from '../i18n/numbers.js';
import { excelCsv, statusWord } from '../project-lists/csv.js';
import type { UsageReport } from '../state/usage-report.js';
import { type FeedbackSummary, noFeedback } from './feedback-summary.js';

export function gapReportCsv(
  report: UsageReport,
  language: Language,
  feedback: FeedbackSummary = noFeedback,
): Buffer {
  const rows: string[][] = [
    [t(language, 'report.csv.figure'), t(language, 'report.csv.value')],
    [t(language, 'report.csv.since'), new Date(report.since).toISOString().slice(0, 10)],
    [t(language, 'report.lookups'), String(report.lookups)],
    [t(language, 'report.users'), String(report.users)],
    [t(language, 'report.answered'), share(language, report.answeredAtOnce, report.questions)],
    [t(language, 'report.choices'), share(language, report.neededChoice, report.questions)],
    [t(language, 'report.markedRight'), String(feedback.right)],
    [t(language, 'report.markedWrong'), String(feedback.wrong)],
    [],
    [
      t(language, 'report.csv.code'),
      t(language, 'list.csv.brand'),
      t(language, 'report.csv.model'),
      t(language, 'list.csv.status'),
      t(language, 'report.csv.count'),
      t(language, 'report.csv.markets'),
      t(language, 'report.csv.skus'),
      t(language, 'report.csv.question'),
    ],
    ...report.gaps.map((gap) => [
      gap.code,
      gap.brand,
      gap.model,
      statusWord(language, gap.kind),
      String(gap.count),
      gap.markets.join(' | '),
    ]),
    ...feedback.wrongAnswers.map((row) => [
      row.code,
      row.brand,
      row.model,
      t(language, 'report.status.markedWrong'),
      String(row.count),
      row.markets.join(' | '),
      row.skus.join(' | '),
      row.question,
    ]),
    [],
    [t(language, 'list.csv.brand'), t(language, 'report.csv.count')],
    ...report.brands.map((row) => [row.brand, String(row.count)]),
  ];
  return Buffer.from(stringify(rows, excelCsv(language)), 'utf8');
}
