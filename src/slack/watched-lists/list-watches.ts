/**
 * Watched lists in Slack (`context.services.watch`): a list job records its watch once per job, its
 * answer carries the footer (until when, `unwatch_list`), then its Slack List is made and linked,
 * or said removed or incomplete. Refreshes reach watched lists through refreshed.ts and
 * notice-job.ts.
 */
import type { types } from '@slack/bolt';
import { z } from 'zod';
import type { CatalogueScope } from '../../catalogue/types.js';
import { JobUnavailable } from '../../jobs/errors.js';
import type { RunningJob } from '../../jobs/types.js';
import type { Logger } from '../../log/logger.js';
import type { LookupResult } from '../../lookup/result.js';
import type { ListAnswer } from '../../project-lists/list-lookup.js';
import { messageOf } from '../../shared/error-message.js';
import type { LineUnit, WatchedLine } from '../../watched-lists/lines.js';
import {
  changeList,
  type SlackListRef,
  slackListRefSchema,
  type WatchedList,
  type WatchStore,
} from '../../watched-lists/store.js';
import { type WatchFooter, watchHomeBlocks } from '../blocks/watch.js';
import type { AppJobKinds } from '../jobs/kinds.js';
import { slackListOutcomeSchema } from '../slack-lists/make-list.js';
import type { SlackListOutcome, SlackLists } from '../slack-lists/slack-lists.js';
import type { UserScope } from '../user/user-scope.js';

type ListKind = AppJobKinds['list'];

/** What a run recorded of the Slack List: an outcome, or (recorded by an older app) its ref or null. */
const recordedOutcomeSchema: z.ZodType<SlackListOutcome> = z.union([
  slackListOutcomeSchema,
  slackListRefSchema.transform((ref) => ({ kind: 'made' as const, ref })),
  z.null().transform(() => ({ kind: 'none' as const })),
]);
const footerSchema = z.object({ listId: z.string(), endsAt: z.number() }).nullable();
/** Characters of a pasted list's first line that name it. */
const maxNameLength = 60;

export interface ListWatches {
  /**
   * Records the watch of the list `job` answered (once per job); its answer's footer, or none.
   * `units`: the unit of each answer this run looked up (lines settled before are in the checkpoint).
   */
  record(
    job: RunningJob<ListKind>,
    answer: ListAnswer,
    scope: CatalogueScope,
    units: WeakMap<LookupResult, LineUnit>,
  ): Promise<WatchFooter | undefined>;
  /** After the answer: the list as a Slack List, its address shown by `show` (the answer again). */
  slackList(
    job: RunningJob<ListKind>,
    footer: WatchFooter,
    show: (footer: WatchFooter) => Promise<void>,
  ): Promise<void>;
  /** Stops watching `listId` for its owner: false when it was not watched (or not theirs). */
  unwatch(listId: string, userId: string): Promise<'stopped' | 'not_watched' | 'not_yours'>;
  /** The Home tab's section: the user's watched lists. */
  homeBlocks(user: UserScope): Promise<types.KnownBlock[]>;
}

export interface ListWatchesDeps {
  store: WatchStore;
  slackLists: SlackLists;
  /** How long a list is watched; 0: none is. */
  watchMs: number;
  logger: Logger;
}

/** The lines as the watch keeps them: each line's unit from this run's answer or the checkpoint. */
const watchedLines = (
  job: RunningJob<ListKind>,
  answer: ListAnswer,
  units: WeakMap<LookupResult, LineUnit>,
): WatchedLine[] =>
  answer.lines.map(({ line, outcome, result }) => {
    const unit = result ? units.get(result) : job.settled.get(String(line.number))?.unit;
    return { line, outcome, ...(unit ? { unit } : {}) };
  });

/** The answer's footer with what became of its Slack List; undefined when there is nothing to say. */
async function footerOf(
  slackLists: SlackLists,
  footer: WatchFooter,
  outcome: SlackListOutcome,
): Promise<WatchFooter | undefined> {
  if (outcome.kind === 'removed') return { ...footer, slackList: { removed: true } };
  if (outcome.kind !== 'made') return undefined;
  const listUrl = await slackLists.url(outcome.ref);
  if (!listUrl) return undefined;
  const { incomplete } = outcome.ref;
  return { ...footer, listUrl, ...(incomplete ? { slackList: { incomplete } } : {}) };
}

/**
 * The watch with its Slack List linked, as written. Unlinked, the List would never be updated: an
 * attempt that cannot link it fails (the List is made once per job, so the next finds it and links
 * it), and the last deletes it instead ('removed'; 'none' when it could not be deleted).
 */
async function linked(
  deps: ListWatchesDeps,
  job: RunningJob<ListKind>,
  list: WatchedList,
  ref: SlackListRef,
): Promise<WatchedList | undefined | 'removed' | 'none'> {
  try {
    return await changeList(deps.store, list.id, (now) => ({ ...now, slackList: ref }));
  } catch (error) {
    if (job.attempt < job.attempts)
      throw new JobUnavailable(`the Slack List could not be linked to its watch: ${messageOf(error)}`);
    deps.logger.warn({ err: error, jobId: job.id }, 'Could not link a Slack List to its watch; deleting it');
    return (await deps.slackLists.remove(ref)) ? 'removed' : 'none';
  }
}

const nameOf = (job: RunningJob<ListKind>, lines: readonly WatchedLine[]): string =>
  job.payload.fileName ?? (lines[0]?.line.typed ?? '').slice(0, maxNameLength);

export function createListWatches(deps: ListWatchesDeps): ListWatches {
  const { store, logger } = deps;
  return {
    async record(job, answer, scope, units) {
      if (deps.watchMs <= 0) return undefined;
      const lines = watchedLines(job, answer, units);
      const { user, place } = job.payload;
      try {
        const footer = await job.once('watch', footerSchema, async () => {
          const answeredAt = Date.now();
          const list: WatchedList = {
            id: job.id,
            owner: user.userId,
            market: scope.market,
            locale: scope.locale,
            language: user.language,
            place: { channel: place.channel, ...(place.threadTs ? { threadTs: place.threadTs } : {}) },
            name: nameOf(job, lines),
            answeredAt,
            endsAt: answeredAt + deps.watchMs,
            lines,
            revision: 0,
          };
          await store.put(list);
          return { listId: list.id, endsAt: list.endsAt };
        });
        return footer ?? undefined;
      } catch (error) {
        logger.warn({ err: error, jobId: job.id }, 'Could not watch a list; answered without watching it');
        return undefined;
      }
    },

    async slackList(job, footer, show) {
      try {
        const outcome = await job.once('slack-list', recordedOutcomeSchema, async () => {
          const list = await store.get(footer.listId, Date.now());
          if (!list) return { kind: 'none' as const };
          const day = new Date(list.answeredAt).toISOString().slice(0, 10);
          const name = `${list.name || footer.listId} · ${day}`;
          const made = await deps.slackLists.create(
            { ...list, name, jobId: job.id, createdAt: job.createdAt },
            job.once,
            job.signal,
          );
          if (made.kind !== 'made') return made;
          // Onto the list as kept now: a notice may have written it while the List was made…
          const kept = await linked(deps, job, list, made.ref);
          if (kept === 'none') return { kind: 'none' as const };
          if (kept === 'removed')
            return {
              kind: 'removed' as const,
              done: Object.keys(made.ref.items).length,
              total: list.lines.length,
            };
          // …and the lines it changed are updated in the List as they are now.
          const outcome = (line: WatchedLine | undefined) => JSON.stringify(line?.outcome);
          const moved = (kept?.lines ?? []).filter((line, i) => outcome(line) !== outcome(list.lines[i]));
          if (moved.length > 0) await deps.slackLists.update(made.ref, moved, list.language);
          return made;
        });
        const shown = await footerOf(deps.slackLists, footer, outcome);
        if (!shown) return;
        await job.once('slack-list-shown', z.literal(true), async () => {
          await show(shown);
          return true;
        });
      } catch (error) {
        // Stopping: the job resumes the Slack List where it stopped, on this instance or another;
        // unlinked: the job tries again.
        if (job.signal.aborted || error instanceof JobUnavailable) throw error;
        logger.warn({ err: error, jobId: job.id }, 'Could not show a list as a Slack List');
      }
    },

    async unwatch(listId, userId) {
      const list = await store.get(listId, Date.now());
      if (!list) return 'not_watched';
      if (list.owner !== userId) return 'not_yours';
      return (await store.remove(listId)) ? 'stopped' : 'not_watched';
    },

    async homeBlocks(user) {
      try {
        return watchHomeBlocks(user.language, await store.ofOwner(user.userId, Date.now()));
      } catch (error) {
        logger.warn({ err: error }, 'Could not read the watched lists for the Home tab');
        return [];
      }
    },
  };
}
