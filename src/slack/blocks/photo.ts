/**
 * Messages about a rating-plate picture: the first reply while it is read, the answer headed
 * by what was read from it ("Read from the photo: MODEL FTXM25R2V1B, Daikin"), and the plain
 * notices when no model could be read or the picture could not be taken. What OCR read is
 * text from a user's picture: echoed escaped, like typed text.
 */
import type { types } from '@slack/bolt';
import { type Language, type MessageKey, t } from '../../i18n/index.js';
import type { PlateEcho } from '../../photo/plate-lookup.js';
import { slackLimits } from './limits.js';
import { echo, message, type SlackMessage, sectionBlock, withinBlockLimit } from './message.js';
import { mrkdwn, truncate } from './text.js';

export type PhotoNotice =
  | 'photo.noModel'
  | 'photo.timeout'
  | 'photo.notImage'
  | 'photo.tooLarge'
  | 'photo.unavailable'
  | 'photo.notInChannel'
  | 'photo.failed';

/** The first reply, sent at once: the answer replaces it. */
export function buildPhotoReadingMessage(language: Language): SlackMessage {
  const text = `:camera: ${t(language, 'photo.reading')}`;
  return message(text, [sectionBlock(text)], language);
}

/** "Read from the photo: MODEL FTXM25R2V1B, Daikin" (escaped). */
export function photoEchoLine(read: PlateEcho, language: Language): string {
  const model = echo(read.model);
  return read.brand
    ? t(language, 'photo.readFromBrand', { model, brand: echo(read.brand) })
    : t(language, 'photo.readFrom', { model });
}

/** The answer (or choices, or not found) with what was read from the picture above it. */
export function withPhotoEcho(answer: SlackMessage, read: PlateEcho, language: Language): SlackMessage {
  const line = photoEchoLine(read, language);
  const header: types.ContextBlock = {
    type: 'context',
    elements: [mrkdwn(`:camera: ${line}`, slackLimits.sectionText)],
  };
  return {
    text: truncate(`${line}\n${answer.text}`, slackLimits.sectionText),
    blocks: withinBlockLimit([header, ...answer.blocks], language),
  };
}

/** A plain notice; with what was read when there was something (a picture with no model). */
export function buildPhotoNotice(
  language: Language,
  key: PhotoNotice & MessageKey,
  params: { size?: string; read?: PlateEcho } = {},
): SlackMessage {
  const text = t(language, key, { size: params.size ?? '' });
  const blocks: types.KnownBlock[] = [sectionBlock(text)];
  if (params.read && params.read.model.trim() !== '')
    blocks.push({
      type: 'context',
      elements: [mrkdwn(photoEchoLine(params.read, language), slackLimits.sectionText)],
    });
  return message(text, blocks, language);
}
