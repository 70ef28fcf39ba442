/**
 * A watched list as a Slack List, through Bolt's client's typed `slackLists.*` methods: created
 * (`slackLists.create`) with the columns line as typed, quantity, brand, unit, controller type,
 * SKU and status, one item per line (`slackLists.items.create`), shared with the person who sent
 * the list (`slackLists.access.set`); on a catalogue change, the changed lines' items updated in
 * one call (`slackLists.items.update`), no other. Lists are a paid-plan feature: where Slack
 * refuses them (a free workspace, a token or scope that cannot, Lists turned off), nothing is
 * said to the user, the answer goes on without one, and the workspace is not asked again for a
 * day (remembered in the watch store, for every instance). Text cells are rich text, as Slack asks.
 */
import { type types, webApi } from '@slack/bolt';
import { type Language, t } from '../../i18n/index.js';
import type { Logger } from '../../log/logger.js';
import { statusWord } from '../../project-lists/csv.js';
import type { WatchedLine } from '../../watched-lists/lines.js';
import type { SlackListRef, WatchStore } from '../../watched-lists/store.js';

/** How long a workspace that refused Lists is not asked again. */
const listsRefusedMs = 86_400_000;

/** Errors by which Slack says this workspace or token cannot have Lists (not a passing failure). */
const refusals: ReadonlySet<string> = new Set([
  'not_allowed_token_type',
  'missing_scope',
  'feature_not_enabled',
  'paid_only',
  'paid_teams_only',
  'team_not_paid',
  'lists_disabled_user_team',
  'restricted_action',
  'access_denied',
  'unknown_method',
]);

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

/** The cells of `line` with Slack's column ids. */
const fieldsOf = (line: WatchedLine, language: Language, columns: Record<string, string>) =>
  Object.values(cellsOf(line, language)).map((cell) => ({
    ...cell,
    column_id: columns[cell.column_id] ?? '',
  }));

export interface SlackLists {
  /** Creates the list's Slack List and shares it with its owner; undefined where Slack refuses Lists. */
  create(list: {
    name: string;
    owner: string;
    language: Language;
    lines: readonly WatchedLine[];
  }): Promise<SlackListRef | undefined>;
  /** Updates the items of `lines` (the changed ones) in the Slack List; never throws. */
  update(ref: SlackListRef, lines: readonly WatchedLine[], language: Language): Promise<void>;
  /** The Slack List's address in the workspace, when Slack told the workspace's. */
  url(ref: SlackListRef): Promise<string | undefined>;
}

export function createSlackLists(deps: {
  client: webApi.WebClient;
  store: WatchStore;
  logger: Logger;
}): SlackLists {
  const { client, store, logger } = deps;
  let workspace: Promise<{ team: string; url?: string }> | undefined;
  const workspaceOf = () => {
    workspace ??= client.auth.test().then(
      (auth) => ({ team: auth.team_id ?? '', ...(auth.url ? { url: auth.url } : {}) }),
      (error: unknown) => {
        workspace = undefined;
        throw error;
      },
    );
    return workspace;
  };
  const refused = (error: unknown) =>
    error instanceof webApi.WebAPIPlatformError && refusals.has(error.data.error);

  return {
    async create(list) {
      const { team } = await workspaceOf();
      if (await store.listsRefused(team, Date.now())) return undefined;
      try {
        const created = await client.slackLists.create({
          name: list.name,
          schema: columnKeys.map((key) => ({
            key,
            name: t(list.language, columnNames[key]),
            type: key === 'quantity' ? 'number' : 'text',
            ...(key === 'line' ? { is_primary_column: true } : {}),
          })),
        });
        const id = created.list_id ?? '';
        const columns = Object.fromEntries(
          (created.list_metadata?.schema ?? []).map((column) => [column.key ?? '', column.id ?? '']),
        );
        const items: Record<string, string> = {};
        for (const line of list.lines) {
          const item = await client.slackLists.items.create({
            list_id: id,
            initial_fields: fieldsOf(line, list.language, columns),
          });
          if (item.item?.id) items[String(line.line.number)] = item.item.id;
        }
        await client.slackLists.access.set({ list_id: id, access_level: 'write', user_ids: [list.owner] });
        return { id, columns, items };
      } catch (error) {
        if (!refused(error)) {
          logger.warn({ err: error }, 'Could not make a Slack List of a list; answered without one');
          return undefined;
        }
        logger.info({ team }, 'Slack refuses Lists in this workspace; not asked again for a day');
        await store.refuseLists(team, Date.now() + listsRefusedMs);
        return undefined;
      }
    },
    async update(ref, lines, language) {
      const cells = lines.flatMap((line) => {
        const row_id = ref.items[String(line.line.number)];
        return row_id ? fieldsOf(line, language, ref.columns).map((cell) => ({ ...cell, row_id })) : [];
      });
      if (cells.length === 0) return;
      try {
        await client.slackLists.items.update({ list_id: ref.id, cells });
      } catch (error) {
        logger.warn({ err: error }, 'Could not update the Slack List of a watched list');
      }
    },
    async url(ref) {
      const { team, url } = await workspaceOf().catch(() => ({ team: '', url: undefined }));
      return url ? `${url.endsWith('/') ? url : `${url}/`}lists/${team}/${ref.id}` : undefined;
    },
  };
}
