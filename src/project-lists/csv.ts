/**
 * The CSV answer to a list, made to open correctly in Excel in the reader's language: one row per
 * line, then the order summary, with statuses a column filter picks out. Only clean answers count
 * in the summary, and no cell breaks a line or runs as a formula (csv-stringify's
 * `escape_formulas`). The format: docs/project-lists.md.
 */
import { type Options, stringify } from 'csv-stringify/sync';
import { type Language, type MessageKey, t } from '../i18n/index.js';
import type { LookupResult } from '../lookup/result.js';
import type { ListLine } from './lines.js';
import type { LineOutcome, ListStatus } from './outcome.js';

export interface ListAnswerLine {
  line: ListLine;
  outcome: LineOutcome;
  /** What the engine answered, for the lookup log; unset for a line an earlier run settled. */
  result?: LookupResult;
}

export interface SummaryRow {
  sku: string;
  typeName: string;
  quantity: number;
  lines: number[];
}

const statusKeys: Readonly<Record<ListStatus, MessageKey>> = {
  answered: 'list.csv.status.answered',
  check: 'list.csv.status.check',
  choose: 'list.csv.status.choose',
  not_found: 'list.csv.status.notFound',
  not_sold: 'list.csv.status.notSold',
  unavailable: 'list.csv.status.unavailable',
};

/** A status as the CSV files write it, in the reader's language. */
export const statusWord = (language: Language, status: ListStatus): string => t(language, statusKeys[status]);

/** The separator Excel expects in this language: `,` in English, `;` where decimals take a comma. */
const csvSeparator = (language: Language): ',' | ';' => (language === 'en' ? ',' : ';');

/** Line breaks of every kind a spreadsheet or a line reader may split a record at. */
const lineBreaks = /[\r\n\v\f\u0085\u2028\u2029]+/g;

/**
 * A text cell on one line: its line breaks folded to spaces and leading white space other than
 * a tab dropped, so that no reader, however it splits records, sees a cell (or a line) start
 * where a formula could, and the formula check reads the cell's real first character (a tab is
 * one of the formula starts it escapes).
 */
const oneLineCell = (value: string): string => value.replace(lineBreaks, ' ').replace(/^[^\S\t]+/, '');

/**
 * How every CSV of the app is written for Excel in `language`: text cells on one line, formula
 * starts escaped (csv-stringify's `escape_formulas`: `=`, `+`, `-`, `@`, tab, CR and their
 * full-width forms get a leading `'`), and a line break quoted should one reach a cell all the
 * same (CRLF records turn csv-stringify's quoting of a bare line feed off unless asked).
 */
/** A CSV from the embedded sample catalogue ends with an empty row and one saying it is not for orders. */
export const withSampleRows = (csv: Buffer, language: Language, sample: boolean | undefined): Buffer =>
  sample
    ? Buffer.concat([
        csv,
        Buffer.from(stringify([[], [t(language, 'sample.notice')]], { ...excelCsv(language), bom: false })),
      ])
    : csv;

export const excelCsv = (language: Language): Options => ({
  delimiter: csvSeparator(language),
  record_delimiter: 'windows',
  quote_record_delimiter: true,
  bom: true,
  escape_formulas: true,
  cast: { string: oneLineCell },
});

/** Total quantity per SKU (and type) over the answered lines, by type then SKU. */
export function orderSummary(answers: readonly ListAnswerLine[]): SummaryRow[] {
  const rows = new Map<string, SummaryRow>();
  for (const { line, outcome } of answers) {
    if (outcome.status !== 'answered') continue;
    for (const { sku, typeName } of outcome.skus) {
      const key = JSON.stringify([typeName, sku]);
      const row = rows.get(key) ?? { sku, typeName, quantity: 0, lines: [] };
      row.quantity += line.quantity;
      row.lines.push(line.number);
      rows.set(key, row);
    }
  }
  return [...rows.values()].sort(
    (a, b) => a.typeName.localeCompare(b.typeName) || a.sku.localeCompare(b.sku),
  );
}

/** `1, 2, 3, 7` → `1-3, 7`. */
export function lineRanges(numbers: readonly number[]): string {
  const sorted = [...new Set(numbers)].sort((a, b) => a - b);
  const ranges: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === (sorted[j] ?? 0) + 1) j += 1;
    ranges.push(i === j ? String(sorted[i]) : `${sorted[i]}-${sorted[j]}`);
    i = j + 1;
  }
  return ranges.join(', ');
}

export function listCsv(
  answers: readonly ListAnswerLine[],
  language: Language,
  /** Line numbers a catalogue change changed: a last column marks them. */
  changed?: ReadonlySet<number>,
): Buffer {
  const mark = (number: number) =>
    changed ? [changed.has(number) ? t(language, 'watch.csv.changedMark') : ''] : [];
  const header = [
    'line',
    'typed',
    'quantity',
    'brand',
    'model',
    'type',
    'sku',
    'status',
    'candidates',
    'warnings',
  ] as const;
  const lineRows = answers.map(({ line, outcome }) => [
    String(line.number),
    line.typed,
    String(line.quantity),
    outcome.brand ?? '',
    outcome.model ?? '',
    outcome.skus.map((s) => s.typeName).join(' | '),
    outcome.skus.map((s) => s.sku).join(' | '),
    statusWord(language, outcome.status),
    outcome.candidates.join(' | '),
    outcome.warnings.join(' | '),
    ...mark(line.number),
  ]);
  const summary = orderSummary(answers).map((row) => [
    row.sku,
    row.typeName,
    String(row.quantity),
    lineRanges(row.lines),
  ]);
  const text = stringify(
    [
      [
        ...header.map((key) => t(language, `list.csv.${key}`)),
        ...(changed ? [t(language, 'watch.csv.changed')] : []),
      ],
      ...lineRows,
      [],
      [t(language, 'list.csv.summary')],
      ['sku', 'type', 'total', 'lines'].map((key) =>
        t(language, `list.csv.summary.${key}` as 'list.csv.summary.sku'),
      ),
      ...summary,
    ],
    excelCsv(language),
  );
  return Buffer.from(text, 'utf8');
}
