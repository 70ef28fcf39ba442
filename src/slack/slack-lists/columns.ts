/**
 * A Slack List's columns (line as typed, quantity, brand, unit, controller type, SKU, status:
 * their names in the owner's language) and a watched line's cells in them, as
 * `slackLists.create`'s schema and `slackLists.items.*`'s fields take them. Text cells are rich
 * text, as Slack asks.
 */
import type { types, webApi } from '@slack/bolt';
import { type Language, t } from '../../i18n/index.js';
import { statusWord } from '../../project-lists/csv.js';
import type { WatchedLine } from '../../watched-lists/lines.js';

const columnKeys = ['line', 'quantity', 'brand', 'unit', 'type', 'sku', 'status'] as const;
type ColumnKey = (typeof columnKeys)[number];
const columnNames = {
  line: 'list.csv.typed',
  quantity: 'list.csv.quantity',
  brand: 'list.csv.brand',
  unit: 'list.csv.model',
  type: 'list.csv.type',
  sku: 'list.csv.sku',
  status: 'list.csv.status',
} as const;

/** `slackLists.create`'s schema: one column per key, the line as typed the primary one. */
export const listSchema = (language: Language): webApi.SlackListsCreateArguments['schema'] =>
  columnKeys.map((key) => ({
    key,
    name: t(language, columnNames[key]),
    type: key === 'quantity' ? 'number' : 'text',
    ...(key === 'line' ? { is_primary_column: true } : {}),
  }));

const richText = (text: string): types.RichTextBlock[] => [
  {
    type: 'rich_text',
    elements: [{ type: 'rich_text_section', elements: [{ type: 'text', text: text || '—' }] }],
  },
];

type ItemField = NonNullable<webApi.SlackListsItemsCreateArguments['initial_fields']>[number];

/** A line's cells by column key. */
function cellsOf(line: WatchedLine, language: Language): Record<ColumnKey, ItemField> {
  const { outcome } = line;
  const text = (column_id: string, value: string) => ({ column_id, rich_text: richText(value) });
  return {
    line: text('line', line.line.typed),
    quantity: { column_id: 'quantity', number: [line.line.quantity] },
    brand: text('brand', outcome.brand ?? ''),
    unit: text('unit', outcome.model ?? ''),
    type: text('type', outcome.skus.map((s) => s.typeName).join(' | ')),
    sku: text('sku', outcome.skus.map((s) => s.sku).join(' | ')),
    status: text('status', statusWord(language, outcome.status)),
  };
}

/** The cells of `line` with Slack's column ids (`columns`: Slack's id by our key). */
export const fieldsOf = (line: WatchedLine, language: Language, columns: Record<string, string>) =>
  Object.values(cellsOf(line, language)).map((cell) => ({
    ...cell,
    column_id: columns[cell.column_id] ?? '',
  }));
