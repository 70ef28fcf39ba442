/**
 * A list job's CSV answer, uploaded once per job: its name ends with the job's id, so a run that
 * died between Slack taking the file and the job recording it finds it in the channel instead of
 * sending a second. Passing failures are retried; a refusal is told once and the job goes on
 * (docs/project-lists.md).
 */
import { webApi } from '@slack/bolt';
import pRetry, { AbortError } from 'p-retry';
import { z } from 'zod';
import { t } from '../../i18n/index.js';
import { JobRecordUnwritten } from '../../jobs/errors.js';
import type { Once } from '../../jobs/types.js';
import type { Logger } from '../../log/logger.js';
import { message, sectionBlock } from '../blocks/message.js';
import { type Place, postIn } from '../replies/place.js';
import type { UserScope } from '../user/user-scope.js';
import { findSentFile } from './sent-file.js';

export interface ListUpload {
  jobId: string;
  /** When the job was added (epoch ms): files older than it are not looked at. */
  createdAt: number;
  csv: Buffer;
  /** Name of the file the list came in. */
  sourceName: string | undefined;
  title: string;
  partial: boolean;
}

/** `<list file>-controllers[-partial]-<job id>.csv` */
export function answerFileName(upload: Pick<ListUpload, 'jobId' | 'sourceName' | 'partial'>): string {
  const base = (upload.sourceName ?? '').replace(/\.[a-z0-9]+$/i, '').replace(/[^\p{L}\p{N}._-]+/gu, '-');
  const prefix = base ? `${base.slice(0, 60)}-` : '';
  return `${prefix}controllers${upload.partial ? '-partial' : ''}-${upload.jobId}.csv`;
}

/** Tried again after 1 s, then 4 s, after a failure in passing (the client retried quickly already). */
const uploadRetries = { retries: 2, minTimeout: 1000, factor: 4, randomize: false };

/** Slack's own errors that say "not now" rather than "no". */
const passingErrors = new Set([
  'internal_error',
  'fatal_error',
  'service_unavailable',
  'request_timeout',
  'ratelimited',
]);

/** Slack said no to this file here: trying again would not help. */
const refused = (error: unknown): boolean =>
  error instanceof webApi.WebAPIPlatformError && !passingErrors.has(String(error.data.error));

/**
 * Uploads the CSV once per job; a refused upload, or one still failing after the pauses, is told
 * in `place` (once) and logged, never thrown. Throws only when a record of the job could not be written.
 */
export async function uploadListCsv(
  deps: { client: webApi.WebClient; logger: Logger },
  once: Once,
  user: Pick<UserScope, 'language'>,
  place: Place,
  upload: ListUpload,
): Promise<void> {
  const { client } = deps;
  const send = () =>
    once(
      'upload',
      z.string(),
      async () => {
        const file = { file: upload.csv, filename: answerFileName(upload), title: upload.title };
        const sent = await client.filesUploadV2(
          place.threadTs
            ? { ...file, channel_id: place.channel, thread_ts: place.threadTs }
            : { ...file, channel_id: place.channel },
        );
        const uploaded = sent.files[0]?.files?.[0]?.id;
        return uploaded ?? '';
      },
      // A failed try may have reached Slack all the same: found in the channel, not sent again.
      {
        recover: () =>
          findSentFile(
            client,
            { channel: place.channel },
            upload.createdAt,
            (file) => file.name?.endsWith(`-${upload.jobId}.csv`) ?? false,
            deps.logger,
          ),
      },
    );
  try {
    await pRetry(
      async () => {
        try {
          await send();
        } catch (error) {
          // Not tried again: an upload whose start went unrecorded (the job tries later), a refusal.
          if (error instanceof Error && (error instanceof JobRecordUnwritten || refused(error)))
            throw new AbortError(error);
          throw error;
        }
      },
      {
        ...uploadRetries,
        onFailedAttempt: ({ error, retriesLeft }) => {
          if (retriesLeft > 0)
            deps.logger.info(
              { err: error },
              'Uploading the answer to a list failed in passing; trying again',
            );
        },
      },
    );
    return;
  } catch (error) {
    if (error instanceof JobRecordUnwritten) throw error;
    deps.logger.warn({ err: error }, 'Could not upload the answer to a list');
  }
  const text = t(user.language, 'list.uploadFailed');
  await once('upload-refused', z.literal(true), async () => {
    await postIn(client, place, message(text, [sectionBlock(text)], user.language));
    return true;
  });
}
