/**
 * Rating-plate photos in Slack (`PhotosInSlack`, one per app, on `context.services`): the reply
 * to one picture (photo-reply.ts), and a DM or a mention that shares pictures: each picture, up
 * to `maxPicturesPerMessage`, is answered in the DM or the thread — "Reading the photo…" at once,
 * then the answer put in its place (chat.update) when the picture has been read. The reading
 * happens after Slack's event was acknowledged, in the OCR worker thread: nobody else waits.
 */
import type { webApi } from '@slack/bolt';
import type { SlackMessage } from '../blocks/message.js';
import { buildPhotoReadingMessage } from '../blocks/photo.js';
import type { SharedFile } from '../files/shared-file.js';
import { sharedFileKind } from '../files/shared-file.js';
import { type Place, postIn } from '../replies/place.js';
import type { UserScope } from '../user/user-scope.js';
import { type PhotoDeps, type PhotoReplyOptions, photoReply } from './photo-reply.js';

/** Pictures of one message that are read; more are left unread (one photo of a plate is enough). */
export const maxPicturesPerMessage = 3;

/** The pictures among a message's files. */
export const picturesOf = (files: readonly SharedFile[]): SharedFile[] =>
  files.filter((file) => sharedFileKind(file) === 'image');

export interface PhotosInSlack {
  /** The reply to one picture; never rejects. */
  reply(user: UserScope, file: SharedFile, options: PhotoReplyOptions): Promise<SlackMessage>;
  /** True when the message shared pictures and they have been answered in `place`. */
  answerMessage(
    client: webApi.WebClient,
    user: UserScope,
    files: readonly SharedFile[],
    place: Place,
    options?: Pick<PhotoReplyOptions, 'shareable'>,
  ): Promise<boolean>;
}

export function createPhotosInSlack(deps: PhotoDeps): PhotosInSlack {
  const reply: PhotosInSlack['reply'] = (user, file, options) => photoReply(deps, user, file, options);
  return {
    reply,
    async answerMessage(client, user, files, place, options = { shareable: false }) {
      const pictures = picturesOf(files).slice(0, maxPicturesPerMessage);
      if (pictures.length === 0) return false;
      for (const picture of pictures) {
        const first = await postIn(client, place, buildPhotoReadingMessage(user.language));
        const answer = await reply(user, picture, { shareable: options.shareable });
        if (first.ts) {
          await client.chat.update({ channel: first.channel ?? place.channel, ts: first.ts, ...answer });
        } else {
          await postIn(client, place, answer);
        }
      }
      return true;
    },
  };
}
