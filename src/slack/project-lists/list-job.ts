/**
 * A list run as a durable job by whichever instance takes it: lines an earlier run settled come
 * from the checkpoint, each settled line is checkpointed, and the answer and CSV are made once per
 * job. Lines the catalogue left unanswered fail the attempt so the job tries again. The rules:
 * docs/project-lists.md#as-a-job.
 */

import type { webApi } from '@slack/bolt';
import type { LimitFunction } from 'p-limit';
import { z } from 'zod';
import { isCatalogueError } from '../../catalogue/errors.js';
import { t } from '../../i18n/index.js';
import { JobGaveUp, JobUnavailable } from '../../jobs/errors.js';
import type { FailedJob, JobHandler, PayloadOf, RunningJob } from '../../jobs/types.js';
import type { Logger } from '../../log/logger.js';
import type { LookupResult } from '../../lookup/result.js';
import { type ListAnswerLine, listCsv, withSampleRows } from '../../project-lists/csv.js';
import { answerList, type ListAnswer } from '../../project-lists/list-lookup.js';
import type { LineOutcome } from '../../project-lists/outcome.js';
import { messageOf } from '../../shared/error-message.js';
import type { AppState } from '../../state/store.js';
import { type LineUnit, lineUnitOf } from '../../watched-lists/lines.js';
import { buildListAnswerMessage, buildListProgressMessage } from '../blocks/list.js';
import { message, type SlackMessage, sectionBlock, withSampleNote } from '../blocks/message.js';
import { recentOutcomeText } from '../blocks/recent.js';
import { type WatchFooter, watchFooterBlocks } from '../blocks/watch.js';
import { uploadListCsv } from '../files/csv-upload.js';
import type { AppJobKinds } from '../jobs/kinds.js';
import { lookupFacts, recentQuery } from '../replies/lookup-summary.js';
import { askerOf, catalogueScope, type Lookups } from '../replies/lookups.js';
import { type Place, replaceOrPost } from '../replies/place.js';
import type { TeamClient } from '../runtime/slack-clients.js';
import type { UserScope } from '../user/user-scope.js';
import type { ListWatches } from '../watched-lists/list-watches.js';
import { listScope } from './list-scope.js';

type ListKind = AppJobKinds['list'];
export type ListJobPayload = PayloadOf<ListKind>;

export interface ListJobDeps {
  lookups: Pick<Lookups, 'ask' | 'record'>;
  /** The one gate every list's lookups pass (see src/project-lists/run.ts). */
  gate: LimitFunction;
  recent: AppState['recent'];
  logger: Logger;
  /** The Web API client of a team, as Bolt gives a listener: jobs run outside any request. */
  teamClient: TeamClient;
  /** The embedded sample catalogue answers: the answer and its CSV say so. */
  sample?: boolean;
  /** Watched lists; none when no store keeps them. */
  watch?: ListWatches;
}

/** What one run uses: the deps, with the client of the team the list came from. */
type RunDeps = Omit<ListJobDeps, 'teamClient'> & { client: webApi.WebClient };

const forJob = (deps: ListJobDeps, payload: ListJobPayload): RunDeps => ({
  ...deps,
  client: deps.teamClient(payload.user.teamId),
});

/**
 * A run that spent this long without the catalogue answering any of its lines ends the job (no
 * more attempts). Counted from the run's start, not the list's: a list resumed after a restart
 * gets its full time; and a run that answered lines (one that waited behind other lists, then
 * met a passing failure) is tried again for the lines left.
 */
const catalogueDeadlineMs = 10 * 60_000;
/** Progress is shown at each tenth of a list of at least `minProgressLines` lines. */
const progressSteps = 10;
const minProgressLines = 20;

const userOf = (payload: ListJobPayload): UserScope => ({ ...payload.user });

/** Shows progress in the message `ts` at each tenth of the list, one update at a time. */
function progressUpdater(deps: RunDeps, place: Place, ts: string | undefined, user: UserScope) {
  let shownUpTo = 0;
  let updating: Promise<unknown> = Promise.resolve();
  let busy = false;
  return {
    report(done: number, total: number) {
      const step = Math.ceil(total / progressSteps);
      if (!ts || busy || total < minProgressLines || done >= total || done < shownUpTo + step) return;
      busy = true;
      shownUpTo = done;
      updating = deps.client.chat
        .update({ channel: place.channel, ts, ...buildListProgressMessage(user.language, done, total) })
        .catch((error: unknown) => deps.logger.warn({ err: error }, 'Could not update the list progress'))
        .finally(() => {
          busy = false;
        });
    },
    settled: () => updating,
  };
}

/** One line looked up as a single question is, its unit kept in `units`; throws once the job is told to stop. */
const lineLookup =
  (deps: RunDeps, user: UserScope, signal: AbortSignal, units: WeakMap<LookupResult, LineUnit>) =>
  async (text: string): Promise<LookupResult> => {
    signal.throwIfAborted();
    const { result, onlyType } = await deps.lookups.ask.line(text, askerOf(user));
    const unit = lineUnitOf(result, onlyType);
    if (unit) units.set(result, unit);
    return result;
  };

/** `reply` in place of the progress message, or posted when there is none (or no more); rejects when refused. */
const showInPlace = (deps: RunDeps, place: ListJobPayload['place'], reply: SlackMessage) =>
  replaceOrPost(deps.client, place, place.progressTs, reply);

async function run(deps: RunDeps, job: RunningJob<ListKind>): Promise<void> {
  const started = performance.now();
  const { payload, input } = job;
  const user = userOf(payload);
  const { language } = user;
  const { place } = payload;
  const logger = deps.logger.child({ jobId: job.id });
  const progress = progressUpdater(deps, place, place.progressTs, user);
  const { scoped, type } = await listScope(deps, user, { ...input, type: payload.type }).catch(
    (error: unknown) => {
      // Passing: tried again, so that every line gets the type asked for. Lasting (the catalogue
      // refuses this market's types every time): looked up without a type, as every attempt would be.
      if (isCatalogueError(error, 'unavailable') || isCatalogueError(error, 'timeout'))
        throw new JobUnavailable(`the catalogue did not list the market's types: ${messageOf(error)}`);
      logger.warn({ err: error }, 'Could not read the market types for a list; looked up without one');
      return { scoped: user, type: payload.type };
    },
  );
  const lineUser = { ...scoped, defaultType: type };
  const settled = new Map<number, LineOutcome>(
    [...job.settled].map(([key, item]) => [Number(key), item.outcome]),
  );
  let settledNow = 0;
  const units = new WeakMap<LookupResult, LineUnit>();
  const answer = await answerList(input.lines, language, {
    lookup: lineLookup(deps, lineUser, job.signal, units),
    gate: deps.gate,
    settled,
    onProgress: (done, total) => progress.report(done, total),
    onLine: (line, outcome, result) => {
      settledNow++;
      const unit = units.get(result);
      void job.settle(String(line.number), { outcome, resultKind: result.kind, ...(unit ? { unit } : {}) });
    },
  });
  await progress.settled();
  if (answer.counts.unavailable > 0) {
    const why = `the catalogue did not answer ${answer.counts.unavailable} lines`;
    throw settledNow === 0 && performance.now() - started > catalogueDeadlineMs
      ? new JobGaveUp(why, 'unavailable')
      : new JobUnavailable(why);
  }
  const ms = performance.now() - started;
  // Once per job: a run after a failed answer or a crash does not log the lines again.
  await job.once('recorded', z.literal(true), async () => {
    recordLines(deps, job, { ...user, market: lineUser.market }, answer.lines, ms);
    return true;
  });
  const scope = catalogueScope(lineUser);
  const footer = await deps.watch?.record(job, answer, scope, units);
  const answerWith = (shown?: WatchFooter) =>
    withSampleNote(
      buildListAnswerMessage(answer, language, scope, shown ? watchFooterBlocks(language, shown) : []),
      language,
      deps.sample,
    );
  await job.once('final', z.literal(true), async () => {
    // Where "Looking up…" is now: it may have been handed over after this run started.
    const { place: shown } = await job.current();
    await showInPlace(deps, shown, answerWith(footer));
    recordRecent(deps, user, answer);
    return true;
  });
  await uploadListCsv({ client: deps.client, logger }, job.once, user, place, {
    jobId: job.id,
    createdAt: job.createdAt,
    csv: withSampleRows(answer.csv, language, deps.sample),
    sourceName: payload.fileName,
    title: t(language, 'list.fileTitle'),
    partial: false,
  });
  if (footer) {
    await deps.watch?.slackList(job, footer, async (linked) => {
      const { place: shown } = await job.current();
      if (shown.progressTs)
        await deps.client.chat.update({
          channel: shown.channel,
          ts: shown.progressTs,
          ...answerWith(linked),
        });
    });
  }
}

/**
 * Each line into the lookup log and the metrics, once per job when the list is answered (as
 * single questions, in one batch of the store's): what this run looked up from the engine's
 * result, what an earlier run settled from its checkpoint.
 */
function recordLines(
  deps: RunDeps,
  job: RunningJob<ListKind>,
  user: UserScope,
  lines: readonly ListAnswerLine[],
  ms: number,
): void {
  const durationMs = ms / Math.max(1, lines.length);
  const { surface } = job.payload;
  for (const { line, outcome, result } of lines) {
    const facts = result
      ? { ...lookupFacts(result), market: result.scope.market }
      : {
          outcome: job.settled.get(String(line.number))?.resultKind ?? outcome.status,
          ...(outcome.brand ? { brand: outcome.brand } : {}),
          ...(outcome.model ? { model: outcome.model } : {}),
          market: user.market,
        };
    deps.lookups.record(user, { ...facts, query: line.typed, surface, durationMs, only: 'log' });
  }
}

/**
 * The list joins the user's recent lookups as one entry ("List of 32 units: 28 answered"), its
 * counts kept as facts so that the Home tab writes them in its reader's language.
 */
function recordRecent(deps: RunDeps, user: UserScope, answer: ListAnswer): void {
  const outcome = { kind: 'list' as const, lines: answer.lines.length, counts: answer.counts };
  const recent = {
    query: recentQuery(t(user.language, 'list.title', { count: answer.lines.length })),
    result: recentOutcomeText(outcome, user.language),
    outcome,
    market: user.market,
    at: new Date().toISOString(),
  };
  // The store batches it (state/recorded-writes.ts): nothing here waits for the write.
  Promise.resolve()
    .then(() => deps.recent.add(user.userId, recent))
    .catch((error: unknown) =>
      deps.logger.warn({ err: error }, 'Could not save a list in the recent lookups'),
    );
}

/** Tells the user the list failed for good, with the lines already answered as a partial CSV. */
async function failed(deps: RunDeps, job: FailedJob<ListKind>): Promise<void> {
  const user = userOf(job.payload);
  const { language } = user;
  const { place } = job.payload;
  const lines = (job.input?.lines ?? []).filter((line) => job.settled.has(String(line.number)));
  const total = job.input?.lines.length ?? job.payload.lineCount ?? lines.length;
  const catalogue = job.cause === 'unavailable';
  const text = [
    t(language, catalogue ? 'list.job.catalogueDown' : 'list.job.failed', { count: total }),
    lines.length > 0
      ? t(language, 'list.job.partial', { done: lines.length, total })
      : t(language, 'list.job.nothing'),
  ].join(' ');
  // The partial CSV goes out even when Slack refuses the notice.
  await job
    .once('final', z.literal(true), async () => {
      await showInPlace(deps, place, message(text, [sectionBlock(text)], language));
      return true;
    })
    .catch((error: unknown) =>
      deps.logger.warn({ err: error, jobId: job.id }, 'Could not say that a list failed'),
    );
  if (lines.length === 0) return;
  const answered = lines.map((line) => {
    const item = job.settled.get(String(line.number));
    if (!item) throw new Error('A settled line has no outcome');
    return { line, outcome: item.outcome };
  });
  await uploadListCsv({ client: deps.client, logger: deps.logger }, job.once, user, place, {
    jobId: job.id,
    createdAt: job.createdAt,
    csv: withSampleRows(listCsv(answered, language), language, deps.sample),
    sourceName: job.payload.fileName,
    title: t(language, 'list.job.partialTitle', { done: lines.length, total }),
    partial: true,
  });
}

export function listJobHandler(deps: ListJobDeps): JobHandler<ListKind> {
  return {
    run: (job) => run(forJob(deps, job.payload), job),
    failed: (job) => failed(forJob(deps, job.payload), job),
  };
}
