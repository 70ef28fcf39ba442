/**
 * A DM or a mention that shares pictures (a rating plate): each picture, up to
 * `maxPicturesPerMessage`, is answered in the DM or the thread — "Reading the photo…" at once,
 * then the answer put in its place (chat.update) when the picture has been read. The reading
 * happens after Slack's event was acknowledged, in the OCR worker thread: nobody else waits.
 */
import type { webApi } from '@slack/bolt';
import { buildPhotoReadingMessage } from '../blocks/photo.js';
import type { SharedFile } from '../files/shared-file.js';
import { sharedFileKind } from '../files/shared-file.js';
import { type ListPlace, postIn } from '../lists/answer-list.js';
import type { ListenerDeps } from '../runtime/deps.js';
import type { UserScope } from '../user/user-scope.js';
import { photoReply } from './photo-reply.js';

/** Pictures of one message that are read; more are left unread (one photo of a plate is enough). */
export const maxPicturesPerMessage = 3;

/** The pictures among a message's files. */
export const picturesOf = (files: readonly SharedFile[]): SharedFile[] =>
  files.filter((file) => sharedFileKind(file) === 'image');

/** True when the message shared pictures and they have been answered here. */
export async function answerPictureMessage(
  deps: ListenerDeps,
  client: webApi.WebClient,
  user: UserScope,
  files: readonly SharedFile[],
  place: ListPlace,
): Promise<boolean> {
  const pictures = picturesOf(files).slice(0, maxPicturesPerMessage);
  if (pictures.length === 0) return false;
  for (const picture of pictures) {
    const first = await postIn(client, place, buildPhotoReadingMessage(user.language));
    const reply = await photoReply(deps, user, picture, { shareable: false });
    if (first.ts) {
      await client.chat.update({ channel: first.channel ?? place.channel, ts: first.ts, ...reply });
    } else {
      await postIn(client, place, reply);
    }
  }
  return true;
}
