/**
 * The reply to a rating-plate picture, whatever surface it came from: the picture is
 * downloaded with the bot token (a HEIC photo through the largest JPEG rendition Slack made of
 * it, which the decoder reads), read by the app's one picture reader (src/photo/reader.ts: one
 * picture at a time, bounded queue, size and time limits), and what was read goes through the
 * engine (src/photo/plate-lookup.ts) under the rules of every question (src/lookup/ask.ts), look
 * after look until the catalogue confirms one (src/photo/plate-reading.ts). The answer is headed
 * by what was read; when nothing was confirmed it says what was read nearest to a model and how
 * to retake the picture (photo-hints.ts); every way it can fail is a plain message. Never
 * rejects. Recorded in the lookup log as a `photo` lookup.
 */

import type { Logger } from '../../log/logger.js';
import type { Ask } from '../../lookup/ask-types.js';
import type { LookupEngine } from '../../lookup/engine.js';
import { lookUpPlate } from '../../photo/plate-lookup.js';
import { readPlate } from '../../photo/plate-reading.js';
import type { PictureReader, PictureReading } from '../../photo/reader.js';
import type { SlackMessage } from '../blocks/message.js';
import { buildErrorMessage } from '../blocks/notices.js';
import { buildPhotoNotice, type PhotoNotice, withPhotoEcho } from '../blocks/photo.js';
import { renderLookupResult } from '../blocks/result.js';
import { type DownloadFile, FileDownloadError } from '../files/download.js';
import type { SharedFile } from '../files/shared-file.js';
import { lookupFacts } from '../replies/lookup-summary.js';
import { askerOf } from '../replies/lookups.js';
import type { RecordLookup } from '../replies/record-lookup.js';
import type { UserScope } from '../user/user-scope.js';
import { withPhotoHints, withRetakeHint } from './photo-hints.js';

/** JPEG renditions, largest first: what a picture the decoder cannot read (HEIC) is read from. */
const renditions = ['thumb_1024', 'thumb_960', 'thumb_800', 'thumb_720', 'thumb_480', 'thumb_360'] as const;

const isHeic = (file: SharedFile): boolean =>
  /^(heic|heif)$/i.test(file.filetype) ||
  /\.(heic|heif)$/i.test(file.name) ||
  /^image\/hei[cf]/i.test(file.mimetype);

/** The file to download: the picture itself, or for HEIC its largest JPEG rendition. */
export function pictureSource(file: SharedFile): SharedFile {
  if (!isHeic(file)) return file;
  const rendition = renditions.map((name) => file[name]).find((url) => url !== undefined);
  return rendition
    ? { ...file, url_private_download: rendition, url_private: rendition, size: undefined }
    : file;
}

const readingNotices: Record<Exclude<PictureReading['kind'], 'read'>, PhotoNotice> = {
  not_image: 'photo.notImage',
  too_large: 'photo.tooLarge',
  timeout: 'photo.timeout',
  failed: 'photo.failed',
};

export interface PhotoDeps {
  engine: LookupEngine;
  /** The rules every question is asked under (src/lookup/ask.ts). */
  ask: Pick<Ask, 'within'>;
  /** The embedded sample catalogue answers: the answer says so. */
  sample?: boolean;
  logger: Logger;
  /** The app's one picture reader: OCR of rating plates, one picture at a time. */
  pictures: PictureReader;
  /** A shared file's bytes (files/download.ts); rejects with a FileDownloadError. */
  downloadFile: DownloadFile;
  record: RecordLookup;
}

export interface PhotoReplyOptions {
  /** Offer the Share in channel button (ephemeral replies only). */
  shareable: boolean;
  /**
   * The picture is on a message the Find controller shortcut was run on, maybe in a channel the
   * app is not in: a picture Slack will not let it open is answered with how to share it.
   */
  onShortcut?: boolean;
}

export async function photoReply(
  deps: PhotoDeps,
  user: UserScope,
  file: SharedFile,
  options: PhotoReplyOptions,
): Promise<SlackMessage> {
  const started = performance.now();
  const { language } = user;
  const size = `${Math.round(deps.pictures.maxBytes / 1024 / 1024)} MB`;
  const notice = (key: PhotoNotice, outcome: string): SlackMessage => {
    deps.record(user, {
      recent: { kind: 'photo', reason: outcome },
      outcome,
      query: `photo ${file.name}`.trim(),
      market: user.market,
      surface: 'photo',
      durationMs: performance.now() - started,
    });
    return buildPhotoNotice(language, key, { size });
  };
  try {
    let bytes: Buffer;
    try {
      bytes = await deps.downloadFile(pictureSource(file), deps.pictures.maxBytes);
    } catch (error) {
      if (!(error instanceof FileDownloadError)) throw error;
      deps.logger.warn({ reason: error.reason, fileId: file.id }, 'Could not download a shared picture');
      const refused = error.reason === 'not_accessible' && options.onShortcut === true;
      const key =
        error.reason === 'too_large'
          ? 'photo.tooLarge'
          : refused
            ? 'photo.notInChannel'
            : 'photo.unavailable';
      return notice(key, error.reason);
    }
    // Each look's reading under the rules of every question (locale fallback, default type).
    const { reading, best } = await readPlate(
      deps.pictures,
      bytes,
      (text) =>
        deps.ask.within(
          askerOf(user),
          ({ scope, defaultType }) =>
            lookUpPlate(deps.engine, { text, scope, ...(defaultType ? { defaultType } : {}) }),
          (read) => (read.kind === 'result' ? read.result : undefined),
        ),
      (ruled) => ruled.value,
    );
    if (reading.kind !== 'read' || !best) {
      deps.logger.info({ reading: reading.kind, fileId: file.id }, 'A shared picture was not read');
      return notice(reading.kind === 'read' ? 'photo.failed' : readingNotices[reading.kind], reading.kind);
    }
    deps.logger.info(
      { fileId: file.id, ms: Math.round(reading.ms), look: reading.look, looks: reading.looks },
      'A shared picture was read',
    );
    const { value: plate, onlyType } = best;
    if (plate.kind === 'no_model') return withRetakeHint(notice('photo.noModel', 'no_model'), language);
    const facts = lookupFacts(plate.result);
    deps.record(user, {
      ...facts,
      query: `photo: ${plate.echo.model}`,
      market: plate.result.scope.market,
      surface: 'photo',
      durationMs: performance.now() - started,
    });
    const answer = renderLookupResult(plate.result, {
      language,
      shareable: options.shareable,
      ...(deps.sample ? { sample: true } : {}),
      ...(onlyType ? { onlyType } : {}),
    });
    return withPhotoHints(withPhotoEcho(answer, plate.echo, language), plate, language);
  } catch (error) {
    deps.logger.error({ err: error, fileId: file.id }, 'Answering a picture failed');
    return buildErrorMessage(language);
  }
}
