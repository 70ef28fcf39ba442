/**
 * Rating-plate photos in Slack (`PhotosInSlack`, one per app, on `context.services`): the reply
 * to one picture (photo-reply.ts), a DM or a mention that shares pictures, and the message
 * shortcut on a picture. Each picture, up to `maxPicturesPerMessage`, is taken as a durable job
 * (photo-job.ts): written first, then "Reading the photo…" where its answer will go, and the
 * answer put in its place by whichever instance reads it. A store that cannot take the job gets
 * a plain answer instead of a promise.
 */
import type { webApi } from '@slack/bolt';
import { t } from '../../i18n/index.js';
import type { JobHandler } from '../../jobs/types.js';
import { message, type SlackMessage, sectionBlock } from '../blocks/message.js';
import { buildLookupModal } from '../blocks/modal.js';
import { buildPhotoReadingMessage } from '../blocks/photo.js';
import type { SharedFile } from '../files/shared-file.js';
import { sharedFileKind } from '../files/shared-file.js';
import type { AppJobKinds } from '../jobs/kinds.js';
import { type Place, postIn } from '../replies/place.js';
import { sendEphemeral } from '../replies/response-url.js';
import type { UserScope } from '../user/user-scope.js';
import { type PhotoJobDeps, photoJobHandler, takePhoto } from './photo-job.js';
import { type PhotoReplyOptions, photoReply } from './photo-reply.js';

/** Pictures of one message that are read; more are left unread (one photo of a plate is enough). */
export const maxPicturesPerMessage = 3;

/** The pictures among a message's files. */
export const picturesOf = (files: readonly SharedFile[]): SharedFile[] =>
  files.filter((file) => sharedFileKind(file) === 'image');

/** Where the message shortcut answers: privately through its response_url, else in a modal. */
export type ShortcutTarget = { channel: string } & (
  | { responseUrl: string }
  | { triggerId: string; client: webApi.WebClient }
);

export interface PhotosInSlack {
  /** The reply to one picture; never rejects. */
  reply(user: UserScope, file: SharedFile, options: PhotoReplyOptions): Promise<SlackMessage>;
  /** True when the message shared pictures and they have been taken (or refused) in `place`. */
  answerMessage(
    client: webApi.WebClient,
    user: UserScope,
    files: readonly SharedFile[],
    place: Place,
    options?: Pick<PhotoReplyOptions, 'shareable'>,
  ): Promise<boolean>;
  /** Takes the picture a message shortcut was used on; its answer replaces "Reading the photo…". */
  answerShortcut(user: UserScope, picture: SharedFile, target: ShortcutTarget): Promise<void>;
  /** Runs photo jobs (started with the app's job queue). */
  readonly jobHandler: JobHandler<AppJobKinds['photo']>;
}

const storeDown = (user: UserScope): SlackMessage => {
  const text = t(user.language, 'photo.job.storeDown');
  return message(text, [sectionBlock(text)], user.language);
};

export function createPhotosInSlack(deps: PhotoJobDeps): PhotosInSlack {
  return {
    reply: (user, file, options) => photoReply(deps, user, file, options),
    async answerMessage(client, user, files, place, options = { shareable: false }) {
      const pictures = picturesOf(files).slice(0, maxPicturesPerMessage);
      if (pictures.length === 0) return false;
      for (const picture of pictures) {
        const taken = await takePhoto(
          deps,
          user,
          picture,
          { ...place },
          async () => {
            const posted = await postIn(client, place, buildPhotoReadingMessage(user.language));
            return typeof posted.ts === 'string' ? { progressTs: posted.ts } : {};
          },
          options,
        );
        if (!taken) {
          await postIn(client, place, storeDown(user));
          break;
        }
      }
      return true;
    },
    async answerShortcut(user, picture, target) {
      const reading = buildPhotoReadingMessage(user.language);
      const modal = (content: SlackMessage) => buildLookupModal(content, '', user.language);
      if ('responseUrl' in target) {
        const { responseUrl, channel } = target;
        const taken = await takePhoto(
          deps,
          user,
          picture,
          { channel, responseUrl, private: true },
          async () => {
            await sendEphemeral(responseUrl, reading, false);
            return {};
          },
        );
        if (!taken) await sendEphemeral(responseUrl, storeDown(user), false);
        return;
      }
      const { client, triggerId, channel } = target;
      const taken = await takePhoto(deps, user, picture, { channel, private: true }, async () => {
        const opened = await client.views.open({ trigger_id: triggerId, view: modal(reading) });
        return opened.view?.id ? { viewId: opened.view.id } : {};
      });
      if (!taken) await client.views.open({ trigger_id: triggerId, view: modal(storeDown(user)) });
    },
    jobHandler: photoJobHandler(deps),
  };
}
