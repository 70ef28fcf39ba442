/**
 * Taking a list in Slack: written as a job first, and only then promised ("Looking up your list…",
 * whose ts the job answers in place of). A store that cannot take the job gets a plain answer and
 * no promise; a list over the line limit is refused at once.
 */
import type { webApi } from '@slack/bolt';
import { t } from '../../i18n/index.js';
import { JobStoreUnavailable } from '../../jobs/errors.js';
import type { JobQueue } from '../../jobs/types.js';
import type { Logger } from '../../log/logger.js';
import type { ListLine } from '../../project-lists/lines.js';
import { maxListLines } from '../../project-lists/list-lookup.js';
import type { LookupSurface } from '../../state/schema.js';
import { buildListNotice, buildListProgressMessage } from '../blocks/list.js';
import { message, type SlackMessage, sectionBlock } from '../blocks/message.js';
import { maxListFileBytes } from '../files/download.js';
import type { AppJobKinds } from '../jobs/kinds.js';
import { type Place, postIn } from '../replies/place.js';
import type { UserScope } from '../user/user-scope.js';
import type { ListJobPayload } from './list-job.js';

/** What taking a list needs. */
export interface ListReplyDeps {
  jobs: Pick<JobQueue<AppJobKinds>, 'add' | 'release'>;
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

export const listLimits = { maxLines: maxListLines, maxSize: `${maxListFileBytes / 1024 / 1024} MB` };

/** Who the job answers, as the job keeps it. */
export const jobUser = (user: UserScope): ListJobPayload['user'] => ({
  userId: user.userId,
  ...(user.teamId ? { teamId: user.teamId } : {}),
  market: user.market,
  locale: user.locale,
  language: user.language,
  ...(user.defaultType ? { defaultType: user.defaultType } : {}),
});

/**
 * Posts the "Looking up…" message and hands its ts to the held job. The job is written already:
 * whatever fails here, it runs (at once, or when its hold runs out) and answers, posting anew
 * when it has no message to update.
 */
async function promise(
  deps: ListReplyDeps,
  client: webApi.WebClient,
  place: Place,
  job: { id: string; payload: ListJobPayload; progress: SlackMessage },
): Promise<void> {
  let progressTs: string | undefined;
  try {
    const posted = await postIn(client, place, job.progress);
    progressTs = typeof posted.ts === 'string' ? posted.ts : undefined;
  } catch (error) {
    deps.logger.warn({ err: error, jobId: job.id }, 'Could not say that a list is being looked up');
  }
  try {
    const place = { ...job.payload.place, ...(progressTs ? { progressTs } : {}) };
    await deps.jobs.release('list', job.id, { ...job.payload, place });
  } catch (error) {
    deps.logger.warn({ err: error, jobId: job.id }, 'Could not release a list job; it starts on its own');
  }
}

/**
 * Writes the list as a job, then says it is being looked up. Never rejects: a store that cannot
 * take it, or anything else failing before the promise, is answered plainly in `place`.
 */
export async function answerListInSlack(
  deps: ListReplyDeps,
  client: webApi.WebClient,
  user: UserScope,
  list: ListJob,
  place: Place,
): Promise<void> {
  const { language } = user;
  const say = (text: string) => postIn(client, place, message(text, [sectionBlock(text)], language));
  try {
    if (list.lines.length > maxListLines) {
      const notice = buildListNotice(language, 'list.tooLarge', { count: list.lines.length, ...listLimits });
      await postIn(client, place, notice);
      return;
    }
    const payload: ListJobPayload = {
      user: jobUser(user),
      place: { channel: place.channel, ...(place.threadTs ? { threadTs: place.threadTs } : {}) },
      surface: list.surface,
      lineCount: list.lines.length,
      ...(list.type ? { type: list.type } : {}),
      ...(list.fileName ? { fileName: list.fileName } : {}),
    };
    const input = { lines: list.lines, otherText: list.otherText };
    let id: string;
    try {
      id = await deps.jobs.add('list', { payload, input }, { held: true });
    } catch (error) {
      if (!(error instanceof JobStoreUnavailable)) throw error;
      deps.logger.warn({ err: error }, 'A list was refused: the job store cannot take it');
      await say(t(language, 'list.job.storeDown'));
      return;
    }
    await promise(deps, client, place, {
      id,
      payload,
      progress: buildListProgressMessage(language, 0, input.lines.length),
    });
  } catch (error) {
    deps.logger.error({ err: error }, 'A list could not be taken');
    await say(t(language, 'list.failed')).catch((failure: unknown) =>
      deps.logger.warn({ err: failure }, 'Could not say that a list failed'),
    );
  }
}
