/**
 * Slack Lists in the Slack Web API stand-in, answered as Slack documents them: `slackLists.create`
 * gives the List's id (`F…`) and its schema with an id per column; `slackLists.items.create` an
 * item (its id, `list_id`, `fields`); `slackLists.items.update` and `slackLists.access.set` `ok`.
 * Every List, item and cell is kept, so a test reads what the app wrote. `refuse(error)` makes
 * every Lists method answer `{ ok: false, error }`, as a workspace without Lists does.
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
}

type Body = Record<string, unknown>;

export interface SlackListsDesk {
  readonly lists: StandInList[];
  /** From now on every Lists method answers this error; undefined answers them again. */
  refuse(error: string | undefined): void;
  methods: Map<string, (body: Body) => Body>;
}

const asArray = (value: unknown): Body[] => (Array.isArray(value) ? (value as Body[]) : []);

export function createSlackListsDesk(): SlackListsDesk {
  const lists: StandInList[] = [];
  let refusal: string | undefined;
  let sequence = 0;
  const find = (id: unknown) => lists.find((list) => list.id === id);
  const cellValue = ({ column_id: _, row_id: __, ...value }: Body) => value;
  const guarded =
    (answer: (body: Body) => Body) =>
    (body: Body): Body =>
      refusal ? { ok: false, error: refusal } : answer(body);
  const methods = new Map<string, (body: Body) => Body>([
    [
      'slackLists.create',
      guarded((body) => {
        const id = `F0LIST${String(++sequence).padStart(4, '0')}`;
        const columns = asArray(body.schema).map((column, i) => ({
          id: `Col0${String(i + 1).padStart(8, '0')}`,
          key: String(column.key),
          name: String(column.name),
          type: String(column.type),
        }));
        lists.push({ id, name: String(body.name), columns, items: new Map(), access: [], updates: [] });
        return {
          ok: true,
          list_id: id,
          list_metadata: {
            schema: columns.map((c) => ({ ...c, is_primary_column: c.key === columns[0]?.key })),
          },
        };
      }),
    ],
    [
      'slackLists.items.create',
      guarded((body) => {
        const list = find(body.list_id);
        if (!list) return { ok: false, error: 'list_not_found' };
        const fields = asArray(body.initial_fields);
        if (fields.some((field) => !list.columns.some((c) => c.id === field.column_id)))
          return { ok: false, error: 'invalid_column_id' };
        const id = `Rec0${String(++sequence).padStart(8, '0')}`;
        list.items.set(id, new Map(fields.map((field) => [String(field.column_id), cellValue(field)])));
        return {
          ok: true,
          item: { id, list_id: list.id, date_created: 1700000000, created_by: 'UBOT0001', fields },
        };
      }),
    ],
    [
      'slackLists.items.update',
      guarded((body) => {
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
      'slackLists.access.set',
      guarded((body) => {
        const list = find(body.list_id);
        if (!list) return { ok: false, error: 'list_not_found' };
        const users = Array.isArray(body.user_ids) ? body.user_ids.map(String) : [];
        list.access.push({ level: String(body.access_level), users });
        return { ok: true };
      }),
    ],
  ]);
  return {
    lists,
    refuse: (error) => {
      refusal = error;
    },
    methods,
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
