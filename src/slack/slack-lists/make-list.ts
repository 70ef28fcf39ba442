/**
 * Making one list's Slack List whole or absent, each step once per job: created (found again by its
 * name, which ends with the job's id, so never made twice), shared with its owner first, filled in
 * recorded batches; a failure part-way deletes it or keeps it linked as incomplete. The steps and
 * why: docs/project-lists.md#watched-lists-and-slack-lists.
 */
import { webApi } from '@slack/bolt';
import { z } from 'zod';
import { type Language, t } from '../../i18n/index.js';
import { JobRecordUnwritten } from '../../jobs/errors.js';
import type { Once } from '../../jobs/types.js';
import type { Logger } from '../../log/logger.js';
import type { WatchedLine } from '../../watched-lists/lines.js';
import { type SlackListRef, slackListRefSchema, type WatchStore } from '../../watched-lists/store.js';
import { findSentFile } from '../files/sent-file.js';
import { fieldsOf, listSchema } from './columns.js';
import { type ListsMethod, refusesLists } from './refusals.js';

export interface SlackListToMake {
  /** The list job's id: the List's name ends with its start, as the CSV's name ends with it. */
  jobId: string;
  /** Epoch ms the job was added: a List made since then may be this job's. */
  createdAt: number;
  name: string;
  owner: string;
  language: Language;
  lines: readonly WatchedLine[];
}

/** Lines per checkpointed batch: about a minute of Tier 3's 50+ calls. */
const batchSize = 50;
/** How long a workspace that refused Lists is not asked again. */
const listsRefusedMs = 86_400_000;

export const slackListOutcomeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('made'), ref: slackListRefSchema }),
  z.object({ kind: z.literal('removed'), done: z.number(), total: z.number() }),
  z.object({ kind: z.literal('none') }),
]);
export type SlackListOutcome = z.infer<typeof slackListOutcomeSchema>;

const createdSchema = z.object({ id: z.string().min(1), columns: z.record(z.string(), z.string()) });
type Created = z.infer<typeof createdSchema>;
const itemsSchema = z.record(z.string(), z.string());
const columnsOf = (schema: readonly { id?: string; key?: string }[] | undefined) =>
  Object.fromEntries((schema ?? []).map((column) => [column.key ?? '', column.id ?? '']));

/** A file as files.list and files.info describe a List: its name, and its columns. */
const listFileSchema = z.object({
  id: z.string(),
  name: z.string().optional(),
  title: z.string().optional(),
  list_metadata: z
    .object({ schema: z.array(z.object({ id: z.string(), key: z.string() })).default([]) })
    .optional(),
});

/** A step that failed: which Lists method, and the items it made before (a batch cut short). */
class StepFailed extends Error {
  constructor(
    readonly method: ListsMethod | 'other',
    readonly error: unknown,
    readonly made: Record<string, string> = {},
  ) {
    super(`${method} failed`);
  }
}

interface MakeContext {
  client: webApi.WebClient;
  store: WatchStore;
  logger: Logger;
  team: string;
  botUser: string;
}

/** The instance is stopping: the job resumes later, where its records say (nothing cleaned up). */
class Stopping extends Error {}

/** A job's step, its failure named by the Lists method (a checkpoint unwritten or a stop goes through). */
async function step<T>(method: StepFailed['method'], run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof JobRecordUnwritten || error instanceof StepFailed || error instanceof Stopping)
      throw error;
    throw new StepFailed(method, error);
  }
}

/** The List this job made already, found by its name among the bot's files since the job began. */
async function madeBefore(
  ctx: MakeContext,
  list: SlackListToMake,
  name: string,
): Promise<Created | undefined> {
  const found = await findSentFile(
    ctx.client,
    { user: ctx.botUser },
    list.createdAt,
    (file) => file.name === name || file.title === name,
    ctx.logger,
  );
  if (!found) return undefined;
  const info = listFileSchema.safeParse((await ctx.client.files.info({ file: found })).file);
  if (!info.success) return undefined;
  ctx.logger.info({ listId: found }, 'Found the Slack List an earlier run made; not made again');
  return { id: found, columns: columnsOf(info.data.list_metadata?.schema) };
}

/** Deletes the items of the List that no recorded batch made (a batch a dead run left half-made). */
async function removeStrays(ctx: MakeContext, id: string, kept: ReadonlySet<string>): Promise<undefined> {
  const strays: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await ctx.client.slackLists.items.list({
      list_id: id,
      limit: 100,
      ...(cursor ? { cursor } : {}),
    });
    strays.push(...(page.items ?? []).map((item) => item.id ?? '').filter((item) => item && !kept.has(item)));
    cursor = page.response_metadata?.next_cursor || undefined;
  } while (cursor);
  if (strays.length > 0) await ctx.client.slackLists.items.deleteMultiple({ list_id: id, ids: strays });
  return undefined;
}

/** One batch's items, one call each, in order; by line number. */
async function makeBatch(
  ctx: MakeContext,
  list: SlackListToMake,
  created: Created,
  lines: SlackListToMake['lines'],
  signal: AbortSignal | undefined,
): Promise<Record<string, string>> {
  const made: Record<string, string> = {};
  for (const line of lines) {
    if (signal?.aborted) throw new Stopping('the instance is stopping');
    try {
      const item = await ctx.client.slackLists.items.create({
        list_id: created.id,
        initial_fields: fieldsOf(line, list.language, created.columns),
      });
      if (item.item?.id) made[String(line.line.number)] = item.item.id;
    } catch (error) {
      throw new StepFailed('slackLists.items.create', error, made);
    }
  }
  return made;
}

/** Slack says the file is gone already. */
const gone = (error: unknown) =>
  error instanceof webApi.WebAPIPlatformError &&
  ['file_deleted', 'file_not_found'].includes(error.data.error);

/** Deletes the List: true once it is gone (already gone counts); false, `warn` told why, when not. */
export async function deleteSlackList(
  client: webApi.WebClient,
  id: string,
  warn: (error: unknown) => void,
): Promise<boolean> {
  try {
    await client.files.delete({ file: id });
    return true;
  } catch (error) {
    if (gone(error)) return true;
    warn(error);
    return false;
  }
}

/** The List could not be finished: deleted, else kept renamed as incomplete. */
async function cleanUp(
  ctx: MakeContext,
  list: SlackListToMake,
  name: string,
  ref: SlackListRef,
): Promise<SlackListOutcome> {
  const done = Object.keys(ref.items).length;
  const total = list.lines.length;
  const deleted = await deleteSlackList(ctx.client, ref.id, (error) =>
    ctx.logger.warn(
      { err: error, listId: ref.id },
      'Could not delete an unfinished Slack List; kept as incomplete',
    ),
  );
  if (deleted) return { kind: 'removed', done, total };
  try {
    await ctx.client.slackLists.update({
      id: ref.id,
      name: t(list.language, 'watch.incompleteName', { name }),
    });
  } catch (error) {
    ctx.logger.warn({ err: error, listId: ref.id }, 'Could not name an unfinished Slack List incomplete');
  }
  return { kind: 'made', ref: { ...ref, incomplete: { done, total } } };
}

/** The list's Slack List, made whole or cleaned up (see the module comment). */
export async function makeSlackList(
  ctx: MakeContext,
  list: SlackListToMake,
  once: Once,
  /** Aborted when the instance stops: the batch under way stops, nothing is cleaned up. */
  signal?: AbortSignal,
): Promise<SlackListOutcome> {
  const name = `${list.name} · ${list.jobId.slice(0, 8)}`;
  const items: Record<string, string> = {};
  let created: Created | undefined;
  try {
    created = await step('slackLists.create', () =>
      once(
        'slack-list-create',
        createdSchema,
        async () => {
          const made = await ctx.client.slackLists.create({ name, schema: listSchema(list.language) });
          if (!made.list_id) throw new Error('Slack answered slackLists.create with no List id');
          return { id: made.list_id, columns: columnsOf(made.list_metadata?.schema) };
        },
        {
          // Not a refusal of Lists: the files could not be listed (the List stays undone).
          recover: () =>
            madeBefore(ctx, list, name).catch((error: unknown) => {
              throw new StepFailed('other', error);
            }),
        },
      ),
    );
    const { id } = created;
    await step('slackLists.access.set', () =>
      once('slack-list-shared', z.literal(true), async () => {
        await ctx.client.slackLists.access.set({
          list_id: id,
          access_level: 'write',
          user_ids: [list.owner],
        });
        return true;
      }),
    );
    for (let start = 0; start < list.lines.length; start += batchSize) {
      const lines = list.lines.slice(start, start + batchSize);
      const batch = created;
      const made = await step('slackLists.items.create', () =>
        once(`slack-list-items:${start}`, itemsSchema, () => makeBatch(ctx, list, batch, lines, signal), {
          // Not a refusal of Lists (say, `missing_scope` for lists:read): this List fails alone.
          recover: () =>
            removeStrays(ctx, id, new Set(Object.values(items))).catch((error: unknown) => {
              throw new StepFailed('other', error);
            }),
        }),
      );
      Object.assign(items, made);
    }
    return { kind: 'made', ref: { ...created, items } };
  } catch (error) {
    if (!(error instanceof StepFailed)) throw error;
    const refused = error.method !== 'other' && refusesLists(error.method, error.error);
    if (refused) {
      ctx.logger.info(
        { team: ctx.team, method: error.method },
        'Slack refuses Lists here; not asked again for a day',
      );
      await ctx.store.refuseLists(ctx.team, Date.now() + listsRefusedMs).catch((stored: unknown) => {
        ctx.logger.warn({ err: stored }, 'Could not remember that Slack refuses Lists');
      });
    } else ctx.logger.warn({ err: error.error, method: error.method }, 'A Slack List could not be finished');
    if (!created) return { kind: 'none' };
    const made = created;
    const outcome = await once('slack-list-end', slackListOutcomeSchema, () =>
      cleanUp(ctx, list, name, { ...made, items: { ...items, ...error.made } }),
    );
    return refused && outcome.kind === 'removed' ? { kind: 'none' } : outcome;
  }
}
