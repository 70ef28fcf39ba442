/**
 * A rating-plate photo, taken as a durable job (src/jobs) and read by whichever instance takes it,
 * one at a time per instance. Taking it (`takePhoto`) writes the job first (who, where, the shared
 * file's id), then says "Reading the photo…" where the answer will go, and hands that place to the
 * job. Running it: the file looked up again (`files.info`: its download links; a passing failure
 * fails the attempt, tried again; a file gone or refused is answered so at once), read and looked
 * up (photo-reply.ts; the answer recorded once, so a re-run does not read the picture again), then
 * put in place of "Reading the photo…" once: `chat.update` in a DM or thread (posted anew there
 * when that message was deleted), the response_url (replace_original; it lasts 30 minutes) or
 * `views.update` for the message shortcut (or, when neither could be had or Slack refuses them,
 * the user's DM: a shortcut's answer is private, never posted in its channel). Each is the same message put in the
 * same place, so a re-run after a crash shows it once. A photo that fails for good says so there.
 */
import { type types, webApi } from '@slack/bolt';
import { z } from 'zod';
import { JobStoreUnavailable } from '../../jobs/errors.js';
import type { JobHandler, JobQueue, PayloadOf } from '../../jobs/types.js';
import type { Logger } from '../../log/logger.js';
import type { SlackMessage } from '../blocks/message.js';
import { buildLookupModal } from '../blocks/modal.js';
import { buildPhotoNotice } from '../blocks/photo.js';
import { type SharedFile, sharedFileSchema } from '../files/shared-file.js';
import type { AppJobKinds } from '../jobs/kinds.js';
import { jobUser } from '../project-lists/list-reply.js';
import { dmWith, postIn, replaceOrPost } from '../replies/place.js';
import { ResponseUrlRefused, sendEphemeral } from '../replies/response-url.js';
import type { TeamClient } from '../runtime/slack-clients.js';
import type { UserScope } from '../user/user-scope.js';
import { type PhotoDeps, photoReply } from './photo-reply.js';

type PhotoKind = AppJobKinds['photo'];
type PhotoPayload = PayloadOf<PhotoKind>;
export type PhotoPlace = PhotoPayload['place'];

export interface PhotoJobDeps extends PhotoDeps {
  jobs: Pick<JobQueue<AppJobKinds>, 'add' | 'release'>;
  /** The Web API client of a team, as Bolt gives a listener: jobs run outside any request. */
  teamClient: TeamClient;
}

/** What one run uses: the deps, with the client of the team the photo came from. */
type RunDeps = Omit<PhotoJobDeps, 'teamClient'> & { client: webApi.WebClient };

const forJob = (deps: PhotoJobDeps, payload: PhotoPayload): RunDeps => ({
  ...deps,
  client: deps.teamClient(payload.user.teamId),
});

/** A message kept in a checkpoint (built by the app, so its blocks are read back as written). */
const messageSchema = z.object({
  text: z.string(),
  blocks: z.array(z.custom<types.KnownBlock>()),
}) satisfies z.ZodType<SlackMessage>;

/**
 * Writes the photo as a job, then `promise` says it is being read and gives where (a ts, a
 * view id); the job then starts. False when the store could not take it: nothing was promised.
 */
export async function takePhoto(
  deps: Pick<PhotoJobDeps, 'jobs' | 'logger'>,
  user: UserScope,
  file: SharedFile,
  place: PhotoPlace,
  promise: () => Promise<Partial<PhotoPlace>>,
  options: { shareable?: boolean } = {},
): Promise<boolean> {
  const payload: PhotoPayload = {
    user: jobUser(user),
    place,
    ...(file.name ? { fileName: file.name } : {}),
    ...(options.shareable ? { shareable: true } : {}),
  };
  let id: string;
  try {
    id = await deps.jobs.add('photo', { payload, input: { fileId: file.id } }, { held: true });
  } catch (error) {
    if (!(error instanceof JobStoreUnavailable)) throw error;
    deps.logger.warn({ err: error }, 'A photo was refused: the job store cannot take it');
    return false;
  }
  // Whatever fails from here, the job runs (at once, or when its hold runs out) and answers.
  const promised = await promise().catch((error: unknown) => {
    deps.logger.warn({ err: error, jobId: id }, 'Could not say that a photo is being read');
    return {};
  });
  await deps.jobs
    .release('photo', id, { ...payload, place: { ...place, ...promised } })
    .catch((error: unknown) =>
      deps.logger.warn({ err: error, jobId: id }, 'Could not release a photo job; it starts on its own'),
    );
  return true;
}

/** Posts `answer` in the user's DM with the app. */
async function postInDm(deps: RunDeps, user: UserScope, answer: SlackMessage): Promise<void> {
  await postIn(deps.client, await dmWith(deps.client, user.userId), answer);
}

/** Answers where the shortcut promised it: its response_url, else its modal; rejects when Slack refuses. */
async function deliverPrivately(deps: RunDeps, user: UserScope, place: PhotoPlace, answer: SlackMessage) {
  if (place.responseUrl) return sendEphemeral(place.responseUrl, answer, true);
  const view = buildLookupModal(answer, '', user.language);
  await deps.client.views.update({ view_id: place.viewId ?? '', view });
}

/**
 * Slack says the shortcut's place is gone for good: its response_url ran out (a 4xx), or its
 * modal was closed (`not_found`). Anything else passes: the attempt fails and is tried again there.
 */
const placeGone = (error: unknown): boolean =>
  (error instanceof ResponseUrlRefused && error.status >= 400 && error.status < 500) ||
  (error instanceof webApi.WebAPIPlatformError && error.data.error === 'not_found');

/**
 * Puts `answer` where the photo was promised; rejects when Slack refuses it. A shortcut's answer
 * whose modal was closed or whose response_url ran out (30 minutes), or that never had either,
 * goes to the user's DM: private, never lost, never in the channel.
 */
async function deliver(deps: RunDeps, user: UserScope, place: PhotoPlace, answer: SlackMessage) {
  if (place.responseUrl || place.viewId) {
    try {
      return await deliverPrivately(deps, user, place, answer);
    } catch (error) {
      if (!placeGone(error)) throw error;
      deps.logger.warn({ err: error }, "The shortcut's answer place is gone; answering the photo in the DM");
      return postInDm(deps, user, answer);
    }
  }
  if (place.private) return postInDm(deps, user, answer);
  await replaceOrPost(deps.client, place, place.progressTs, answer);
}

/** What files.info answers for a file the app will never be shown: the notice it gets. */
const refusals: Record<string, 'gone' | 'refused'> = {
  file_not_found: 'gone',
  file_deleted: 'gone',
  access_denied: 'refused',
  not_in_channel: 'refused',
};

/**
 * The shared file as Slack describes it now, or why it never will be: gone, or refused (in a
 * channel the app is not in). Rejects on anything passing (rate limit, 5xx, network), so that
 * the job's attempt fails and is tried again.
 */
async function fileInfo(
  deps: RunDeps,
  fileId: string,
  logger: Logger,
): Promise<SharedFile | 'gone' | 'refused'> {
  let described: unknown;
  try {
    described = (await deps.client.files.info({ file: fileId })).file;
  } catch (error) {
    const refusal =
      error instanceof webApi.WebAPIPlatformError ? refusals[String(error.data.error)] : undefined;
    if (!refusal) throw error;
    logger.warn({ err: error, fileId }, 'Slack will not describe a shared picture');
    return refusal;
  }
  const file = sharedFileSchema.safeParse(described);
  if (file.success) return file.data;
  logger.warn({ fileId }, 'Slack described a shared picture in a way not understood');
  return 'gone';
}

export function photoJobHandler(given: PhotoJobDeps): JobHandler<PhotoKind> {
  return {
    async run(job) {
      const deps = forJob(given, job.payload);
      const user: UserScope = { ...job.payload.user };
      const logger = deps.logger.child({ jobId: job.id });
      const { place } = job.payload;
      const answer = await job.once('answer', messageSchema, async () => {
        const file = await fileInfo(deps, job.input.fileId, logger);
        // A shortcut's picture may be in a channel the app is not in (its answer says how to share it).
        const onShortcut =
          place.private === true || place.responseUrl !== undefined || place.viewId !== undefined;
        if (file === 'refused' && onShortcut) return buildPhotoNotice(user.language, 'photo.notInChannel');
        if (file === 'gone' || file === 'refused')
          return buildPhotoNotice(user.language, 'photo.unavailable');
        return photoReply({ ...deps, logger }, user, file, {
          shareable: job.payload.shareable === true || place.responseUrl !== undefined,
          onShortcut,
        });
      });
      await job.once('final', z.literal(true), async () => {
        // Where "Reading the photo…" is now: it may have been handed over after this run started.
        await deliver(deps, user, (await job.current()).place, answer);
        return true;
      });
    },
    async failed(job) {
      const deps = forJob(given, job.payload);
      const user: UserScope = { ...job.payload.user };
      const notice = buildPhotoNotice(user.language, 'photo.failed');
      await job.once('final', z.literal(true), async () => {
        await deliver(deps, user, job.payload.place, notice);
        return true;
      });
    },
  };
}
