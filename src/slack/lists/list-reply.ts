/**
 * Answering a list in Slack, in one place (a DM, or the thread of a mention): a message that
 * says the list is being looked up, updated as lines complete ("Looked up 120 of 300…"),
 * then replaced by the answer (counts, the lines that need attention), and the CSV file
 * uploaded beside it with `files.uploadV2`. Every line is a lookup in the user's scope, with
 * the list's controller type (chosen in the modal, named in the text around the list, else
 * the user's default type), falling back to the configured locale when the catalogue refuses
 * the user's, as a single question does; each goes to the lookup log, and the list joins the user's recent
 * lookups as one entry ("List of 32 units: 28 answered").
 */
import type { webApi } from '@slack/bolt';
import type { LimitFunction } from 'p-limit';
import { t } from '../../i18n/index.js';
import type { ListLine } from '../../lists/lines.js';
import { answerList, maxListLines } from '../../lists/list-lookup.js';
import { listTypeIn } from '../../lists/list-type.js';
import type { Logger } from '../../log/logger.js';
import type { TypeOption } from '../../lookup/engine.js';
import type { LookupResult } from '../../lookup/result.js';
import type { LookupSurface } from '../../state/schema.js';
import type { AppState } from '../../state/store.js';
import { buildListAnswerMessage, buildListNotice, buildListProgressMessage } from '../blocks/list.js';
import { message, type SlackMessage, sectionBlock } from '../blocks/message.js';
import { recentOutcomeText } from '../blocks/recent.js';
import { maxListFileBytes } from '../files/download.js';
import { lookupFacts, recentQuery } from '../replies/lookup-summary.js';
import { catalogueScope, type Lookups } from '../replies/lookups.js';
import { type Place, postIn } from '../replies/place.js';
import type { UserScope } from '../user/user-scope.js';

/** What answering a list needs. */
export interface ListReplyDeps {
  lookups: Pick<Lookups, 'types' | 'inScope' | 'record'>;
  /** The one gate every list's lookups pass (see src/lists/run.ts). */
  gate: LimitFunction;
  recent: AppState['recent'];
  logger: Logger;
}

export interface ListJob {
  lines: ListLine[];
  /** Text around the list, where a controller type word applies to the whole list. */
  otherText: string;
  /** A type chosen for the whole list (the modal's select). */
  type?: string;
  surface: LookupSurface;
  /** Name of the file the list came in, for the answer file's name. */
  fileName?: string;
}

/** Progress is shown at each tenth of a list of at least `minProgressLines` lines. */
const progressSteps = 10;
const minProgressLines = 20;

export const listLimits = { maxLines: maxListLines, maxSize: `${maxListFileBytes / 1024 / 1024} MB` };

/**
 * The scope the list is looked up in (the configured locale when the catalogue refuses the
 * user's, as for a single question) and the list's controller type.
 */
async function listScope(
  deps: ListReplyDeps,
  user: UserScope,
  job: ListJob,
): Promise<{ scoped: UserScope; type: string | undefined }> {
  let types: TypeOption[] = [];
  let scoped = user;
  try {
    const listing = await deps.lookups.types(user);
    types = listing.types;
    if (listing.scope.locale !== user.locale) {
      scoped = { ...user, locale: listing.scope.locale, localeFrom: 'default' };
    }
  } catch (error) {
    deps.logger.warn({ err: error }, 'Could not read the market types for a list');
  }
  const offered = (type: string | undefined) =>
    types.some((option) => option.reference === type) ? type : undefined;
  return { scoped, type: job.type ?? listTypeIn(job.otherText, types) ?? offered(user.defaultType) };
}

/** One line looked up as a single question is, in the list's scope and with the list's type. */
const lineLookup =
  (deps: ListReplyDeps, user: UserScope) =>
  async (text: string): Promise<LookupResult> =>
    (await deps.lookups.inScope(user, text, { oneUnit: true })).result;

const answerFileName = (fileName: string | undefined): string => {
  const base = (fileName ?? '').replace(/\.[a-z0-9]+$/i, '').replace(/[^\p{L}\p{N}._-]+/gu, '-');
  return `${base ? `${base.slice(0, 60)}-` : ''}controllers.csv`;
};

/**
 * Shows progress in the message `ts` at each tenth of the list, one update at a time (a step
 * reached while an update is on its way is shown by the next). Short lists show none.
 */
function progressUpdater(
  deps: ListReplyDeps,
  client: webApi.WebClient,
  place: Place,
  ts: string,
  user: UserScope,
) {
  let shownUpTo = 0;
  let updating: Promise<unknown> = Promise.resolve();
  let busy = false;
  return {
    report(done: number, total: number) {
      const step = Math.ceil(total / progressSteps);
      if (busy || total < minProgressLines || done >= total || done < shownUpTo + step) return;
      busy = true;
      shownUpTo = done;
      updating = client.chat
        .update({ channel: place.channel, ts, ...buildListProgressMessage(user.language, done, total) })
        .catch((error: unknown) => deps.logger.warn({ err: error }, 'Could not update the list progress'))
        .finally(() => {
          busy = false;
        });
    },
    settled: () => updating,
  };
}

function recordList(
  deps: ListReplyDeps,
  user: UserScope,
  answer: Awaited<ReturnType<typeof answerList>>,
  job: ListJob,
  ms: number,
) {
  const perLine = ms / Math.max(1, answer.lines.length);
  for (const { line, result } of answer.lines) {
    deps.lookups.record(user, {
      ...lookupFacts(result),
      query: line.typed,
      market: result.scope.market,
      surface: job.surface,
      durationMs: perLine,
      only: 'log',
    });
  }
  // Kept as counts, so that the Home tab writes them in its reader's language.
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

/** Looks the list up and replaces the progress message `ts` by the answer, with the CSV beside it. */
async function lookUpAndAnswer(
  deps: ListReplyDeps,
  client: webApi.WebClient,
  user: UserScope,
  job: ListJob,
  place: Place,
  ts: string | undefined,
): Promise<void> {
  const { language } = user;
  const started = performance.now();
  const progress = ts ? progressUpdater(deps, client, place, ts, user) : undefined;
  const { scoped, type } = await listScope(deps, user, job);
  const answer = await answerList(job.lines, language, {
    lookup: lineLookup(deps, { ...scoped, defaultType: type }),
    gate: deps.gate,
    onProgress: (done, total) => progress?.report(done, total),
  });
  recordList(deps, user, answer, job, performance.now() - started);
  await progress?.settled();
  await replaceOrPost(
    deps,
    client,
    place,
    ts,
    buildListAnswerMessage(answer, language, catalogueScope(scoped)),
  );
  try {
    const upload = {
      file: answer.csv,
      filename: answerFileName(job.fileName),
      title: t(language, 'list.fileTitle'),
    };
    await client.filesUploadV2(
      place.threadTs
        ? { ...upload, channel_id: place.channel, thread_ts: place.threadTs }
        : { ...upload, channel_id: place.channel },
    );
  } catch (error) {
    deps.logger.warn({ err: error }, 'Could not upload the answer to a list');
    const text = t(language, 'list.uploadFailed');
    await postIn(client, place, message(text, [sectionBlock(text)], language));
  }
}

/** `reply` in place of the message `ts`, or posted anew when it cannot be updated. */
async function replaceOrPost(
  deps: ListReplyDeps,
  client: webApi.WebClient,
  place: Place,
  ts: string | undefined,
  reply: SlackMessage,
): Promise<void> {
  const updated = ts
    ? await client.chat.update({ channel: place.channel, ts, ...reply }).then(
        () => true,
        (error: unknown) => deps.logger.warn({ err: error }, 'Could not update a list message; posting anew'),
      )
    : false;
  if (!updated) await postIn(client, place, reply);
}

/**
 * Looks the list up and answers it in `place`. Never rejects: when anything fails on the way,
 * the progress message is replaced by a plain failure notice (posted anew if it cannot be),
 * so nobody is left looking at "Looking up your list…".
 */
export async function answerListInSlack(
  deps: ListReplyDeps,
  client: webApi.WebClient,
  user: UserScope,
  job: ListJob,
  place: Place,
): Promise<void> {
  const { language } = user;
  let ts: string | undefined;
  try {
    if (job.lines.length > maxListLines) {
      const notice = buildListNotice(language, 'list.tooLarge', { count: job.lines.length, ...listLimits });
      await postIn(client, place, notice);
      return;
    }
    const posted = await postIn(client, place, buildListProgressMessage(language, 0, job.lines.length));
    ts = typeof posted.ts === 'string' ? posted.ts : undefined;
    await lookUpAndAnswer(deps, client, user, job, place, ts);
  } catch (error) {
    deps.logger.error({ err: error }, 'A list could not be answered');
    const text = t(language, 'list.failed');
    await replaceOrPost(deps, client, place, ts, message(text, [sectionBlock(text)], language)).catch(
      (failure: unknown) => deps.logger.warn({ err: failure }, 'Could not say that a list failed'),
    );
  }
}
