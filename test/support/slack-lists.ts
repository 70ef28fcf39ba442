/**
 * Slack Lists in the Slack Web API stand-in, answered as Slack documents them: `slackLists.create`
 * gives the List's id (`F…`: a List is a file) and its schema with an id per column;
 * `slackLists.items.create` an item (its id, `list_id`, `fields`); `items.list` pages the items,
 * `items.deleteMultiple` and `items.update` change them, `slackLists.update` renames, and
 * `slackLists.access.set` shares. `files.list` (newest first, paged) and `files.info` describe the
 * Lists as files (their name, the bot as their user, `list_metadata.schema`), `files.delete` deletes one. Every List,
 * item and cell is kept, so a test reads what the app wrote. Each Lists method needs the scope
 * Slack's reference names (`lists:read` to read items, else `lists:write`): one the token was not
 * granted (by default, the bot scopes manifest.yml declares) answers `missing_scope`. Faults:
 * `refuse(error, method?)` makes every Lists method (or one) answer `{ ok: false, error }`, as a
 * workspace without Lists does; `failItemAt(n, error)` fails the n-th item of every List;
 * `refuseDelete(error)` fails `files.delete`; `grantScopes(scopes)` changes what the token has.
 */
export interface StandInList {
  id: string;
  name: string;
  columns: { id: string; key: string; name: string; type: string }[];
  /** Items by id: their cells by column id. */
  items: Map<string, Map<string, unknown>>;
  access: { level: string; users: string[] }[];
  /** Each items.update call: the row ids it updated. */
  updates: string[][];
  /** Epoch seconds it was made. */
  created: number;
  /** Deleted with files.delete. */
  deleted: boolean;
}

type Body = Record<string, unknown>;

export interface SlackListsDesk {
  readonly lists: StandInList[];
  /** From now on every Lists method (or `method` alone) answers this error; undefined answers them again. */
  refuse(error: string | undefined, method?: string): void;
  /** The `n`-th item of any List (from 1) fails with `error`; undefined: none fails. */
  failItemAt(n: number | undefined, error?: string): void;
  /** files.delete of a List answers this error; undefined: it deletes. */
  refuseDelete(error: string | undefined): void;
  /** The scopes the token has from now on. */
  grantScopes(scopes: readonly string[]): void;
  methods: Map<string, (body: Body) => Body>;
  /** The Lists as files.list shows them, newest first (no channel: Lists are in none). */
  asFiles(body: Body): Body[];
  /** files.info's answer for a List, or undefined when `id` is no List here. */
  fileInfo(id: unknown): Body | undefined;
}

const asArray = (value: unknown): Body[] => (Array.isArray(value) ? (value as Body[]) : []);

/** The scope each Lists method needs, as Slack's method reference names it. */
const scopeOf = (method: string) =>
  ['slackLists.items.list', 'slackLists.items.info'].includes(method) ? 'lists:read' : 'lists:write';

export function createSlackListsDesk(botUserId: string, scopes: readonly string[]): SlackListsDesk {
  const lists: StandInList[] = [];
  let granted = new Set(scopes);
  let refusal: { error: string; method: string | undefined } | undefined;
  let itemFault: { n: number; error: string } | undefined;
  let deleteRefusal: string | undefined;
  let sequence = 0;
  const find = (id: unknown) => lists.find((list) => list.id === id && !list.deleted);
  const cellValue = ({ column_id: _, row_id: __, ...value }: Body) => value;
  const schemaOf = (list: StandInList) =>
    list.columns.map((c) => ({ ...c, is_primary_column: c.key === list.columns[0]?.key }));
  const fileOf = (list: StandInList) => ({
    id: list.id,
    name: list.name,
    title: list.name,
    filetype: 'list',
    user: botUserId,
    created: list.created,
    list_metadata: { schema: schemaOf(list) },
  });
  const guarded =
    (method: string, answer: (body: Body) => Body) =>
    (body: Body): Body => {
      if (!granted.has(scopeOf(method)))
        return {
          ok: false,
          error: 'missing_scope',
          needed: scopeOf(method),
          provided: [...granted].join(','),
        };
      return refusal && (refusal.method === undefined || refusal.method === method)
        ? { ok: false, error: refusal.error }
        : answer(body);
    };
  const methods = new Map<string, (body: Body) => Body>([
    [
      'slackLists.create',
      guarded('slackLists.create', (body) => {
        const id = `F0LIST${String(++sequence).padStart(4, '0')}`;
        const columns = asArray(body.schema).map((column, i) => ({
          id: `Col0${String(i + 1).padStart(8, '0')}`,
          key: String(column.key),
          name: String(column.name),
          type: String(column.type),
        }));
        const list: StandInList = {
          id,
          name: String(body.name),
          columns,
          items: new Map(),
          access: [],
          updates: [],
          created: Math.floor(Date.now() / 1000),
          deleted: false,
        };
        lists.push(list);
        return { ok: true, list_id: id, list_metadata: { schema: schemaOf(list) } };
      }),
    ],
    [
      'slackLists.items.create',
      guarded('slackLists.items.create', (body) => {
        const list = find(body.list_id);
        if (!list) return { ok: false, error: 'list_not_found' };
        if (itemFault && list.items.size + 1 === itemFault.n) return { ok: false, error: itemFault.error };
        const fields = asArray(body.initial_fields);
        if (fields.some((field) => !list.columns.some((c) => c.id === field.column_id)))
          return { ok: false, error: 'invalid_column_id' };
        const id = `Rec0${String(++sequence).padStart(8, '0')}`;
        list.items.set(id, new Map(fields.map((field) => [String(field.column_id), cellValue(field)])));
        return {
          ok: true,
          item: { id, list_id: list.id, date_created: 1700000000, created_by: botUserId, fields },
        };
      }),
    ],
    [
      'slackLists.items.list',
      guarded('slackLists.items.list', (body) => {
        const list = find(body.list_id);
        if (!list) return { ok: false, error: 'list_not_found' };
        const ids = [...list.items.keys()];
        const start = Number(body.cursor ? String(body.cursor).slice('page:'.length) : 0);
        const end = start + Math.min(Number(body.limit ?? 100) || 100, 1000);
        return {
          ok: true,
          items: ids.slice(start, end).map((id) => ({ id, list_id: list.id })),
          response_metadata: { next_cursor: end < ids.length ? `page:${end}` : '' },
        };
      }),
    ],
    [
      'slackLists.items.deleteMultiple',
      guarded('slackLists.items.deleteMultiple', (body) => {
        const list = find(body.list_id);
        if (!list) return { ok: false, error: 'list_not_found' };
        for (const id of Array.isArray(body.ids) ? body.ids : []) list.items.delete(String(id));
        return { ok: true };
      }),
    ],
    [
      'slackLists.items.update',
      guarded('slackLists.items.update', (body) => {
        const list = find(body.list_id);
        if (!list) return { ok: false, error: 'list_not_found' };
        const cells = asArray(body.cells);
        const rows = [...new Set(cells.map((cell) => String(cell.row_id)))];
        if (rows.some((row) => !list.items.has(row))) return { ok: false, error: 'item_not_found' };
        for (const cell of cells)
          list.items.get(String(cell.row_id))?.set(String(cell.column_id), cellValue(cell));
        list.updates.push(rows);
        return { ok: true };
      }),
    ],
    [
      'slackLists.update',
      guarded('slackLists.update', (body) => {
        const list = find(body.id);
        if (!list) return { ok: false, error: 'list_not_found' };
        if (typeof body.name === 'string') list.name = body.name;
        return { ok: true };
      }),
    ],
    [
      'slackLists.access.set',
      guarded('slackLists.access.set', (body) => {
        const list = find(body.list_id);
        if (!list) return { ok: false, error: 'list_not_found' };
        const users = Array.isArray(body.user_ids) ? body.user_ids.map(String) : [];
        list.access.push({ level: String(body.access_level), users });
        return { ok: true };
      }),
    ],
    [
      'files.delete',
      (body) => {
        const list = find(body.file);
        if (!list) return { ok: false, error: 'file_not_found' };
        if (deleteRefusal) return { ok: false, error: deleteRefusal };
        list.deleted = true;
        return { ok: true };
      },
    ],
  ]);
  return {
    lists,
    refuse: (error, method) => {
      refusal = error === undefined ? undefined : { error, method };
    },
    failItemAt: (n, error = 'internal_error') => {
      itemFault = n === undefined ? undefined : { n, error };
    },
    refuseDelete: (error) => {
      deleteRefusal = error;
    },
    grantScopes: (next) => {
      granted = new Set(next);
    },
    methods,
    // Every List here is the bot's: another user's files list none; neither does a channel's.
    asFiles: (body) =>
      body.channel !== undefined || (body.user !== undefined && body.user !== botUserId)
        ? []
        : lists
            .filter((list) => !list.deleted && list.created >= Number(body.ts_from ?? 0))
            .map(fileOf)
            .reverse(),
    fileInfo: (id) => {
      const list = find(id);
      return list ? { ok: true, file: fileOf(list) } : undefined;
    },
  };
}

/** The text of a rich-text cell as the stand-in keeps it. */
export function cellText(cell: unknown): string {
  const blocks =
    (cell as { rich_text?: { elements?: { elements?: { text?: string }[] }[] }[] })?.rich_text ?? [];
  return blocks
    .flatMap((block) => block.elements ?? [])
    .flatMap((section) => section.elements ?? [])
    .map((element) => element.text ?? '')
    .join('');
}
