/**
 * Watched lists: for LIST_WATCH_DAYS after a list is answered, what the app keeps of it to tell
 * its owner when the catalogue changes an answer: its lines as read with their answers (lines.ts),
 * where it was answered (the DM, or the thread of a mention) and who sent it, the market and
 * language, its Slack List when it has one; lists are found by the units they hold. Kept until the watch ends (then deleted: reads never
 * return an ended watch, and the store drops it), or until its owner stops it. Besides, the
 * workspaces where Slack refused Lists, until when they are not asked again. The same contract
 * suite (test/watch/store-behaviour.ts) runs against the SQLite and the Redis implementation.
 */
import { z } from 'zod';
import { languages } from '../i18n/index.js';
import { parseJson } from '../shared/parse-json.js';
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
});
export type WatchedList = z.infer<typeof watchedListSchema>;

/** The watch as a line of the Home tab needs it. */
export type WatchSummary = Pick<WatchedList, 'id' | 'name' | 'place' | 'answeredAt' | 'endsAt'>;

export interface WatchStore {
  readonly kind: 'sqlite' | 'redis';
  /** Keeps the list (again: the same id is replaced), until its `endsAt`. */
  put(list: WatchedList): Promise<void>;
  /** Writes the list again only while it is watched (a watch stopped meanwhile stays stopped). */
  replace(list: WatchedList): Promise<boolean>;
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

/** A stored list read back, or nothing when it no longer reads (a list of an older shape). */
export function readWatchedList(text: string): WatchedList | undefined {
  return parseJson(watchedListSchema, text);
}

export const summaryOf = ({ id, name, place, answeredAt, endsAt }: WatchedList): WatchSummary => ({
  id,
  name,
  place,
  answeredAt,
  endsAt,
});
