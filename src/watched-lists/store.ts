/**
 * Watched lists: what the app keeps of an answered list for LIST_WATCH_DAYS to tell its owner when
 * the catalogue changes an answer, found by the units it holds. Every write after the first is a
 * compare-and-set on the list's revision (`swap`, `changeList`): two instances never write over
 * each other. What is kept and why: docs/project-lists.md#watched-lists-and-slack-lists.
 */
import { z } from 'zod';
import { languages } from '../i18n/index.js';
import { parseJson } from '../shared/parse-json.js';
import { lineChangeSchema } from './line-changes.js';
import { watchedLineSchema } from './lines.js';

/**
 * A list's Slack List: its id, its columns' ids by our key, each line's item id by line number;
 * `incomplete` when it could be neither finished nor deleted (kept, named so, `done` of `total` lines).
 */
export const slackListRefSchema = z.object({
  id: z.string().min(1),
  columns: z.record(z.string(), z.string()),
  items: z.record(z.string(), z.string()),
  incomplete: z.object({ done: z.number(), total: z.number() }).optional(),
});
export type SlackListRef = z.infer<typeof slackListRefSchema>;

export const watchedListSchema = z.object({
  /** The list job's id: one watch per list answered. */
  id: z.string().min(1),
  owner: z.string().min(1),
  market: z.string().min(1),
  locale: z.string().min(1),
  language: z.enum(languages),
  place: z.object({ channel: z.string().min(1), threadTs: z.string().min(1).optional() }),
  /** The file's name, or the first line: the Slack List's name, the Home tab's (DM lists only). */
  name: z.string(),
  /** Epoch ms it was answered and the watch ends. */
  answeredAt: z.number(),
  endsAt: z.number(),
  lines: z.array(watchedLineSchema),
  slackList: slackListRefSchema.optional(),
  /** Written this many times since it was put: a write from an older read is refused (`swap`). */
  revision: z.number().int().nonnegative().default(0),
  /**
   * The last catalogue version a notice ran for (`at`: when it was made current, its order) and
   * the lines that notice changed: a notice of that version, or an older one, changes nothing.
   */
  seen: z
    .object({ version: z.string().min(1), at: z.number(), changed: z.array(lineChangeSchema) })
    .optional(),
  /**
   * Units refreshes changed whose lines no notice answered again yet (each refresh adds its own
   * before adding its notice): the next notice to run answers them all, so a notice that finds a
   * later one ran first has nothing left to do.
   */
  pending: z.array(z.number().int()).optional(),
});
export type WatchedList = z.infer<typeof watchedListSchema>;

/** The watch as a line of the Home tab needs it. */
export type WatchSummary = Pick<WatchedList, 'id' | 'name' | 'place' | 'answeredAt' | 'endsAt'>;

export interface WatchStore {
  readonly kind: 'sqlite' | 'redis';
  /** Keeps the list (again: the same id is replaced), until its `endsAt`. */
  put(list: WatchedList): Promise<void>;
  /**
   * Writes `list` over the one kept only while that one is still at `list.revision` (no write came
   * between the read and this one) and watched (a watch stopped meanwhile stays stopped): then at
   * `revision + 1`, the units it holds indexed again. False, and nothing written, otherwise.
   */
  swap(list: WatchedList, now: number): Promise<boolean>;
  /** The list while it is watched. */
  get(id: string, now: number): Promise<WatchedList | undefined>;
  /**
   * The lists of a market still watched at `now` that hold any of these units (by model id): what a
   * refresh's changes may change, found by an index of the units, not by reading every list.
   */
  watching(market: string, modelIds: readonly number[], now: number): Promise<WatchedList[]>;
  /** An owner's lists still watched at `now`, those ending first first. */
  ofOwner(owner: string, now: number): Promise<WatchSummary[]>;
  /** Ends the watch: true when it was watched. */
  remove(id: string): Promise<boolean>;
  /** True while Slack's refusal of Lists in this workspace is remembered. */
  listsRefused(team: string, now: number): Promise<boolean>;
  /** Remembers that Slack refused Lists in this workspace, until `until` (epoch ms). */
  refuseLists(team: string, until: number): Promise<void>;
  close(): Promise<void>;
}

/** A stored list read back, or nothing when there is none or it no longer reads (an older shape). */
export function readWatchedList(text: string | null | undefined): WatchedList | undefined {
  return parseJson(watchedListSchema, text);
}

export const summaryOf = ({ id, name, place, answeredAt, endsAt }: WatchedList): WatchSummary => ({
  id,
  name,
  place,
  answeredAt,
  endsAt,
});

/** Reads that lost to another write before `changeList` gives up (the job is then tried again). */
const maxSwaps = 8;

/**
 * The list changed by `change` (given the list as kept; undefined: nothing to write) and written
 * by compare-and-set, read and changed again when another write came first. The list as written,
 * or undefined when it is not watched or `change` wrote nothing.
 */
export async function changeList(
  store: WatchStore,
  id: string,
  change: (list: WatchedList) => Promise<WatchedList | undefined> | WatchedList | undefined,
): Promise<WatchedList | undefined> {
  for (let read = 0; read < maxSwaps; read++) {
    const list = await store.get(id, Date.now());
    if (!list) return undefined;
    const changed = await change(list);
    if (!changed) return undefined;
    const next = { ...changed, revision: list.revision };
    if (await store.swap(next, Date.now())) return { ...next, revision: list.revision + 1 };
  }
  throw new Error(`The watched list ${id} was written by others ${maxSwaps} times in a row`);
}
